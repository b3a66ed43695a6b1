import { FileExcelOutlined } from '@ant-design/icons';
import {
  formatNumber,
  type SurveiDetail,
  type SurveiHasil,
  TIPE_PERTANYAAN_LABELS,
} from '@gratifikasi/domain';
import { Button, Card, Empty, List, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { BandingSurveiCard } from '../ppg-survei-kegiatan/HasilSurveiKegiatan';
import { ChartBox } from '../report/ReportChart';
import { exportJawaban, useHasil, useTeks } from './api';

type PertanyaanHasil = SurveiHasil['pertanyaan'][number];

function Batang({ q }: { q: PertanyaanHasil }) {
  const spec = useMemo(
    () => ({
      type: 'bar' as const,
      categories: q.sebaran.map((s) => s.nilai),
      series: [{ name: 'Jumlah', data: q.sebaran.map((s) => s.jumlah) }],
    }),
    [q],
  );
  return (
    <>
      <ChartBox spec={spec} label={`Grafik ${q.teks}`} height={220} />
      <Space wrap size={[12, 4]}>
        {q.sebaran.map((s) => (
          <Typography.Text key={s.nilai} type="secondary">
            {s.nilai}: <strong>{s.jumlah}</strong>
          </Typography.Text>
        ))}
      </Space>
    </>
  );
}

function Teks({ surveiId, q }: { surveiId: number; q: PertanyaanHasil }) {
  const [page, setPage] = useState(1);
  const teks = useTeks(surveiId, q.id, page);
  return (
    <List
      size="small"
      loading={teks.isFetching}
      dataSource={teks.data?.items ?? []}
      locale={{ emptyText: 'Belum ada jawaban' }}
      pagination={{
        current: page,
        pageSize: 5,
        total: teks.data?.total ?? 0,
        onChange: setPage,
        size: 'small',
      }}
      renderItem={(t) => (
        <List.Item>
          <Space orientation="vertical" size={0}>
            <Typography.Text style={{ whiteSpace: 'pre-line' }}>{t.jawaban}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.instansi_nama}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The results tab: per question bars (choices, Likert, numbers), the texts paged, and the Excel of raw answers. */
export function Hasil({ survei }: { survei: SurveiDetail }) {
  const hasil = useHasil(survei.id);
  const [exporting, setExporting] = useState(false);
  if (hasil.isLoading) return <Skeleton active />;
  if (!hasil.data) return <Empty description="Hasil survei tidak dapat dimuat" />;
  const h = hasil.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {survei.jenis === 'PRE_TEST' || survei.jenis === 'POST_TEST' ? (
        <BandingSurveiCard surveiId={survei.id} />
      ) : null}
      <Card size="small">
        <Space size={48} wrap>
          <Statistic title="Responden (terkirim)" value={h.jumlah_responden} />
          <Statistic title="Instansi ditugaskan" value={h.jumlah_penugasan} />
          <Statistic
            title="Tingkat respons"
            value={h.jumlah_penugasan ? Math.round((h.jumlah_responden / h.jumlah_penugasan) * 100) : 0}
            suffix="%"
          />
          <Button
            icon={<FileExcelOutlined />}
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportJawaban(survei.id);
              } catch {
                // Shown by the api client.
              } finally {
                setExporting(false);
              }
            }}
          >
            Unduh jawaban (Excel)
          </Button>
        </Space>
      </Card>
      {h.pertanyaan.map((q, i) => (
        <Card
          key={q.id}
          size="small"
          title={`${i + 1}. ${q.teks}`}
          extra={
            <Space>
              <Tag>{TIPE_PERTANYAAN_LABELS[q.tipe]}</Tag>
              <Typography.Text type="secondary">{q.dijawab} menjawab</Typography.Text>
            </Space>
          }
        >
          {q.rata_rata !== null ? (
            <Typography.Paragraph>
              Rata-rata <strong>{formatNumber(q.rata_rata, 2)}</strong>
              {q.minimum !== null
                ? ` · terendah ${formatNumber(q.minimum, 2)} · tertinggi ${formatNumber(q.maksimum ?? 0, 2)}`
                : ''}
            </Typography.Paragraph>
          ) : null}
          {q.tipe === 'TEKS_SINGKAT' || q.tipe === 'TEKS_PANJANG' || q.tipe === 'TANGGAL' ? (
            <Teks surveiId={survei.id} q={q} />
          ) : q.sebaran.length > 0 && q.dijawab > 0 ? (
            <Batang q={q} />
          ) : (
            <Typography.Text type="secondary">Belum ada jawaban</Typography.Text>
          )}
        </Card>
      ))}
    </Space>
  );
}
