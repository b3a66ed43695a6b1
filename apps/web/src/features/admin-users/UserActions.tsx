import { Button, Dropdown, Space } from 'antd';
import { notify } from '@/platform/notify';
import { useSession } from '@/platform/session';
import { useAppApis } from '@/ui/appApis';
import { type AdminUserDetail, useDeleteUser, useResetPassword, useUserAction } from './api';
import { useUserArea } from './area';

/** Status and password actions of one user, each behind a confirmation. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { modal } = useAppApis();
  const { profile } = useSession();
  const action = useUserAction(user.id);
  const reset = useResetPassword(user.id);
  const remove = useDeleteUser(user.id);
  const self = profile?.id === user.id;
  // Deleting and restoring are the system administrators' (the server refuses them to the KPK admin).
  const { systemActions } = useUserArea();

  const confirm = (
    title: string,
    content: string,
    okText: string,
    run: () => Promise<{ message?: string }>,
  ) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: 'Batal',
      onOk: async () => {
        const result = await run().catch(() => null);
        if (result?.message) notify.success(result.message);
      },
    });

  if (user.deleted_at) {
    if (!systemActions) return null;
    return (
      <Button
        onClick={() =>
          confirm('Pulihkan pengguna?', `${user.name} dapat kembali digunakan.`, 'Ya, pulihkan', () =>
            action.mutateAsync('restore'),
          )
        }
      >
        Pulihkan
      </Button>
    );
  }

  return (
    <Space wrap>
      {user.is_active ? (
        <Button
          danger
          disabled={self}
          onClick={() =>
            confirm(
              'Nonaktifkan pengguna?',
              `${user.name} langsung keluar dari aplikasi dan tidak dapat masuk sampai diaktifkan kembali.`,
              'Ya, nonaktifkan',
              () => action.mutateAsync('deactivate'),
            )
          }
        >
          Nonaktifkan
        </Button>
      ) : (
        <Button
          type="primary"
          onClick={() =>
            confirm('Aktifkan pengguna?', `${user.name} dapat masuk kembali.`, 'Ya, aktifkan', () =>
              action.mutateAsync('activate'),
            )
          }
        >
          Aktifkan
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'link',
              label: 'Kirim tautan atur ulang lewat email',
              disabled: !user.email || !user.is_active,
            },
            { key: 'must_change', label: 'Wajibkan ganti kata sandi' },
          ],
          onClick: ({ key }) =>
            key === 'link'
              ? confirm(
                  'Kirim tautan atur ulang kata sandi?',
                  `Tautan dikirim ke ${user.email}. Tautan berlaku 60 menit.`,
                  'Ya, kirim',
                  () => reset.mutateAsync('link'),
                )
              : confirm(
                  'Wajibkan ganti kata sandi?',
                  `${user.name} keluar dari aplikasi dan harus memperbarui kata sandi melalui Lupa Password.`,
                  'Ya, wajibkan',
                  () => reset.mutateAsync('must_change'),
                ),
        }}
      >
        <Button>Reset kata sandi</Button>
      </Dropdown>
      {systemActions && (
        <Button
          danger
          type="text"
          disabled={self}
          onClick={() =>
            confirm(
              'Hapus pengguna?',
              `${user.name} tidak dapat masuk. Data dapat dipulihkan.`,
              'Ya, hapus',
              () => remove.mutateAsync(undefined),
            )
          }
        >
          Hapus
        </Button>
      )}
    </Space>
  );
}
