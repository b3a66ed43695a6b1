import { type AdminLaporanRow, formatDate, formatRupiah, stepLabel } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { Coded } from '@/ui/Coded';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportLaporan, useLaporanList } from './api';
import { DataFilters } from './DataFilters';

export const DETAIL_ROUTE = 'admin-admin-laporan-detail';

const columns: TableColumnsType<AdminLaporanRow> = [
  {
    key: 'nosig',
    title: 'Nomor Laporan',
    sorter: true,
    render: (_, r) => <Link to={buildPath(DETAIL_ROUTE, { id: r.id })}>{r.nosig ?? `Draf #${r.id}`}</Link>,
  },
  {
    key: 'pelapor',
    title: 'Pelapor',
    render: (_, r) => (
      <>
        {r.pelapor_nama}
        {r.pelapor_nik ? <div style={{ fontSize: 12, opacity: 0.7 }}>NIK {r.pelapor_nik}</div> : null}
      </>
    ),
  },
  { key: 'instansi', title: 'Instansi', render: (_, r) => r.instansi_nama ?? '-' },
  {
    key: 'tanggal_penerimaan',
    title: 'Tgl. Penerimaan',
    sorter: true,
    render: (_, r) => formatDate(r.tanggal_penerimaan) || '-',
  },
  {
    key: 'tanggal_lapor',
    title: 'Tgl. Lapor',
    sorter: true,
    render: (_, r) => formatDate(r.tanggal_lapor) || '-',
  },
  {
    key: 'status',
    title: 'Status / Tahap',
    sorter: true,
    render: (_, r) => (
      <>
        <Tag>{r.status_nama}</Tag>
        {r.step ? (
          <div style={{ fontSize: 12, opacity: 0.7 }}>
            <Coded words={stepLabel(r.step)} code={r.step} />
          </div>
        ) : null}
      </>
    ),
  },
  {
    key: 'total_nilai',
    title: 'Total Nilai',
    sorter: true,
    align: 'right',
    render: (_, r) => formatRupiah(r.total_nilai),
  },
];

/** /admin/laporans: every report in the system, searched, filtered, sorted and paged on the server; Excel export. */
export function LaporanDataPage() {
  const list = useListQuery('admin-laporans');
  const result = useLaporanList(list.params);
  return (
    <>
      <PageHeader
        title="Data Laporan"
        subtitle="Seluruh laporan gratifikasi. Cari nomor laporan, nama atau NIK pelapor, atau instansi; buka laporan untuk mengoreksi data."
      />
      <Card>
        <FilterBar list={list} extra={<ExportButton onExport={() => exportLaporan(list.params)} />}>
          <DataFilters list={list} />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="laporan" />
      </Card>
    </>
  );
}
