import { Alert, Card, Space, Table, Tag } from 'antd';
import { PageHeader } from '@/ui/PageHeader';
import { type PermissionRow, usePermissions, useRoleOptions } from './api';

/** Every permission of the application and the roles holding it. */
export function PermissionsPage() {
  const permissions = usePermissions();
  const roles = useRoleOptions();
  const label = (name: string) => roles.data?.find((r) => r.name === name)?.label ?? name;
  return (
    <>
      <PageHeader title="Hak Akses" subtitle="Daftar hak akses aplikasi dan peran yang memilikinya." />
      {permissions.isError ? <Alert type="error" showIcon title="Hak akses tidak dapat dimuat." /> : null}
      <Card>
        <Table<PermissionRow>
          rowKey="id"
          loading={permissions.isPending}
          dataSource={permissions.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            { title: 'Nama', dataIndex: 'name' },
            { title: 'Keterangan', dataIndex: 'description' },
            {
              title: 'Peran',
              render: (_, p) => (
                <Space size={[4, 4]} wrap>
                  {p.roles.map((r) => (
                    <Tag key={r}>{label(r)}</Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
