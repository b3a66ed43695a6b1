import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import {
  type PermissionUser,
  useGrantPermission,
  usePermissions,
  usePermissionUsers,
  useRevokePermission,
  useUserSearch,
} from './api';

function GrantModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ user_id: number; permission: string }>();
  const [q, setQ] = useState('');
  const users = useUserSearch(q);
  const permissions = usePermissions();
  const grant = useGrantPermission();
  const submit = async (values: { user_id: number; permission: string }) => {
    const result = await grant.mutateAsync(values).catch(() => null);
    if (!result) return;
    notify.success(result.message ?? 'Hak akses berhasil diberikan');
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Beri Hak Akses Langsung"
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={grant.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="user_id" label="Pengguna" rules={[{ required: true, message: 'Wajib diisi' }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setQ}
            placeholder="Ketik nama atau nama pengguna"
            options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }))}
          />
        </Form.Item>
        <Form.Item name="permission" label="Hak akses" rules={[{ required: true, message: 'Wajib diisi' }]}>
          <Select options={(permissions.data ?? []).map((p) => ({ value: p.name, label: p.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Permissions granted to users directly (on top of their roles): list, grant, revoke. */
export function PermissionUsersPage() {
  const list = useListQuery('admin-permission-users');
  const result = usePermissionUsers(list.params);
  const permissions = usePermissions();
  const revoke = useRevokePermission();
  const [granting, setGranting] = useState(false);
  const { filters } = list.query;

  const columns: TableColumnsType<PermissionUser> = [
    {
      key: 'username',
      title: 'Pengguna',
      sorter: true,
      render: (_, r) => <Link to={buildPath('admin-users-detail', { id: r.user_id })}>{r.username}</Link>,
    },
    { key: 'name', title: 'Nama', dataIndex: 'name', sorter: true },
    { key: 'permission', title: 'Hak akses', dataIndex: 'permission', sorter: true },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <ConfirmButton
          danger
          size="small"
          confirm={`Cabut hak akses ${r.permission} dari ${r.username}?`}
          okText="Ya, cabut"
          onConfirm={async () => {
            const done = await revoke.mutateAsync(r);
            notify.success(done.message ?? 'Hak akses berhasil dicabut');
          }}
        >
          Cabut
        </ConfirmButton>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Hak Akses Pengguna"
        subtitle="Hak akses yang diberikan langsung kepada pengguna, di luar perannya."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)}>
            Beri Hak Akses
          </Button>
        }
      />
      <Card>
        <FilterBar list={list}>
          <Select
            aria-label="Filter hak akses"
            placeholder="Semua hak akses"
            allowClear
            style={{ width: 220 }}
            value={filters.permission}
            onChange={(v?: string) => list.setFilter('permission', v)}
            options={(permissions.data ?? []).map((p) => ({ value: p.name, label: p.name }))}
          />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="key" noun="hak akses langsung" />
      </Card>
      <GrantModal open={granting} onClose={() => setGranting(false)} />
    </>
  );
}
