import { LoginOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { buildPath, homeRouteName } from '@gratifikasi/domain';
import { Flex, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { useSession } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';
import { useCurrentRouteName } from '../routeHandle';

/** Shell of the public screens (landing, login, password, maintenance, errors). */
export function PublicLayout() {
  const { profile } = useSession();
  const routeName = useCurrentRouteName();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        role="banner"
        style={{
          display: 'flex',
          alignItems: 'center',
          borderBottom: '1px solid #e5e9f0',
          paddingInline: 24,
        }}
      >
        <Link
          to={buildPath('landing')}
          style={{ display: 'flex', alignItems: 'center', gap: 10, color: '#1d4e89' }}
        >
          <SafetyCertificateOutlined style={{ fontSize: 24 }} />
          <strong style={{ fontSize: 17 }}>Gratifikasi Online</strong>
        </Link>
        <Flex flex={1} justify="flex-end">
          {profile ? (
            <LinkButton to={buildPath(homeRouteName(profile))} type="primary">
              Beranda saya
            </LinkButton>
          ) : routeName === 'login' ? null : (
            <LinkButton to={buildPath('login')} type="primary" icon={<LoginOutlined />}>
              Masuk
            </LinkButton>
          )}
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: '#0f2c4d', color: 'rgba(255,255,255,0.75)' }}>
        <div>Gratifikasi Online · Pelaporan gratifikasi kepada Komisi Pemberantasan Korupsi</div>
        <div style={{ fontSize: 12, marginTop: 4 }}>
          Laporkan gratifikasi paling lambat 30 hari kerja sejak diterima.
        </div>
      </Layout.Footer>
    </Layout>
  );
}
