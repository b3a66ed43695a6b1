import { Alert, Button, Card, Checkbox, Skeleton, Table, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { palette } from '@/ui/palette';
import {
  type PermissionRow,
  type RoleOption,
  usePermissions,
  useRoleOptions,
  useSaveRolePermissions,
} from './api';

type Grants = Record<number, string[]>;

const grantsOf = (roles: readonly RoleOption[]): Grants =>
  Object.fromEntries(roles.map((r) => [r.id, [...r.permissions]]));
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Roles × permissions: tick the grants, then save each changed role after a confirmation. */
export function PermissionMatrix() {
  const { modal } = useAppApis();
  const roles = useRoleOptions();
  const permissions = usePermissions();
  const save = useSaveRolePermissions();
  const [grants, setGrants] = useState<Grants>({});
  useEffect(() => {
    if (roles.data) setGrants(grantsOf(roles.data));
  }, [roles.data]);

  const saved = useMemo(() => grantsOf(roles.data ?? []), [roles.data]);
  const dirty = (roleId: number) => !same(grants[roleId] ?? [], saved[roleId] ?? []);

  const toggle = (roleId: number, permission: string, on: boolean) =>
    setGrants((g) => {
      const current = g[roleId] ?? [];
      return { ...g, [roleId]: on ? [...current, permission] : current.filter((p) => p !== permission) };
    });

  const confirmSave = (role: RoleOption) =>
    modal.confirm({
      title: `Simpan hak akses ${role.label}?`,
      content: `Perubahan berlaku langsung untuk ${role.user_count} pengguna dengan peran ini.`,
      okText: 'Ya, simpan',
      cancelText: 'Batal',
      onOk: async () => {
        const result = await save
          .mutateAsync({ roleId: role.id, permissions: [...(grants[role.id] ?? [])].sort() })
          .catch(() => null);
        if (result) notify.success(result.message ?? 'Hak akses peran berhasil disimpan');
      },
    });

  if (roles.isPending || permissions.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (roles.isError || permissions.isError) {
    return <Alert type="error" showIcon title="Matriks hak akses tidak dapat dimuat." />;
  }

  return (
    <Card title="Matriks Hak Akses Peran">
      <Table<RoleOption>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={roles.data}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Peran',
            fixed: 'left',
            render: (_, role) => (
              <span>
                {role.label} <small style={{ color: palette.textTertiary }}>({role.user_count})</small>
              </span>
            ),
          },
          ...permissions.data.map((p: PermissionRow) => ({
            key: p.name,
            title: (
              <Tooltip title={p.description}>
                <span>{p.name}</span>
              </Tooltip>
            ),
            align: 'center' as const,
            render: (_: unknown, role: RoleOption) => (
              <Checkbox
                aria-label={`${role.label}: ${p.name}`}
                checked={(grants[role.id] ?? []).includes(p.name)}
                onChange={(e) => toggle(role.id, p.name, e.target.checked)}
              />
            ),
          })),
          {
            title: '',
            fixed: 'right',
            render: (_, role) => (
              <Button
                type="primary"
                size="small"
                disabled={!dirty(role.id)}
                aria-label={`Simpan ${role.label}`}
                onClick={() => confirmSave(role)}
              >
                Simpan
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
