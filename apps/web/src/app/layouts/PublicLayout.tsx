import LoginOutlined from '@ant-design/icons/LoginOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { buildPath, homeRouteName } from '@gratifikasi/domain';
import { Link, Outlet, useNavigate } from 'react-router';
import { useSession } from '@/platform/session';
import { PlainButton } from '@/ui/plain/controls';
import { useCurrentRouteName } from '../routeHandle';
import { palette } from '../theme';

/**
 * Shell of the public screens (landing, login, password, maintenance, errors, open data), with the public
 * navigation. Plain markup in antd Layout's
 * measures: it is part of the first visit to /login, which renders without antd (issue 9); the screens inside
 * bring antd themselves (router.tsx wraps them in AntdScope).
 */
export function PublicLayout() {
  const { profile } = useSession();
  const routeName = useCurrentRouteName();
  const navigate = useNavigate();

  return (
    <div
      className="pl-root"
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: palette.canvas }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          height: 60,
          lineHeight: '60px',
          paddingInline: 24,
          background: '#fff',
          borderBottom: '1px solid #e5e9f0',
        }}
      >
        <Link
          to={buildPath('landing')}
          style={{ display: 'flex', alignItems: 'center', gap: 10, color: palette.primary }}
        >
          <SafetyCertificateOutlined style={{ fontSize: 24 }} />
          <strong style={{ fontSize: 17 }}>Gratifikasi Online</strong>
        </Link>
        <nav
          aria-label="Navigasi publik"
          style={{ flex: 1, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}
        >
          <Link to={buildPath('statistik')}>Statistik</Link>
          {profile ? (
            <PlainButton type="primary" onClick={() => navigate(buildPath(homeRouteName(profile)))}>
              Beranda saya
            </PlainButton>
          ) : routeName === 'login' ? null : (
            <PlainButton type="primary" icon={<LoginOutlined />} onClick={() => navigate(buildPath('login'))}>
              Masuk
            </PlainButton>
          )}
        </nav>
      </header>
      <main style={{ flex: 'auto' }}>
        <Outlet />
      </main>
      <footer
        style={{
          padding: '24px 50px',
          textAlign: 'center',
          background: palette.navy,
          color: 'rgba(255,255,255,0.75)',
        }}
      >
        <div>Gratifikasi Online · Pelaporan gratifikasi kepada Komisi Pemberantasan Korupsi</div>
        <div style={{ fontSize: 12, marginTop: 4 }}>
          Laporkan gratifikasi paling lambat 30 hari kerja sejak diterima.
        </div>
      </footer>
    </div>
  );
}
