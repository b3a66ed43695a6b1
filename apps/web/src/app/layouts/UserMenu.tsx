import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { Profile } from '@gratifikasi/domain';
import { Button, Dropdown, Grid, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '@/features/profile/UserAvatar';
import { session } from '@/platform/session';
import type { AreaNavEntry } from '@/ui/areaNav';

// Loaded when the dialog first opens: antd's Modal, the form and its Zod rules are not part of an area home's first
// download. It stays mounted afterwards, so closing animates as before.
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

interface UserMenuProps {
  profile: Profile;
  profileRoute: AreaNavEntry | null;
}

/** The account menu of the header: profile (where the area has one), password change, logout. */
export function UserMenu({ profile, profileRoute }: UserMenuProps) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordAsked, setPasswordAsked] = useState(false);

  const items: MenuProps['items'] = [
    ...(profileRoute ? [{ key: 'profile', icon: <UserOutlined />, label: 'Profil' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: 'Ubah Kata Sandi' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Keluar', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' && profileRoute) navigate(profileRoute.path);
    if (key === 'password') {
      setPasswordAsked(true);
      setPasswordOpen(true);
    }
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
      {passwordAsked ? (
        <Suspense fallback={null}>
          <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
