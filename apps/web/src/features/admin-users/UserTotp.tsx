import type { AdminTotpStatus } from '@gratifikasi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Spin, Tag, Typography } from 'antd';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';

const key = (id: number) => ['admin-users', 'totp', id] as const;

/**
 * A user's second factor on the admin user detail, and its reset by a system administrator (a lost phone): the
 * secret and the recovery codes are deleted, audited, and the user enrols again at the next login where a role
 * requires it.
 */
export function UserTotp({ userId, name }: { userId: number; name: string }) {
  const { modal } = useAppApis();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: key(userId),
    queryFn: async () => (await api.get<AdminTotpStatus>(`admin/users/${userId}/totp`)).data,
  });
  const reset = useMutation({
    mutationFn: async () => api.delete<AdminTotpStatus>(`admin/users/${userId}/totp`),
    onSuccess: (body) => client.setQueryData(key(userId), body.data),
  });
  const s = status.data;

  const confirmReset = () =>
    modal.confirm({
      title: 'Atur ulang autentikasi dua faktor?',
      content: `Aplikasi autentikator dan kode pemulihan ${name} tidak berlaku lagi. Bila perannya mewajibkan, ia mendaftarkan ulang saat masuk berikutnya.`,
      okText: 'Ya, atur ulang',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: async () => {
        const body = await reset.mutateAsync().catch(() => null);
        if (body?.message) notify.success(body.message);
      },
    });

  return (
    <Card title="Autentikasi dua faktor">
      {!s ? (
        status.isError ? (
          <Typography.Text type="secondary">Status tidak dapat dimuat.</Typography.Text>
        ) : (
          <Spin />
        )
      ) : (
        <Space wrap>
          {s.enabled ? <Tag color="green">Aktif</Tag> : <Tag>Tidak aktif</Tag>}
          {s.required ? <Tag color="blue">Diwajibkan oleh peran</Tag> : null}
          {s.enabled ? (
            <Button danger onClick={confirmReset} loading={reset.isPending}>
              Atur ulang
            </Button>
          ) : null}
        </Space>
      )}
    </Card>
  );
}
