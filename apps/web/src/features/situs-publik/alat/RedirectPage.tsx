import { safeRedirectPath } from '@gratifikasi/domain';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { PublicPage } from '../plain/PublicPage';

/**
 * /redirect?to=… (spec §2): forwards to a page of this site, as links in mails and notices do. Another host, a
 * scheme or a malformed address is refused (no open redirect) and said so.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  const to = safeRedirectPath(params.get('to'));
  if (to) return <Navigate replace to={to} />;
  return (
    <PublicPage narrow title="Tautan tidak dapat dibuka">
      <p>
        Alamat tujuan tautan ini tidak valid atau berada di luar Gratifikasi Online, sehingga tidak kami
        teruskan.
      </p>
      <p>
        <Link className="pl-btn pl-link-btn pl-btn-primary" to={buildPath('landing')}>
          <span>Ke beranda</span>
        </Link>
      </p>
    </PublicPage>
  );
}
