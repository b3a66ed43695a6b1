import { PlusOutlined } from '@ant-design/icons';
import {
  buildPath,
  formatDate,
  type PembatalanItem,
  STATUS_PERMINTAAN,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { Card, Tabs } from 'antd';
import { Link } from 'react-router';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { usePembatalanList } from './api';
import { StatusPermintaanTag, statusTabs } from './parts';

const statusOf = (value: string | undefined): StatusPermintaan | undefined =>
  (STATUS_PERMINTAAN as readonly string[]).includes(value ?? '') ? (value as StatusPermintaan) : undefined;

/** `pembatalan-sk`: the SK cancellations in reach, by status, each opening its detail and decision panel. */
export function PembatalanListPage() {
  const list = useListQuery('kpk-pembatalan-sk');
  const status = statusOf(list.query.filters.status);
  const result = usePembatalanList({
    status,
    q: list.query.q,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  return (
    <>
      <PageHeader
        title="Pembatalan SK"
        subtitle="Permintaan pembatalan SK bernomor. Setelah disetujui group head, nomor SK tetap tercatat sebagai dibatalkan dan laporan kembali ke langkah yang dipilih."
        extra={
          <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath('kpk-pembatalan-sk-create')}>
            Buat Pembatalan SK
          </LinkButton>
        }
      />
      <Card>
        <Tabs
          activeKey={status ?? ''}
          onChange={(key) => list.setFilter('status', key)}
          items={statusTabs(result.data?.jumlah)}
        />
        <FilterBar list={list} active={isFiltered(list, ['status'])} />
        <ListTable<PembatalanItem>
          list={list}
          result={result}
          rowKey="id"
          noun="pembatalan SK"
          filtered={isFiltered(list, ['status'])}
          columns={[
            {
              key: 'nosig',
              title: 'Nomor Laporan',
              render: (_, r) => (
                <Link to={buildPath('kpk-pembatalan-sk-edit', { id: r.id })}>
                  {r.nosig ?? `#${r.laporan_id}`}
                </Link>
              ),
            },
            { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama ?? '-' },
            { key: 'nomor_sk', title: 'Nomor SK', render: (_, r) => r.nomor_sk ?? '-' },
            { key: 'kembali_ke', title: 'Kembali ke', render: (_, r) => r.kembali_ke },
            { key: 'alasan', title: 'Alasan', ellipsis: true, render: (_, r) => r.alasan },
            { key: 'pengaju', title: 'Pengaju', render: (_, r) => r.pengaju ?? '-' },
            { key: 'tanggal', title: 'Diajukan', render: (_, r) => formatDate(r.created_at) },
            { key: 'status', title: 'Status', render: (_, r) => <StatusPermintaanTag status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}
