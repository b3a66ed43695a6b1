import { MenuFoldOutlined, MenuUnfoldOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AREAS, type AreaKey } from '@gratifikasi/domain';
import { Button, Flex, Grid, Layout, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { NotificationBell } from '@/features/notifikasi/NotificationBell';
import { routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { AreaNavContext } from '@/ui/areaNav';
import { palette } from '@/ui/palette';
import { PlainText } from '@/ui/plain/surface';
import { AntdScope } from '../AntdScope';
import { useCurrentRouteName } from '../routeHandle';
import { areaMenu, profileEntry } from './areaMenu';
import { menuGroupKey, menuItems } from './menuItems';
import { RoleSwitcher } from './RoleSwitcher';
import { UserMenu } from './UserMenu';

/** The signed-in shell of every area, in antd's scope (the first page before it renders without antd). */
export function AreaLayout() {
  return (
    <AntdScope>
      <AreaShell />
    </AntdScope>
  );
}

/** The area's sider, header and content; its menu comes from the access table, so new screens appear by themselves. */
function AreaShell() {
  const routeName = useCurrentRouteName();
  const area: AreaKey = routeName ? routeByName(routeName).area : 'public';
  const { profile } = useSession();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const entries = useMemo(() => areaMenu(area, profile), [area, profile]);
  // Screens see the entries of the role's tasks (top level and task groups); the ~65 master lists of the admin area
  // stay in their menu groups, not on beranda.
  const quickEntries = useMemo(
    () => entries.filter((e) => e.group !== undefined || menuGroupKey(e.name) === null),
    [entries],
  );
  const profileRoute = useMemo(() => profileEntry(area, profile), [area, profile]);

  // The guard has already sent guests away; this only covers the instant of a logout.
  if (!profile) return null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={248}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        collapsedWidth={narrow ? 0 : 72}
        trigger={null}
        style={narrow ? { position: 'fixed', height: '100vh', zIndex: 20, left: 0, top: 0 } : undefined}
      >
        <Flex
          align="center"
          gap={10}
          style={{ height: 60, padding: '0 22px', color: '#fff', overflow: 'hidden' }}
        >
          <SafetyCertificateOutlined style={{ fontSize: 22, flexShrink: 0 }} />
          {collapsed ? null : (
            <strong style={{ whiteSpace: 'nowrap', fontSize: 16 }}>Gratifikasi Online</strong>
          )}
        </Flex>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={routeName ? [routeName] : []}
          defaultOpenKeys={[menuGroupKey(routeName)].filter((key) => key !== null)}
          onClick={() => narrow && setCollapsed(true)}
          items={menuItems(entries)}
        />
      </Layout.Sider>
      {narrow && !collapsed ? (
        // On phones the open menu floats over the page; tapping beside it closes it.
        <div
          aria-hidden="true"
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.35)', zIndex: 15 }}
        />
      ) : null}
      {/* minWidth 0: a wide table scrolls inside its own box; the page never grows past a phone's screen. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          role="banner"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: '1px solid #e5e9f0',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? 'Buka menu' : 'Tutup menu'}
          />
          <Flex vertical style={{ lineHeight: 1.25, minWidth: 0, flex: 1 }}>
            <PlainText strong ellipsis>
              {routeName ? routeByName(routeName).title : 'Gratifikasi Online'}
            </PlainText>
            <PlainText type="secondary" style={{ fontSize: 12 }} ellipsis>
              Gratifikasi Online · {AREAS[area].title}
            </PlainText>
          </Flex>
          <Flex align="center" gap={8}>
            <NotificationBell entries={entries} />
            {screens.sm ? <PlainText type="secondary">Peran:</PlainText> : null}
            <RoleSwitcher profile={profile} />
            <UserMenu profile={profile} profileRoute={profileRoute} />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 16 : 24 }}>
          <AreaNavContext.Provider value={quickEntries}>
            <div style={{ maxWidth: 1200, margin: '0 auto', minWidth: 0, overflowWrap: 'break-word' }}>
              <Outlet />
            </div>
          </AreaNavContext.Provider>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: palette.textTertiary }}>
          Gratifikasi Online · Pelaporan gratifikasi secara daring
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
