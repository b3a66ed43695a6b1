import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { AuthCard } from '@/ui/AuthCard';
import { useNavigateTo } from '@/ui/navigation';
import { palette } from '@/ui/palette';
import { PlainButton } from '@/ui/plain/controls';
import { usePlainForm } from '@/ui/plain/form';
import { loadPasswordPairChecks, PasswordPair, type PasswordPairValues } from '@/ui/plain/PasswordPair';
import { PlainNavButton, PlainResult, PlainSkeleton } from '@/ui/plain/result';
import { useForgotToken, useResetPassword } from './api';

/** Spec §8 expired-link text; also what the server answers for an unknown or used token. */
export const EXPIRED_LINK_MESSAGE =
  'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

/** /reset-password/:token, opened from the mailed link: plain controls, no antd on a first visit. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = useForgotToken(token);
  const reset = useResetPassword();
  const navigateTo = useNavigateTo();
  const form = usePlainForm<PasswordPairValues>({
    initial: { password: '', password_confirmation: '' },
    checks: loadPasswordPairChecks,
    dependents: { password: ['password_confirmation'] },
  });

  if (check.isPending) {
    return (
      <AuthCard title="Atur ulang kata sandi">
        <PlainSkeleton rows={4} label="Memeriksa tautan" />
      </AuthCard>
    );
  }

  if (check.isError || !check.data.valid) {
    return (
      <AuthCard title="Atur ulang kata sandi">
        <PlainResult
          status="warning"
          subTitle={EXPIRED_LINK_MESSAGE}
          extra={
            <PlainNavButton to={buildPath('lupa-password')} type="primary">
              Minta tautan baru
            </PlainNavButton>
          }
        />
      </AuthCard>
    );
  }

  const submit = async (values: PasswordPairValues) => {
    await reset.mutateAsync({ token, ...values });
    notify.success('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.');
    navigateTo('login', undefined, { replace: true });
  };

  return (
    <AuthCard title="Atur ulang kata sandi">
      <p style={{ textAlign: 'center', color: palette.textTertiary, marginTop: 0 }}>
        Akun: <strong>{check.data.email}</strong>
      </p>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values).catch(() => undefined))}>
        <PasswordPair
          idPrefix="reset"
          labels={['Kata sandi baru', 'Konfirmasi kata sandi baru']}
          values={form.values}
          errors={form.errors}
          set={form.set}
          disabled={reset.isPending}
        />
        <PlainButton type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Simpan kata sandi
        </PlainButton>
      </form>
    </AuthCard>
  );
}
