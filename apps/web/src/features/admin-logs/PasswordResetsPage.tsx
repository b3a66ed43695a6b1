import { formatDateTime } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Tag } from 'antd';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type PasswordReset, useResets } from './api';
import { DateRangeFilter, RANGE_FILTER, withDateRange } from './dateRange';

const STATUS: Record<PasswordReset['status'], { label: string; color: string }> = {
  active: { label: 'Berlaku', color: 'blue' },
  used: { label: 'Digunakan', color: 'green' },
  expired: { label: 'Kedaluwarsa', color: 'default' },
};

const columns: TableColumnsType<PasswordReset> = [
  { key: 'created_at', title: 'Diminta', sorter: true, render: (_, r) => formatDateTime(r.created_at) },
  { key: 'user', title: 'Pengguna', render: (_, r) => `${r.name} (${r.username})` },
  { key: 'email', title: 'Email', render: (_, r) => r.email ?? '-' },
  { key: 'expires_at', title: 'Berlaku sampai', render: (_, r) => formatDateTime(r.expires_at) },
  { key: 'used_at', title: 'Digunakan', render: (_, r) => (r.used_at ? formatDateTime(r.used_at) : '-') },
  {
    key: 'status',
    title: 'Status',
    render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].label}</Tag>,
  },
];

/** Password reset requests (the tokens themselves are never shown). */
export function PasswordResetsPage() {
  const list = useListQuery('admin-password-resets');
  const result = useResets(withDateRange(list.params));
  const { filters } = list.query;
  return (
    <>
      <PageHeader title="Reset Kata Sandi" subtitle="Permintaan atur ulang kata sandi dan statusnya." />
      <Card>
        <FilterBar list={list}>
          <DateRangeFilter value={filters[RANGE_FILTER]} onChange={(v) => list.setFilter(RANGE_FILTER, v)} />
        </FilterBar>
        <ListTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          noun="permintaan reset kata sandi"
        />
      </Card>
    </>
  );
}
