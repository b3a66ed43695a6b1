import { type ActivationResult, buildPath, passwordSchema } from '@gratifikasi/domain';
import { Button, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { session, useSession } from '@/platform/session';
import { AuthCard } from '@/ui/AuthCard';
import { LinkButton } from '@/ui/LinkButton';
import { sameAs, zodRule } from '@/ui/zodRule';
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
      <Skeleton active paragraph={{ rows: 3 }} />
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
      <Result
        status="success"
        style={{ padding: 0 }}
        title={emailChange ? 'Email berhasil diubah' : 'Akun berhasil diaktivasi'}
        subTitle={
          emailChange
            ? `Email akun ${result.username} sekarang ${result.email ?? ''}.`
            : `Akun ${result.username} sudah aktif. Silakan masuk untuk melanjutkan.`
        }
        extra={
          <LinkButton to={buildPath('login')} type="primary">
            Masuk
          </LinkButton>
        }
      />
    </AuthCard>
  );
}

function Expired() {
  return (
    <AuthCard title="Aktivasi akun">
      <Result
        status="warning"
        style={{ padding: 0 }}
        subTitle={EXPIRED_LINK_MESSAGE}
        extra={
          <LinkButton to={buildPath('reaktivasi')} type="primary">
            Minta tautan aktivasi baru
          </LinkButton>
        }
      />
    </AuthCard>
  );
}

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

function PasswordForm(props: {
  pending: boolean;
  error: Error | null;
  onSubmit: (values: PasswordValues) => void;
}) {
  const fieldErrors = props.error instanceof ApiError ? props.error.errors : null;
  return (
    <AuthCard title="Aktivasi akun" subtitle="Buat kata sandi untuk akun Anda">
      <Typography.Paragraph type="secondary">
        Akun Anda aktif setelah kata sandi disimpan. Kata sandi minimal 8 karakter dengan huruf dan angka.
      </Typography.Paragraph>
      <Form<PasswordValues>
        layout="vertical"
        requiredMark={false}
        onFinish={props.onSubmit}
        disabled={props.pending}
      >
        <Form.Item
          name="password"
          label="Kata sandi baru"
          rules={[zodRule(passwordSchema)]}
          help={fieldErrors?.password?.[0]}
          validateStatus={fieldErrors?.password ? 'error' : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label="Konfirmasi kata sandi baru"
          dependencies={['password']}
          rules={[sameAs('password', 'Konfirmasi kata sandi tidak sama')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={props.pending}>
          Aktifkan akun
        </Button>
      </Form>
    </AuthCard>
  );
}
