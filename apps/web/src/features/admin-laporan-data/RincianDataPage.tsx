import { type AdminRincianRow, formatDate, formatNumber, formatRupiah } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportRincian, useRincianList } from './api';
import { DataFilters } from './DataFilters';
import { DETAIL_ROUTE } from './LaporanDataPage';

const columns: TableColumnsType<AdminRincianRow> = [
  { key: 'uraian', title: 'Uraian Objek', sorter: true, dataIndex: 'uraian' },
  { key: 'jenis_objek', title: 'Jenis Objek', render: (_, r) => r.jenis_objek_nama ?? '-' },
  {
    key: 'status_penerimaan',
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
    key: 'nilai_rupiah',
    title: 'Nilai',
    sorter: true,
    align: 'right',
    render: (_, r) =>
      r.mata_uang_kode === 'IDR'
        ? formatRupiah(r.nilai_rupiah)
        : `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran, 2)} (${formatRupiah(r.nilai_rupiah)})`,
  },
  {
    key: 'nosig',
    title: 'Nomor Laporan',
    sorter: true,
    render: (_, r) => (
      <Link to={buildPath(DETAIL_ROUTE, { id: r.laporan_id })}>{r.nosig ?? `Draf #${r.laporan_id}`}</Link>
    ),
  },
  { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama },
  { key: 'instansi', title: 'Instansi', render: (_, r) => r.instansi_nama ?? '-' },
  {
    key: 'tanggal_penerimaan',
    title: 'Tgl. Penerimaan',
    sorter: true,
    render: (_, r) => formatDate(r.tanggal_penerimaan) || '-',
  },
  { key: 'status', title: 'Status Laporan', render: (_, r) => r.status_nama },
];

/** /admin/rincian-laporans: every report item with its report's number; the same filters, and the export. */
export function RincianDataPage() {
  const list = useListQuery('admin-rincian-laporans');
  const result = useRincianList(list.params);
  return (
    <>
      <PageHeader
        title="Data Rincian Laporan"
        subtitle="Seluruh objek gratifikasi yang dilaporkan. Cari uraian objek, nomor laporan, pelapor, atau instansi."
      />
      <Card>
        <FilterBar list={list} extra={<ExportButton onExport={() => exportRincian(list.params)} />}>
          <DataFilters list={list} />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="rincian laporan" />
      </Card>
    </>
  );
}
