import MailOutlined from '@ant-design/icons/MailOutlined';
import { buildPath } from '@gratifikasi/domain';
import { Link } from 'react-router';
import { AuthCard } from '@/ui/AuthCard';
import { LoginField } from '@/ui/LoginField';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import { usePlainForm } from '@/ui/plain/form';
import { PlainNavButton, PlainResult } from '@/ui/plain/result';
import { useRequestPasswordReset } from './api';

interface ForgotValues {
  email: string;
}

/**
 * The answer is the same whether or not the address is registered, so accounts cannot be probed. Plain controls:
 * a guest reaches it from /login, and a first visit downloads no antd (scripts/bundle-budget.ts).
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = usePlainForm<ForgotValues>({
    initial: { email: '' },
    checks: () => import('./forgotRules').then((m) => m.forgotChecks),
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Periksa email Anda">
        <PlainResult
          status="success"
          subTitle="Jika alamat email tersebut terdaftar, kami telah mengirimkan tautan untuk mengatur ulang kata sandi. Tautan hanya berlaku untuk waktu terbatas."
          extra={
            <PlainNavButton to={buildPath('login')} type="primary">
              Kembali ke halaman masuk
            </PlainNavButton>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Lupa kata sandi"
      subtitle="Masukkan email akun Anda untuk menerima tautan atur ulang kata sandi"
    >
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))}>
        <LoginField id="lupa-email" label="Email" error={form.errors.email}>
          <PlainInput
            id="lupa-email"
            prefix={<MailOutlined />}
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={form.values.email}
            onChange={(v) => form.set('email', v)}
            status={form.errors.email ? 'error' : ''}
            disabled={request.isPending}
          />
        </LoginField>
        <PlainButton type="primary" htmlType="submit" block size="large" loading={request.isPending}>
          Kirim tautan
        </PlainButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('login')}>Kembali ke halaman masuk</Link>
      </div>
    </AuthCard>
  );
}
