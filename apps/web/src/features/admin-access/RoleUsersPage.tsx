import type { TableColumnsType } from 'antd';
import { Card, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { SCOPE_LABELS, type ScopeType } from '../admin-users/api';
import { type RoleUser, useRoleOptions, useRoleUsers } from './api';

const columns: TableColumnsType<RoleUser> = [
  {
    key: 'username',
    title: 'Pengguna',
    sorter: true,
    render: (_, r) => <Link to={buildPath('admin-users-detail', { id: r.user_id })}>{r.username}</Link>,
  },
  { key: 'name', title: 'Nama', dataIndex: 'name', sorter: true },
  { key: 'role', title: 'Peran', sorter: true, render: (_, r) => r.role_label },
  {
    key: 'scope',
    title: 'Lingkup',
    render: (_, r) =>
      r.scope_type
        ? `${SCOPE_LABELS[r.scope_type as ScopeType] ?? r.scope_type}: ${r.scope_name ?? r.scope_id}`
        : '-',
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, r) => (r.is_active ? <Tag color="green">Aktif</Tag> : <Tag color="red">Nonaktif</Tag>),
  },
];

/** Every access (user + role + scope), filterable by role and scope type. */
export function RoleUsersPage() {
  const list = useListQuery('admin-role-users');
  const result = useRoleUsers(list.params);
  const roles = useRoleOptions();
  const { filters } = list.query;
  return (
    <>
      <PageHeader title="Peran Pengguna" subtitle="Peran yang dimiliki setiap pengguna beserta lingkupnya." />
      <Card>
        <FilterBar list={list}>
          <Select
            aria-label="Filter peran"
            placeholder="Semua peran"
            allowClear
            style={{ width: 220 }}
            value={filters.role}
            onChange={(v?: string) => list.setFilter('role', v)}
            options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.label }))}
          />
          <Select
            aria-label="Filter lingkup"
            placeholder="Semua lingkup"
            allowClear
            style={{ width: 170 }}
            value={filters.scope_type}
            onChange={(v?: string) => list.setFilter('scope_type', v)}
            options={Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="access_id" noun="peran pengguna" />
      </Card>
    </>
  );
}
