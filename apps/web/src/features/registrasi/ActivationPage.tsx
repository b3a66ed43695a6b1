import type { ActivationResult } from '@gratifikasi/domain';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { session, useSession } from '@/platform/session';
import { AuthCard } from '@/ui/AuthCard';
import { palette } from '@/ui/palette';
import { PlainButton } from '@/ui/plain/controls';
import { usePlainForm } from '@/ui/plain/form';
import { loadPasswordPairChecks, PasswordPair, type PasswordPairValues } from '@/ui/plain/PasswordPair';
import { PlainNavButton, PlainResult, PlainSkeleton } from '@/ui/plain/result';
import { useActivateWithPassword, useActivation } from './api';

/** Spec §8 expired-link text; the server answers it for an unknown, used or expired token. */
export const EXPIRED_LINK_MESSAGE =
  'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

/**
 * /activation/:token — opens the mailed link on load: an account activation or the confirmation of a new
 * e-mail. With `?set-password=1` it first asks for the account's password (activation-changepassword).
 */
export function ActivationPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const setPassword = search.get('set-password') === '1';
  const activation = useActivation(token, !setPassword);
  const withPassword = useActivateWithPassword();

  if (setPassword && !withPassword.isSuccess) {
    return withPassword.isError && !(withPassword.error instanceof ApiError && withPassword.error.errors) ? (
      <Expired />
    ) : (
      <PasswordForm
        pending={withPassword.isPending}
        onSubmit={(values) => withPassword.mutate({ token, ...values })}
        error={withPassword.error}
      />
    );
  }
  const result = setPassword ? withPassword.data : activation.data;
  if (result) return <Activated result={result} />;
  if (activation.isError) return <Expired />;
  return (
    <AuthCard title="Aktivasi akun">
      <PlainSkeleton rows={3} label="Mengaktifkan akun" />
    </AuthCard>
  );
}

function Activated({ result }: { result: ActivationResult }) {
  const emailChange = result.type === 'EMAIL_CHANGE';
  const { status } = useSession();
  // Confirmed while signed in: the header and profile show the new address at once.
  useEffect(() => {
    if (emailChange && status === 'authenticated') void session.reloadProfile().catch(() => undefined);
  }, [emailChange, status]);
  return (
    <AuthCard title={emailChange ? 'Perubahan email' : 'Aktivasi akun'}>
      <PlainResult
        status="success"
        title={emailChange ? 'Email berhasil diubah' : 'Akun berhasil diaktivasi'}
        subTitle={
          emailChange
            ? `Email akun ${result.username} sekarang ${result.email ?? ''}.`
            : `Akun ${result.username} sudah aktif. Silakan masuk untuk melanjutkan.`
        }
        extra={
          <PlainNavButton to={buildPath('login')} type="primary">
            Masuk
          </PlainNavButton>
        }
      />
    </AuthCard>
  );
}

function Expired() {
  return (
    <AuthCard title="Aktivasi akun">
      <PlainResult
        status="warning"
        subTitle={EXPIRED_LINK_MESSAGE}
        extra={
          <PlainNavButton to={buildPath('reaktivasi')} type="primary">
            Minta tautan aktivasi baru
          </PlainNavButton>
        }
      />
    </AuthCard>
  );
}

function PasswordForm(props: {
  pending: boolean;
  error: Error | null;
  onSubmit: (values: PasswordPairValues) => void;
}) {
  const form = usePlainForm<PasswordPairValues>({
    initial: { password: '', password_confirmation: '' },
    checks: loadPasswordPairChecks,
    dependents: { password: ['password_confirmation'] },
  });
  const fieldErrors = props.error instanceof ApiError ? props.error.errors : null;
  // The server's word on the password shows until the next submit, as antd's help did.
  const errors = { ...form.errors, password: fieldErrors?.password?.[0] ?? form.errors.password };
  return (
    <AuthCard title="Aktivasi akun" subtitle="Buat kata sandi untuk akun Anda">
      <p style={{ color: palette.textTertiary, marginTop: 0 }}>
        Akun Anda aktif setelah kata sandi disimpan. Kata sandi minimal 8 karakter dengan huruf dan angka.
      </p>
      <form noValidate onSubmit={form.onSubmit(props.onSubmit)}>
        <PasswordPair
          idPrefix="aktivasi"
          labels={['Kata sandi baru', 'Konfirmasi kata sandi baru']}
          values={form.values}
          errors={errors}
          set={form.set}
          disabled={props.pending}
        />
        <PlainButton type="primary" htmlType="submit" block size="large" loading={props.pending}>
          Aktifkan akun
        </PlainButton>
      </form>
    </AuthCard>
  );
}
