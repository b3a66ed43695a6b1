import { buildPath } from '@gratifikasi/domain';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

/** The login screen (spec §2 /login): the sign-in form and the way to a forgotten password. */
export function LoginPage() {
  return (
    <AuthCard title="Masuk" subtitle="Gunakan akun Gratifikasi Online Anda">
      <LoginForm />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('lupa-password')}>Lupa kata sandi?</Link>
      </div>
    </AuthCard>
  );
}
