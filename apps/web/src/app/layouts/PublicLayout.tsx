import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { homeRouteName } from '@gratifikasi/domain';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { palette } from '@/ui/palette';
import { PlainButton } from '@/ui/plain/controls';
import { PlainIcon } from '@/ui/plain/icon';
import { useCurrentRouteName } from '../routeHandle';

/** The public site's sections in the header (route name, label). */
const PUBLIC_NAV = [
  ['news', 'Berita'],
  ['faq', 'FAQ'],
  ['panduan', 'Panduan'],
  ['materi-sosialisasi', 'Materi'],
  ['dokumen', 'Dokumen'],
  ['statistik', 'Statistik'],
] as const;

/**
 * Shell of the public screens (landing, login, password, maintenance, errors). Plain markup in antd Layout's
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
      <header className="pl-header">
        <Link
          to={buildPath('landing')}
          style={{ display: 'flex', alignItems: 'center', gap: 10, color: palette.primary }}
        >
          <PlainIcon icon={SafetyCertificateOutlined} style={{ fontSize: 24 }} />
          <strong style={{ fontSize: 17 }}>Gratifikasi Online</strong>
        </Link>
        <nav className="pl-nav" aria-label="Situs publik">
          {PUBLIC_NAV.map(([name, label]) => (
            <NavLink key={name} to={buildPath(name)}>
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="pl-header-action">
          {profile ? (
            <PlainButton type="primary" onClick={() => navigate(buildPath(homeRouteName(profile)))}>
              Beranda saya
            </PlainButton>
          ) : routeName === 'login' ? null : (
            <PlainButton
              type="primary"
              icon={<PlainIcon icon={LoginOutlined} />}
              onClick={() => navigate(buildPath('login'))}
            >
              Masuk
            </PlainButton>
          )}
        </div>
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
        <div style={{ fontSize: 13, marginTop: 10, display: 'flex', gap: 16, justifyContent: 'center' }}>
          <Link to={buildPath('about')} style={{ color: 'rgba(255,255,255,0.85)' }}>
            Tentang
          </Link>
          <Link to={buildPath('privacy-policy')} style={{ color: 'rgba(255,255,255,0.85)' }}>
            Kebijakan Privasi
          </Link>
        </div>
      </footer>
    </div>
  );
}
