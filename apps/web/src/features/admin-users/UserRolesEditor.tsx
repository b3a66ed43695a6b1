import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '@/platform/notify';
import { type AccessInput, type AdminUserDetail, SCOPE_LABELS, type ScopeType, useReplaceRoles } from './api';
import { useGrantableRoleOptions } from './area';
import { ScopeSelect } from './ScopeSelect';

interface Row {
  key: string;
  role_id: number | null;
  scope_type: ScopeType | null;
  scope_id: number | null;
  scope_name: string;
}

const toRows = (user: AdminUserDetail): Row[] =>
  user.accesses.map((a) => ({
    key: String(a.access_id),
    role_id: a.role_id,
    scope_type: a.scope?.scope_type ?? null,
    scope_id: a.scope?.scope_id ?? null,
    scope_name: a.scope?.scope_name ?? '',
  }));

/** Why a row cannot be saved, or null. A scope is all three parts or none. */
function rowProblem(row: Row): string | null {
  if (row.role_id === null) return 'Pilih peran';
  if (row.scope_type !== null && row.scope_id === null) return 'Pilih lingkup';
  return null;
}

const toInput = (row: Row): AccessInput => ({
  role_id: row.role_id as number,
  scope:
    row.scope_type && row.scope_id !== null
      ? { scope_type: row.scope_type, scope_id: row.scope_id, scope_name: row.scope_name.trim() }
      : null,
});

let counter = 0;

/** The user's accesses: add or remove a role, optionally scoped to an instansi, UPG or unit kerja. */
export function UserRolesEditor({ user }: { user: AdminUserDetail }) {
  const roles = useGrantableRoleOptions();
  const save = useReplaceRoles(user.id);
  const [rows, setRows] = useState<Row[]>(() => toRows(user));
  useEffect(() => setRows(toRows(user)), [user]);

  const patch = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const problems = rows.map(rowProblem);
  const invalid = problems.some((p) => p !== null);

  const submit = async () => {
    const result = await save.mutateAsync(rows.map(toInput)).catch(() => null);
    if (result) notify.success(result.message ?? 'Peran pengguna berhasil disimpan');
  };

  return (
    <Card
      title="Peran dan Lingkup"
      extra={
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setRows((r) => [
              ...r,
              { key: `new-${++counter}`, role_id: null, scope_type: null, scope_id: null, scope_name: '' },
            ])
          }
        >
          Tambah Peran
        </Button>
      }
    >
      <Table<Row>
        rowKey="key"
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Pengguna belum memiliki peran' }}
        columns={[
          {
            title: 'Peran',
            render: (_, row, i) => (
              <Flex vertical gap={2}>
                <Select
                  aria-label="Peran"
                  style={{ width: 170 }}
                  placeholder="Pilih peran"
                  value={row.role_id ?? undefined}
                  showSearch
                  optionFilterProp="label"
                  onChange={(v: number) => patch(row.key, { role_id: v })}
                  options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
                />
                {problems[i] ? <Typography.Text type="danger">{problems[i]}</Typography.Text> : null}
              </Flex>
            ),
          },
          {
            title: 'Jenis lingkup',
            render: (_, row) => (
              <Select
                aria-label="Jenis lingkup"
                allowClear
                placeholder="Tanpa lingkup"
                style={{ width: 130 }}
                value={row.scope_type ?? undefined}
                // Another type means another master: the chosen scope no longer applies.
                onChange={(v?: ScopeType) =>
                  patch(row.key, { scope_type: v ?? null, scope_id: null, scope_name: '' })
                }
                options={Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }))}
              />
            ),
          },
          {
            title: 'Lingkup',
            render: (_, row) => (
              <ScopeSelect
                type={row.scope_type}
                value={row.scope_id !== null ? { id: row.scope_id, name: row.scope_name } : null}
                onChange={(v) => patch(row.key, { scope_id: v?.id ?? null, scope_name: v?.name ?? '' })}
              />
            ),
          },
          {
            title: '',
            render: (_, row) => (
              <Button
                aria-label="Hapus peran"
                danger
                type="text"
                icon={<DeleteOutlined />}
                onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
              />
            ),
          },
        ]}
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" disabled={invalid} loading={save.isPending} onClick={submit}>
          Simpan Peran
        </Button>
      </Flex>
    </Card>
  );
}
