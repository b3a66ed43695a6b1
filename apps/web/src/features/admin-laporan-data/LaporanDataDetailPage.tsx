import { EditOutlined } from '@ant-design/icons';
import {
  type AdminLaporanDetail,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
  type KoreksiRiwayat,
  koreksiField,
  roleLabel,
} from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { type InstansiOption, useInstansiOptions, useLaporanDetail } from './api';
import { KoreksiModal } from './KoreksiModal';
import { shownValue } from './values';

const dash = (v: string | null | undefined) => v || '-';

type Item = AdminLaporanDetail['rincian'][number];
const itemColumns: TableColumnsType<Item> = [
  { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
  { key: 'uraian', title: 'Uraian Objek', dataIndex: 'uraian' },
  { key: 'jenis', title: 'Jenis Objek', render: (_, r) => dash(r.jenis_objek_nama) },
  {
    key: 'penerimaan',
    title: 'Penerimaan',
    render: (_, r) => <Tag>{r.status_penerimaan === 'DITOLAK' ? 'Ditolak' : 'Diterima'}</Tag>,
  },
  {
    key: 'jumlah',
    title: 'Jumlah',
    align: 'right',
    render: (_, r) => `${formatNumber(r.jumlah, 0)}${r.satuan ? ` ${r.satuan}` : ''}`,
  },
  {
    key: 'nilai',
    title: 'Nilai Taksiran',
    align: 'right',
    render: (_, r) => `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran, 2)}`,
  },
  { key: 'rupiah', title: 'Nilai (Rp)', align: 'right', render: (_, r) => formatRupiah(r.nilai_rupiah) },
  { key: 'keterangan', title: 'Keterangan', render: (_, r) => dash(r.keterangan) },
];

/** A value of the history: an institution by its name, the rest as the screens show the field. */
function historyValue(r: KoreksiRiwayat, value: unknown, instansi: readonly InstansiOption[]) {
  if (r.field === 'instansi_id' && typeof value === 'number') {
    return instansi.find((i) => i.id === value)?.nama ?? `#${value}`;
  }
  return shownValue(koreksiField(r.field), value);
}

function RiwayatKoreksi({ detail }: { detail: AdminLaporanDetail }) {
  const instansi = useInstansiOptions();
  const itemNo = (id: number | null) => detail.rincian.findIndex((r) => r.id === id) + 1;
  const columns: TableColumnsType<KoreksiRiwayat> = [
    { key: 'waktu', title: 'Waktu', render: (_, r) => formatDateTime(r.created_at) },
    {
      key: 'data',
      title: 'Data',
      render: (_, r) =>
        r.rincian_id && itemNo(r.rincian_id) > 0 ? `${r.label} (objek ${itemNo(r.rincian_id)})` : r.label,
    },
    {
      key: 'lama',
      title: 'Nilai Lama',
      render: (_, r) => historyValue(r, r.nilai_lama, instansi.data ?? []),
    },
    {
      key: 'baru',
      title: 'Nilai Baru',
      render: (_, r) => historyValue(r, r.nilai_baru, instansi.data ?? []),
    },
    { key: 'alasan', title: 'Alasan', dataIndex: 'alasan' },
    {
      key: 'oleh',
      title: 'Oleh',
      render: (_, r) => `${dash(r.user_nama)}${r.role_name ? ` (${roleLabel(r.role_name)})` : ''}`,
    },
  ];
  return (
    <Card title="Riwayat Koreksi" style={{ marginTop: 16 }}>
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={detail.koreksi}
        pagination={false}
        locale={{ emptyText: <Empty description="Belum ada koreksi data" /> }}
      />
    </Card>
  );
}

/** /admin/admin-laporan-detail/:id: a report, its items, the correction of its data and the corrections made. */
export function LaporanDataDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useLaporanDetail(valid ? id : 0);
  const [editing, setEditing] = useState(false);

  if (!valid || (detail.isError && !detail.data)) return <NotFoundResult />;
  if (!detail.data) return <Skeleton active />;
  const { laporan, pelapor, rincian } = detail.data;

  return (
    <>
      <PageHeader
        title={`Detail Laporan ${laporan.nosig ?? `Draf #${laporan.id}`}`}
        subtitle="Koreksi data mengubah isian laporan dengan alasan dan tercatat di log audit; pemindahan tahap melalui Pindah Workflow Laporan."
        extra={
          <>
            <LinkButton to={buildPath('admin-laporans')}>Kembali ke Data Laporan</LinkButton>
            <Button
              type="primary"
              icon={<EditOutlined />}
              disabled={detail.data.field_dapat_dikoreksi.length === 0}
              onClick={() => setEditing(true)}
            >
              Koreksi Data
            </Button>
          </>
        }
      />
      {laporan.status === 'DRAFT' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Laporan masih draf"
          description="Pelapor dapat mengubah drafnya sendiri; koreksi data hanya untuk laporan yang sudah dikirim."
        />
      ) : null}
      {detail.data.putusan_ditetapkan ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Keputusan atas laporan ini sudah ditetapkan"
          description="Hanya data kontak dan administrasi yang masih dapat dikoreksi; tanggal, uraian, dan nilai objek tetap seperti saat diputuskan."
        />
      ) : null}
      <Card title="Data Laporan">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Nomor Laporan">{dash(laporan.nosig)}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag>{laporan.status_nama}</Tag>
            {laporan.step ? `Tahap ${laporan.step}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Instansi">{dash(laporan.instansi_nama)}</Descriptions.Item>
          <Descriptions.Item label="Kanal">{laporan.kanal}</Descriptions.Item>
          <Descriptions.Item label="Tanggal Penerimaan">
            {formatDate(laporan.tanggal_penerimaan) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Tanggal Lapor">
            {formatDate(laporan.tanggal_lapor) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Batas Lapor">
            {formatDate(laporan.batas_lapor) || '-'}
            {laporan.is_terlambat ? (
              <Tag color="red" style={{ marginLeft: 8 }}>
                Terlambat
              </Tag>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label="Tempat Penerimaan">{dash(laporan.tempat_penerimaan)}</Descriptions.Item>
          <Descriptions.Item label="Nama Pemberi">{dash(laporan.nama_pemberi)}</Descriptions.Item>
          <Descriptions.Item label="Instansi Pemberi">{dash(laporan.instansi_pemberi)}</Descriptions.Item>
          <Descriptions.Item label="Alamat Pemberi">{dash(laporan.alamat_pemberi)}</Descriptions.Item>
          <Descriptions.Item label="Total Nilai">{formatRupiah(laporan.total_nilai)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Pelapor" style={{ marginTop: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Nama">{pelapor.nama}</Descriptions.Item>
          <Descriptions.Item label="NIK">{dash(pelapor.nik)}</Descriptions.Item>
          <Descriptions.Item label="Telepon">{dash(pelapor.telepon)}</Descriptions.Item>
          <Descriptions.Item label="Email">{dash(pelapor.email)}</Descriptions.Item>
          <Descriptions.Item label="Alamat">{dash(pelapor.alamat)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Rincian Objek" style={{ marginTop: 16 }}>
        <Table size="small" rowKey="id" columns={itemColumns} dataSource={rincian} pagination={false} />
      </Card>
      <RiwayatKoreksi detail={detail.data} />
      <KoreksiModal detail={detail.data} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
