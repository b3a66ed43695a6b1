import { decisionLabel, formatDateTime } from '@gratifikasi/domain';
import { Alert, Col, Empty, Row, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import { type JejakLangkah, type Proses, useJejak, useProses } from './api';
import { ProcessDiagram } from './ProcessDiagram';

const HEIGHT = 560;

function stepName(proses: Proses, kode: string): string {
  const nama = proses.nodes.find((n) => n.kode === kode)?.nama;
  return nama ? `${nama} (${kode})` : kode;
}

function langkahItem(proses: Proses, l: JejakLangkah, key: string, current: boolean) {
  const how = [l.decision ? decisionLabel(l.decision) : null, l.from ? `dari ${l.from}` : null].filter(
    Boolean,
  );
  return {
    key,
    color: current ? 'blue' : l.decision === 'kembalikan' ? 'red' : 'gray',
    content: (
      <>
        <div>
          <strong>{stepName(proses, l.to)}</strong>
          {current ? (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              Saat ini
            </Tag>
          ) : null}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {formatDateTime(l.at)} · {l.actor_name ?? 'Sistem'}
        </Typography.Text>
        {how.length > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {how.join(' · ')}
          </Typography.Text>
        ) : null}
      </>
    ),
  };
}

/** The steps taken, newest first, so the current one is at the top beside the diagram. */
function Steps({ proses, langkah, step }: { proses: Proses; langkah: JejakLangkah[]; step: string | null }) {
  if (langkah.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada langkah yang dilalui" />;
  const items = langkah.map((l, i) =>
    langkahItem(proses, l, `${i}`, i === langkah.length - 1 && l.to === step),
  );
  return <Timeline items={items.reverse()} style={{ paddingTop: 8 }} />;
}

/**
 * Where a report stands in its process and the path it took: the process diagram with the current step and the
 * edges taken, beside the steps as a timeline (`GET laporan/:id/jejak`).
 */
export function LaporanPathDiagram({ laporanId }: { laporanId: number }) {
  const jejak = useJejak(laporanId);
  const proses = useProses(jejak.data?.proses.kode ?? null, jejak.data?.proses.versi ?? null);
  const langkah = jejak.data?.langkah;
  const path = useMemo(
    () => langkah?.map((l) => ({ from: l.from, to: l.to, decision: l.decision })),
    [langkah],
  );

  if (jejak.isError || proses.isError)
    return <Alert type="error" showIcon title="Alur laporan tidak dapat dimuat." />;
  if (!jejak.data || !proses.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <ProcessDiagram
          process={proses.data}
          current={jejak.data.step}
          path={path && path.length > 0 ? path : undefined}
          height={HEIGHT}
        />
      </Col>
      <Col xs={24} xl={8}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Jejak langkah
        </Typography.Title>
        {/* A scrolling region is reachable by keyboard (WCAG 2.1.1): focusable, named by its heading. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
        <section tabIndex={0} aria-label="Jejak langkah" style={{ maxHeight: HEIGHT, overflowY: 'auto' }}>
          <Steps proses={proses.data} langkah={jejak.data.langkah} step={jejak.data.step} />
        </section>
      </Col>
    </Row>
  );
}
