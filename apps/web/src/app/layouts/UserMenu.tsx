import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { Profile } from '@gratifikasi/domain';
import { Button, Dropdown, Grid, type MenuProps, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '@/features/profile/UserAvatar';
import { session } from '@/platform/session';
import type { AreaNavEntry } from '@/ui/areaNav';

// Loaded when the dialog opens: its form and Zod rules are not part of an area home's first download.
const ChangePasswordForm = lazy(() =>
  import('@/features/profile/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })),
);

interface UserMenuProps {
  profile: Profile;
  profileRoute: AreaNavEntry | null;
}

/** The account menu of the header: profile (where the area has one), password change, logout. */
export function UserMenu({ profile, profileRoute }: UserMenuProps) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [passwordOpen, setPasswordOpen] = useState(false);

  const items: MenuProps['items'] = [
    ...(profileRoute ? [{ key: 'profile', icon: <UserOutlined />, label: 'Profil' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: 'Ubah Kata Sandi' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Keluar', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' && profileRoute) navigate(profileRoute.path);
    if (key === 'password') setPasswordOpen(true);
    // The session's onLogout listener takes the user to the login screen.
    if (key === 'logout') void session.logout();
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" aria-label={`Menu akun ${profile.name}`} style={{ height: 44, paddingInline: 8 }}>
          <UserAvatar avatarUrl={profile.avatar_url} size="small" style={{ background: '#1d4e89' }} />
          <span
            style={{
              maxWidth: screens.md ? 200 : 96,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {profile.name}
          </span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <Modal
        title="Ubah Kata Sandi"
        open={passwordOpen}
        onCancel={() => setPasswordOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
          <ChangePasswordForm onDone={() => setPasswordOpen(false)} onCancel={() => setPasswordOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
