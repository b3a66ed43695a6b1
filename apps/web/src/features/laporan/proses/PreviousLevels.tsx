import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  type HasilTahap,
  type HasilTingkat,
  type HasilTingkatView,
} from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Empty, Skeleton, Space, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { api } from '@/platform/api';

/** Under the report's own key: a decision (which invalidates ['laporan']) refreshes it. */
export const hasilTingkatKey = (id: number) => ['laporan', id, 'hasil-tingkat'] as const;

export const useHasilTingkat = (id: number) =>
  useQuery({
    queryKey: hasilTingkatKey(id),
    queryFn: async () =>
      (await api.get<HasilTingkatView>(`laporan/${id}/hasil-tingkat`, { silent: true })).data,
  });

/** One row of a stage's comparison: a field, or one item's result, as each level recorded it. */
interface Row {
  key: string;
  label: ReactNode;
  cells: (Cell | null)[];
}
interface Cell {
  nilai: ReactNode;
  catatan?: string | null;
  berubah: boolean;
  panjang?: boolean;
}

/** The stage's rows: decision and note, then every field and every item any level recorded, in order of first use. */
function rowsOf(levels: readonly HasilTingkat[]): Row[] {
  const rows: Row[] = [
    {
      key: 'keputusan',
      label: 'Keputusan',
      cells: levels.map((l) => ({
        nilai: (
          <Space size={4} wrap>
            {l.dikembalikan ? <Tag color="red">{l.keputusan}</Tag> : <span>{l.keputusan}</span>}
            {l.lama ? <Tag icon={<HistoryOutlined />}>Putaran sebelumnya</Tag> : null}
          </Space>
        ),
        berubah: false,
      })),
    },
  ];
  if (levels.some((l) => l.catatan)) {
    rows.push({
      key: 'catatan',
      label: 'Catatan',
      cells: levels.map((l) => (l.catatan ? { nilai: l.catatan, berubah: false, panjang: true } : null)),
    });
  }
  const fields = new Map<string, string>();
  for (const l of levels) for (const f of l.isian) if (!fields.has(f.kunci)) fields.set(f.kunci, f.label);
  for (const [kunci, label] of fields) {
    rows.push({
      key: `isian:${kunci}`,
      label,
      cells: levels.map((l) => l.isian.find((f) => f.kunci === kunci) ?? null),
    });
  }
  const items = new Map<number, string>();
  for (const l of levels)
    for (const r of l.rincian) if (!items.has(r.rincian_id)) items.set(r.rincian_id, r.uraian);
  for (const [id, uraian] of items) {
    rows.push({
      key: `rincian:${id}`,
      label: (
        <span>
          <Typography.Text type="secondary">Rincian: </Typography.Text>
          {uraian}
        </span>
      ),
      cells: levels.map((l) => l.rincian.find((r) => r.rincian_id === id) ?? null),
    });
  }
  return rows;
}

function CellView({ cell }: { cell: Cell | null }) {
  const { token } = theme.useToken();
  if (!cell) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div
      data-berubah={cell.berubah || undefined}
      style={
        cell.berubah
          ? {
              background: token.colorWarningBg,
              boxShadow: `inset 3px 0 0 ${token.colorWarning}`,
              padding: '2px 6px',
            }
          : undefined
      }
    >
      <div style={cell.panjang ? { whiteSpace: 'pre-wrap' } : undefined}>{cell.nilai}</div>
      {cell.catatan ? (
        <div>
          <Typography.Text type="secondary">Alasan: </Typography.Text>
          {cell.catatan}
        </div>
      ) : null}
      {cell.berubah ? (
        <Tag icon={<EditOutlined />} style={{ marginTop: 4 }}>
          Diubah dari tingkat sebelumnya
        </Tag>
      ) : null}
    </div>
  );
}

function LevelTitle({ level }: { level: HasilTingkat }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{level.peran ?? level.step_nama}</Typography.Text>
      <Typography.Text>{level.oleh ?? '-'}</Typography.Text>
      <Typography.Text>{formatDateTime(level.pada)}</Typography.Text>
    </Space>
  );
}

/** One stage side by side: a column per level, a row per field or item; what a level changed is marked. */
export function StageComparison({ tahap }: { tahap: HasilTahap }) {
  const columns: ColumnsType<Row> = [
    { key: 'label', title: 'Isian', width: 180, render: (_, row) => row.label },
    ...tahap.tingkat.map((level, i) => ({
      key: level.step,
      title: <LevelTitle level={level} />,
      render: (_: unknown, row: Row) => <CellView cell={row.cells[i] ?? null} />,
    })),
  ];
  return (
    <div data-testid={`tahap-${tahap.kode}`}>
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={rowsOf(tahap.tingkat)}
        scroll={{ x: 'max-content' }}
        aria-label={`Hasil ${tahap.nama} per tingkat`}
      />
    </div>
  );
}

/**
 * "Hasil tingkat sebelumnya": what the member, the team leader and the group head recorded at each review stage
 * of the report (verification, negative list, completeness, LHA, examination), for the level that reviews it now —
 * from `GET laporan/{id}/hasil-tingkat`; the latest stage opened.
 */
export function PreviousLevels({ laporanId }: { laporanId: number }) {
  const hasil = useHasilTingkat(laporanId);
  const title = 'Hasil tingkat sebelumnya';
  if (hasil.isLoading) {
    return (
      <Card title={title} size="small">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (hasil.isError || !hasil.data) {
    return (
      <Card title={title} size="small">
        <Alert
          type="warning"
          showIcon
          title="Hasil tingkat sebelumnya tidak dapat dimuat. Muat ulang halaman."
        />
      </Card>
    );
  }
  const tahap = hasil.data.tahap;
  return (
    <Card title={title} size="small" data-testid="hasil-tingkat">
      {tahap.length === 0 ? (
        <Empty description="Belum ada hasil verifikasi, reviu, atau analisis yang tercatat." />
      ) : (
        <Collapse
          size="small"
          defaultActiveKey={[tahap[tahap.length - 1]?.kode ?? '']}
          items={tahap.map((t) => ({
            key: t.kode,
            label: `${t.nama} (${t.tingkat.length} tingkat)`,
            children: <StageComparison tahap={t} />,
          }))}
        />
      )}
    </Card>
  );
}
