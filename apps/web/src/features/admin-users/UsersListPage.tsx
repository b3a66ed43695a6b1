import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Button, Card, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type AdminUser, exportUsers, useGrupOptions, useUserList } from './api';
import { useGrantableRoleOptions, useUserArea } from './area';
import { CreateUserModal } from './CreateUserModal';
import { AccessTags, PlacementText, StatusTag } from './display';

const columnsFor = (detail: string): TableColumnsType<AdminUser> => [
  {
    key: 'username',
    title: 'Nama Pengguna',
    sorter: true,
    render: (_, u) => <Link to={buildPath(detail, { id: u.id })}>{u.username}</Link>,
  },
  { key: 'name', title: 'Nama', dataIndex: 'name', sorter: true },
  { key: 'email', title: 'Email', dataIndex: 'email', sorter: true, render: (v: string | null) => v ?? '-' },
  { key: 'roles', title: 'Peran', render: (_, u) => <AccessTags accesses={u.accesses} /> },
  { key: 'placement', title: 'Penempatan', render: (_, u) => <PlacementText user={u} stacked /> },
  { key: 'is_active', title: 'Status', sorter: true, render: (_, u) => <StatusTag user={u} /> },
];

/** Admin list of users: search, role and status filters, server paging and sort, 'Tambah Pengguna'. */
export function UsersListPage() {
  const area = useUserArea();
  const columns = useMemo(() => columnsFor(area.detail), [area.detail]);
  const list = useListQuery(area.list);
  const result = useUserList(list.params);
  const roles = useGrantableRoleOptions();
  const grups = useGrupOptions();
  const [creating, setCreating] = useState(false);
  const { filters } = list.query;

  return (
    <>
      <PageHeader
        title="Pengguna"
        subtitle="Kelola akun, status, dan peran pengguna aplikasi."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Tambah Pengguna
          </Button>
        }
      />
      <Card>
        <FilterBar list={list} extra={<ExportButton onExport={() => exportUsers(list.params)} />}>
          <Select
            aria-label="Filter peran"
            placeholder="Semua peran"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            value={filters.role}
            onChange={(v?: string) => list.setFilter('role', v)}
            options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.label }))}
          />
          <Select
            aria-label="Filter grup"
            placeholder="Semua grup"
            allowClear
            style={{ width: 220 }}
            value={filters.grup_id === undefined ? undefined : Number(filters.grup_id)}
            onChange={(v?: number) => list.setFilter('grup_id', v === undefined ? undefined : String(v))}
            options={(grups.data ?? []).map((g) => ({ value: g.id, label: g.nama }))}
          />
          <Select
            aria-label="Filter status"
            placeholder="Semua status"
            allowClear
            style={{ width: 160 }}
            value={filters.is_active}
            onChange={(v?: string) => list.setFilter('is_active', v)}
            options={[
              { value: 'true', label: 'Aktif' },
              { value: 'false', label: 'Nonaktif' },
            ]}
          />
          <Select
            aria-label="Tampilkan"
            style={{ width: 170 }}
            value={list.query.trashed ?? ''}
            onChange={(v: string) => list.setTrashed(v === 'only')}
            options={[
              { value: '', label: 'Belum dihapus' },
              { value: 'only', label: 'Sudah dihapus' },
            ]}
          />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="pengguna" />
      </Card>
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
