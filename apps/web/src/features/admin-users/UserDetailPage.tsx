import { formatDateTime } from '@gratifikasi/domain';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Skeleton, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { type AdminUserDetail, useUpdateUser, useUser } from './api';
import { useUserArea } from './area';
import { PlacementText, StatusTag } from './display';
import { showFieldErrors } from './formErrors';
import { NikField, NipField } from './NikField';
import { PlacementFields, type PlacementValues } from './PlacementFields';
import { UserActions } from './UserActions';
import { UserRolesEditor } from './UserRolesEditor';
import { UserTotp } from './UserTotp';

interface EditValues extends PlacementValues {
  name: string;
  email: string;
  nik: string;
  nip: string;
}

function EditCard({ user }: { user: AdminUserDetail }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateUser(user.id);
  useEffect(
    () =>
      form.setFieldsValue({
        name: user.name,
        email: user.email ?? '',
        nik: user.nik ?? '',
        nip: user.nip ?? '',
        grup_id: user.grup_id,
        tim_id: user.tim_id,
      }),
    [user, form],
  );
  const submit = async (values: EditValues) => {
    const result = await update.mutateAsync({
      name: values.name.trim(),
      email: values.email.trim(),
      nik: values.nik?.trim() || null,
      nip: values.nip?.trim() || null,
      grup_id: values.grup_id ?? null,
      tim_id: values.tim_id ?? null,
    });
    notify.success(result.message ?? 'Pengguna berhasil diperbarui');
  };
  return (
    <Card title="Ubah Data">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => submit(v).catch((e: unknown) => showFieldErrors(form, e))}
      >
        <Form.Item name="name" label="Nama lengkap" rules={[{ required: true, message: 'Wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Wajib diisi' },
            { type: 'email', message: 'Format email tidak valid' },
          ]}
        >
          <Input />
        </Form.Item>
        <NikField />
        <NipField />
        <PlacementFields form={form} current={user} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Simpan
        </Button>
      </Form>
    </Card>
  );
}

/** One user: data, status actions, password reset, the second factor's reset, and the roles editor. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const user = useUser(Number(id));
  const area = useUserArea();
  const back = <LinkButton to={buildPath(area.list)}>Kembali ke daftar</LinkButton>;

  if (user.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (user.isError) {
    return (
      <>
        <PageHeader title="Detail Pengguna" extra={back} />
        <Alert type="error" showIcon title="Pengguna tidak dapat dimuat." />
      </>
    );
  }
  const u = user.data;
  // The second factor's reset is the system administrators' (the server refuses it to the KPK admin).
  const totp = area.systemActions && !u.deleted_at ? <UserTotp userId={u.id} name={u.name} /> : null;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={u.name} subtitle={`@${u.username}`} extra={back} />
      <Card title="Akun" extra={<UserActions user={u} />}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Nama pengguna">{u.username}</Descriptions.Item>
          <Descriptions.Item label="Email">{u.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="NIK">{u.nik ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="NIP">{u.nip ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Penempatan">
            <PlacementText user={u} />
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <Space>
              <StatusTag user={u} />
              {u.must_change_password ? <Tag color="orange">Wajib ganti kata sandi</Tag> : null}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Sesi aktif">{u.active_sessions}</Descriptions.Item>
          <Descriptions.Item label="Kata sandi diubah">
            {formatDateTime(u.password_changed_at)}
          </Descriptions.Item>
          <Descriptions.Item label="Dibuat">{formatDateTime(u.created_at)}</Descriptions.Item>
          <Descriptions.Item label="Hak akses langsung">
            {u.direct_permissions.length > 0 ? u.direct_permissions.join(', ') : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {totp}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <EditCard user={u} />
        </Col>
        <Col xs={24} xl={16}>
          <UserRolesEditor user={u} />
        </Col>
      </Row>
    </Flex>
  );
}
