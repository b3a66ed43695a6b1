import { formatDate, formatNumber, formatRupiah, type PublicLinkLaporan } from '@gratifikasi/domain';
import { Alert, Descriptions, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { useLinkLaporan } from './api';

type Rincian = PublicLinkLaporan['rincian'][number] & { key?: string };

const columns: TableColumnsType<Rincian> = [
  { title: 'Uraian', dataIndex: 'uraian', key: 'uraian' },
  {
    title: 'Jenis Objek',
    dataIndex: 'jenis_objek_nama',
    key: 'jenis',
    render: (v: string | null) => v ?? '-',
  },
  {
    title: 'Status',
    dataIndex: 'status_penerimaan',
    key: 'status',
    render: (v: Rincian['status_penerimaan']) => (v === 'DITOLAK' ? 'Ditolak' : 'Diterima'),
  },
  {
    title: 'Jumlah',
    key: 'jumlah',
    align: 'right',
    render: (_: unknown, r: Rincian) => `${r.jumlah}${r.satuan ? ` ${r.satuan}` : ''}`,
  },
  {
    title: 'Nilai Taksiran',
    key: 'nilai',
    align: 'right',
    render: (_: unknown, r: Rincian) =>
      r.mata_uang_kode === 'IDR'
        ? formatRupiah(r.nilai_taksiran)
        : `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran)} (kurs ${formatNumber(r.kurs, 4)})`,
  },
  {
    title: 'Nilai (Rupiah)',
    dataIndex: 'nilai_rupiah',
    key: 'rupiah',
    align: 'right',
    render: (v: string) => formatRupiah(v),
  },
];

/** The report the link is about, read-only: what the reporter filed, so they answer with it in view. */
export function LaporanRingkasan({ token }: { token: string }) {
  const laporan = useLinkLaporan(token, true);
  if (laporan.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (laporan.isError) return <Alert type="warning" showIcon title="Ringkasan laporan tidak dapat dimuat" />;
  const l = laporan.data;
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'nosig', label: 'Nomor Laporan', children: l.nosig ?? '-' },
          { key: 'pelapor', label: 'Pelapor', children: l.pelapor_nama },
          { key: 'terima', label: 'Tanggal Penerimaan', children: formatDate(l.tanggal_penerimaan) || '-' },
          { key: 'lapor', label: 'Tanggal Lapor', children: formatDate(l.tanggal_lapor) || '-' },
          { key: 'peristiwa', label: 'Jenis Peristiwa', children: l.jenis_peristiwa_nama ?? '-' },
          { key: 'tempat', label: 'Tempat Penerimaan', children: l.tempat_penerimaan ?? '-' },
          { key: 'pemberi', label: 'Nama Pemberi', children: l.nama_pemberi ?? '-' },
          { key: 'instansi', label: 'Instansi Pemberi', children: l.instansi_pemberi ?? '-' },
          {
            key: 'kronologi',
            label: 'Kronologi',
            span: 'filled',
            children: (
              <Typography.Text style={{ whiteSpace: 'pre-line' }}>{l.kronologi ?? '-'}</Typography.Text>
            ),
          },
        ]}
      />
      <Table<Rincian>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={l.rincian.map((r, i) => ({ ...r, key: String(i) }))}
        pagination={false}
        scroll={{ x: 640 }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatRupiah(l.total_nilai)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
