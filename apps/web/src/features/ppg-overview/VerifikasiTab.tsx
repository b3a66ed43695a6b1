import {
  formatDateTime,
  type RiwayatSkor,
  type RiwayatVerifikasi,
  VERIFIKASI_PPG_SEED,
} from '@gratifikasi/domain';
import { Card, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { JejakPermintaan } from '@/ui/workflow';
import { StatusVerifikasiTag, useVerifikasiLinks } from '../ppg-verifikasi/parts';
import { useRiwayatVerifikasi } from './api';
import type { TabProps } from './tabs';

/** The verification process's step names, from its seed (the one definition of the chain). */
const LANGKAH: Record<string, string> = Object.fromEntries(
  VERIFIKASI_PPG_SEED.tasks.map((t) => [t.kode, t.nama]),
);
const angka = (n: number) =>
  n.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Verifikasi = RiwayatVerifikasi['verifikasi'][number];

function VerifikasiCard({ v, detail }: { v: Verifikasi; detail: ((id: number) => string) | null }) {
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <Space>
          {`Verifikasi ${v.tahun}`}
          <StatusVerifikasiTag status={v.status} />
        </Space>
      }
      extra={detail ? <Link to={detail(v.id)}>Buka verifikasi</Link> : null}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Posisi">{LANGKAH[v.step] ?? v.step}</Descriptions.Item>
        <Descriptions.Item label="Versi Indikator / Kriteria Skor">
          {`v${v.indikator_versi} / v${v.skor_versi}`}
        </Descriptions.Item>
        <Descriptions.Item label="Indikator Dinilai">
          {`${v.jumlah_dinilai} dari ${v.jumlah_indikator}`}
        </Descriptions.Item>
        <Descriptions.Item label="Skor">
          {v.total === null ? 'Belum ditetapkan' : angka(v.total)}
        </Descriptions.Item>
        {v.anggota ? <Descriptions.Item label="Anggota Tim">{v.anggota.nama}</Descriptions.Item> : null}
        <Descriptions.Item label="Diperbarui">{formatDateTime(v.updated_at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>Riwayat Langkah</Typography.Title>
      <JejakPermintaan jejak={v.jejak} langkah={LANGKAH} />
    </Card>
  );
}

function RiwayatSkorTable({ skor, tahun }: { skor: RiwayatSkor[]; tahun: number }) {
  return (
    <Table<RiwayatSkor>
      size="small"
      rowKey={(r) => `${r.tahun}-${r.indikator_versi}-${r.skor_versi}`}
      pagination={false}
      dataSource={skor}
      locale={{ emptyText: 'Belum ada skor yang disetujui direktur' }}
      rowClassName={(r) => (r.tahun === tahun ? 'ant-table-row-selected' : '')}
      columns={[
        { key: 'tahun', title: 'Tahun', render: (_, r) => r.tahun },
        {
          key: 'versi',
          title: 'Versi',
          render: (_, r) => `Indikator v${r.indikator_versi} · Skor v${r.skor_versi}`,
        },
        ...([1, 2, 3, 4] as const).map((t) => ({
          key: `tahap${t}`,
          title: `Tahap ${t}`,
          align: 'right' as const,
          render: (_: unknown, r: RiwayatSkor) => angka(r.perTahap[t]),
        })),
        { key: 'total', title: 'Total', align: 'right', render: (_, r) => <strong>{angka(r.total)}</strong> },
        {
          key: 'perubahan',
          title: 'Perubahan',
          align: 'right',
          render: (_, r) =>
            r.perubahan === null ? '-' : `${r.perubahan > 0 ? '+' : ''}${angka(r.perubahan)}`,
        },
        { key: 'disetujui', title: 'Disetujui', render: (_, r) => formatDateTime(r.disetujui_at) },
        {
          key: 'keterangan',
          title: 'Keterangan',
          render: (_, r) => (
            <>
              {r.berlaku ? <Tag color="green">Berlaku</Tag> : <Tag>Versi lama</Tag>}
              {r.sumber === 'hitung_ulang' && <Tag color="blue">Dihitung ulang</Tag>}
            </>
          ),
        },
      ]}
    />
  );
}

/** The year's verifications (status, position on the chain and its path) and the score of every year. */
export function VerifikasiTab({ area, upgId, tahun }: TabProps) {
  const riwayat = useRiwayatVerifikasi(upgId, tahun);
  const links = useVerifikasiLinks();
  if (riwayat.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!riwayat.data) {
    return <Typography.Text type="danger">Riwayat verifikasi tidak dapat dimuat.</Typography.Text>;
  }
  const { verifikasi, skor } = riwayat.data;
  return (
    <>
      {verifikasi.length === 0 ? (
        <Card style={{ marginBottom: 16 }}>
          <Empty description={`Belum ada verifikasi tahun ${tahun}`} />
        </Card>
      ) : (
        verifikasi.map((v) => (
          <VerifikasiCard key={v.id} v={v} detail={area === 'kpk' ? links.detail : null} />
        ))
      )}
      <Card title="Riwayat Skor">
        <RiwayatSkorTable skor={skor} tahun={tahun} />
      </Card>
    </>
  );
}
