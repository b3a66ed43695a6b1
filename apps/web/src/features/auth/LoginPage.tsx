import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { AuthCard } from '@/ui/AuthCard';
import { LoginForm } from './LoginForm';

/** The login screen (spec §2 /login): the sign-in form, the way to a forgotten password, registration and re-activation. */
export function LoginPage() {
  return (
    <AuthCard title="Masuk" subtitle="Gunakan akun Gratifikasi Online Anda">
      <LoginForm />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('lupa-password')}>Lupa kata sandi?</Link>
      </div>
      <div style={{ textAlign: 'center', marginTop: 8 }}>
        Belum punya akun? <Link to={buildPath('registrasi')}>Daftar</Link>
        {' · '}
        <Link to={buildPath('reaktivasi')}>Aktivasi ulang</Link>
      </div>
    </AuthCard>
  );
}
