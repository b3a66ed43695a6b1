import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { buildPath, homeRouteName, loginPayloadSchema } from '@gratifikasi/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { ProfileError, session } from '@/platform/session';
import { useNavigateTo } from '@/ui/navigation';
import { zodField } from '@/ui/zodRule';
import { AuthCard } from './AuthCard';
import { useCaptcha } from './api';
import { CaptchaField } from './CaptchaField';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/** Spec §8: login failures toast for 5 s. */
const LOGIN_ERROR_SECONDS = 5;

export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const navigateTo = useNavigateTo();

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const profile = await session.login({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha?.trim() ?? '',
        token: captcha.data?.key ?? '',
        code: '',
      });
      navigateTo(homeRouteName(profile), undefined, { replace: true });
    } catch (error) {
      showLoginError(error, form);
      // A captcha answers one attempt only.
      if (captcha.data?.enabled) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Masuk" subtitle="Gunakan akun Gratifikasi Online Anda">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <Form.Item name="username" label="Nama pengguna" rules={[zodField(loginPayloadSchema, 'username')]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Kata sandi" rules={[zodField(loginPayloadSchema, 'password')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <CaptchaField captcha={captcha.data} loading={captcha.isFetching} onRefresh={refreshCaptcha} />
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            Masuk
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'center' }}>
        <Link to={buildPath('lupa-password')}>Lupa kata sandi?</Link>
      </div>
    </AuthCard>
  );
}

function showLoginError(error: unknown, form: ReturnType<typeof Form.useForm<LoginValues>>[0]) {
  if (error instanceof ProfileError) {
    notify.error(error.message, { duration: LOGIN_ERROR_SECONDS });
    return;
  }
  if (error instanceof ApiError && error.errors?.captcha) {
    form.setFields([{ name: 'captcha', errors: error.errors.captcha }]);
  }
  const message = error instanceof Error ? error.message : String(error);
  notify.error(`Login gagal: ${message}`, { duration: LOGIN_ERROR_SECONDS });
}
