import { formatDate, formatRupiah, type RekamJejakHasil } from '@gratifikasi/domain';
import { Table } from 'antd';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';

/** A person's reports as found by a search: number (to the report), date, institution, status, value. */
export function LaporanDitemukan({ laporan }: { laporan: RekamJejakHasil['laporan'] }) {
  return (
    <Table
      size="small"
      rowKey="laporan_id"
      // A person with many reports is paged here (the search answers them all, newest first).
      pagination={laporan.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      dataSource={laporan}
      columns={[
        {
          key: 'nomor',
          title: 'Nomor Laporan',
          render: (_, l) => (
            <LinkButton
              type="link"
              style={{ padding: 0 }}
              to={buildPath('kpk-laporan-detail', { id: l.laporan_id })}
            >
              {l.nomor ?? `#${l.laporan_id}`}
            </LinkButton>
          ),
        },
        { key: 'tanggal', title: 'Tanggal Lapor', render: (_, l) => formatDate(l.tanggal_lapor) },
        { key: 'instansi', title: 'Instansi', render: (_, l) => l.instansi ?? '-' },
        { key: 'status', title: 'Status', render: (_, l) => l.status_nama },
        { key: 'nilai', title: 'Total Nilai', align: 'right', render: (_, l) => formatRupiah(l.total_nilai) },
      ]}
    />
  );
}
