import MailOutlined from '@ant-design/icons/MailOutlined';
import { buildPath } from '@gratifikasi/domain';
import { Link } from 'react-router';
import { AuthCard } from '@/ui/AuthCard';
import { LoginField } from '@/ui/LoginField';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import { usePlainForm } from '@/ui/plain/form';
import { PlainNavButton, PlainResult } from '@/ui/plain/result';
import { useRequestActivation } from './api';

/** The neutral answer: the same whether or not the address has an account waiting for activation. */
export const REAKTIVASI_DONE_MESSAGE =
  'Jika email tersebut terdaftar dan belum diaktivasi, tautan aktivasi baru telah dikirim ke email tersebut. Tautan berlaku 24 jam.';

/** /reaktivasi: asks for a new activation link (plain controls: a guest page, no antd on a first visit). */
export function ReaktivasiPage() {
  const request = useRequestActivation();
  const form = usePlainForm<{ email: string }>({
    initial: { email: '' },
    checks: () => import('./registrasiRules').then((m) => m.reaktivasiChecks),
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Periksa email Anda">
        <PlainResult
          status="success"
          subTitle={REAKTIVASI_DONE_MESSAGE}
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
    <AuthCard title="Aktivasi ulang" subtitle="Masukkan email yang Anda gunakan saat registrasi">
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))}>
        <LoginField id="reaktivasi-email" label="Email" error={form.errors.email}>
          <PlainInput
            id="reaktivasi-email"
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
          Kirim tautan aktivasi
        </PlainButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('login')}>Kembali ke halaman masuk</Link>
      </div>
    </AuthCard>
  );
}
