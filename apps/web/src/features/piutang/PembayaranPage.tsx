import { formatDateTime, paymentSourceLabel, paymentStatusLabel } from '@gratifikasi/domain';
import { Card } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportXlsx, type Page, usePiutang } from './api';
import { Uang } from './parts';

interface Notifikasi {
  id: number;
  notification_id: string;
  va: string;
  jumlah: string;
  dibayar_at: string;
  sumber: string;
  status: string;
  alasan: string | null;
  klasifikasi: string | null;
  selisih: string | null;
  duplikat: number;
  tagihan_id: number | null;
  nomor: string | null;
}

const TABS = [
  ['SEMUA', 'Semua'],
  ['DIBUKUKAN', 'Dibukukan'],
  ['DUPLIKAT', 'Notifikasi ganda'],
  ['TINJAU', 'Perlu ditinjau'],
] as const;

/** `monitoring-pembayaran` (pembayaran-tabbed): every payment notification, by tab; review cases listed apart. */
export function MonitoringPembayaranPage() {
  const list = useListQuery('kpk-monitoring-pembayaran');
  const tab = list.query.filters.tab ?? 'SEMUA';
  const params = { ...list.params, tab };
  const result = usePiutang<Page<Notifikasi> & { tabs: Record<string, number> }>(
    'laporan/pembayaran-tabbed',
    params,
  );
  return (
    <>
      <PageHeader
        title="Monitoring Pembayaran"
        subtitle="Notifikasi pembayaran VA dari bank: setiap notifikasi dibukukan sekali; VA tidak dikenal atau yang sudah lunas ditinjau."
        extra={<ExportButton onExport={() => exportXlsx('laporan/pembayaran-tabbed', params)} />}
      />
      <Card>
        <FilterTabs
          activeKey={tab}
          onChange={(k) => list.setFilter('tab', k)}
          items={TABS.map(([key, label]) => ({ key, label: `${label} (${result.data?.tabs[key] ?? 0})` }))}
        />
        <FilterBar list={list} />
        <ListTable<Notifikasi>
          list={list}
          result={result}
          rowKey="id"
          noun="notifikasi pembayaran"
          columns={[
            { key: 'nid', title: 'ID notifikasi', render: (_, r) => r.notification_id },
            { key: 'va', title: 'VA', render: (_, r) => r.va },
            {
              key: 'tagihan',
              title: 'Surat tagihan',
              render: (_, r) =>
                r.tagihan_id ? (
                  <Link to={buildPath('kpk-pelunasan-penerimaan', { id: r.tagihan_id })}>{r.nomor}</Link>
                ) : (
                  '-'
                ),
            },
            { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_, r) => <Uang value={r.jumlah} /> },
            { key: 'at', title: 'Dibayar (WIB)', render: (_, r) => formatDateTime(r.dibayar_at) },
            { key: 'sumber', title: 'Sumber', render: (_, r) => paymentSourceLabel(r.sumber) },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => paymentStatusLabel(r.status, r.klasifikasi),
            },
            {
              key: 'selisih',
              title: 'Selisih',
              align: 'right',
              render: (_, r) => <Uang value={r.selisih} />,
            },
            { key: 'dup', title: 'Diterima ulang', render: (_, r) => `${r.duplikat}×` },
            { key: 'alasan', title: 'Catatan', render: (_, r) => r.alasan ?? '-' },
          ]}
        />
      </Card>
    </>
  );
}
