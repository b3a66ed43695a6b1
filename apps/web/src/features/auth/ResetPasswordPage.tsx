import { buildPath, passwordSchema } from '@gratifikasi/domain';
import { Button, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { AuthCard } from '@/ui/AuthCard';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { sameAs, zodRule } from '@/ui/zodRule';
import { useForgotToken, useResetPassword } from './api';

/** Spec §8 expired-link text; also what the server answers for an unknown or used token. */
export const EXPIRED_LINK_MESSAGE =
  'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

interface ResetValues {
  password: string;
  password_confirmation: string;
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = useForgotToken(token);
  const reset = useResetPassword();
  const navigateTo = useNavigateTo();

  if (check.isPending) {
    return (
      <AuthCard title="Atur ulang kata sandi">
        <Skeleton active paragraph={{ rows: 4 }} />
      </AuthCard>
    );
  }

  if (check.isError || !check.data.valid) {
    return (
      <AuthCard title="Atur ulang kata sandi">
        <Result
          status="warning"
          style={{ padding: 0 }}
          subTitle={EXPIRED_LINK_MESSAGE}
          extra={
            <LinkButton to={buildPath('lupa-password')} type="primary">
              Minta tautan baru
            </LinkButton>
          }
        />
      </AuthCard>
    );
  }

  const submit = async (values: ResetValues) => {
    await reset.mutateAsync({ token, ...values });
    notify.success('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.');
    navigateTo('login', undefined, { replace: true });
  };

  return (
    <AuthCard title="Atur ulang kata sandi">
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        Akun: <strong>{check.data.email}</strong>
      </Typography.Paragraph>
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => submit(values).catch(() => undefined)}
        disabled={reset.isPending}
      >
        <Form.Item name="password" label="Kata sandi baru" rules={[zodRule(passwordSchema)]}>
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
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Simpan kata sandi
        </Button>
      </Form>
    </AuthCard>
  );
}
