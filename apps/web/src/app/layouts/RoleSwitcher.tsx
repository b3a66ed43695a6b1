import { SwapOutlined } from '@ant-design/icons';
import { homeRouteName, type Profile } from '@gratifikasi/domain';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '@/platform/routes';
import { session } from '@/platform/session';
import { PlainTag } from '@/ui/plain/surface';

/** Shows the active role; with several roles it opens a menu to switch and goes to the new role's home. */
export function RoleSwitcher({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const activeLabel = profile.active_role?.label ?? '-';

  if (profile.roles.length < 2) {
    return (
      <PlainTag color="blue" data-testid="active-role">
        {activeLabel}
      </PlainTag>
    );
  }

  const switchTo = async (accessId: number) => {
    if (accessId === profile.access_id) return;
    setSwitching(true);
    try {
      const next = await session.changeRole(accessId);
      navigate(buildPath(homeRouteName(next)));
    } catch {
      // The api client has already shown why the switch failed; the current role stays.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(profile.access_id)],
        items: profile.roles.map((role) => ({
          key: String(role.access_id),
          label: role.scope ? `${role.label} · ${role.scope.name}` : role.label,
        })),
        onClick: ({ key }) => void switchTo(Number(key)),
      }}
    >
      <Button
        icon={<SwapOutlined aria-hidden />}
        loading={switching}
        title="Ganti peran aktif"
        aria-label={`Peran aktif ${activeLabel}, ganti peran`}
      >
        <span data-testid="active-role">{activeLabel}</span>
      </Button>
    </Dropdown>
  );
}
