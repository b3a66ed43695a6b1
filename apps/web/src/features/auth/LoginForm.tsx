import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { homeRouteName, type Profile, type SecondFactorChallenge } from '@gratifikasi/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { SecondFactorRequired } from '@/platform/second-factor';
import { ProfileError, session } from '@/platform/session';
import { CaptchaField } from '@/ui/CaptchaField';
import { useCaptcha } from '@/ui/captcha';
import { LoginField } from '@/ui/LoginField';
import { useNavigateTo } from '@/ui/navigation';
import { PlainButton, PlainInput, PlainPassword, Spinner } from '@/ui/plain/controls';
import { PlainIcon } from '@/ui/plain/icon';
import type { Errors, Field, Values } from './loginRules';

// The second step is rare (staff with a second factor): its code stays off the first visit's bundle.
const SecondFactorStep = lazy(() =>
  import('./SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })),
);

/** Spec §8: login failures toast for 5 s. */
export const LOGIN_ERROR_SECONDS = 5;

/**
 * The sign-in form of /login and of the maintenance screen. Plain controls rather than antd: /login is the
 * first visit of most users and renders before antd is downloaded (issue 9: at most 150 KB gzip of script,
 * scripts/bundle-budget.ts). After signing in it goes to the home of the active role.
 */
export function LoginForm() {
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);
  const captcha = useCaptcha();
  const navigateTo = useNavigateTo();
  const captchaOn = captcha.data?.enabled !== false;

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, captcha: '' }));
    void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateLogin } = await import('./loginRules');
    const found = validateLogin(values, captchaOn);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const profile = await session.login({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha.trim(),
        token: captcha.data?.key ?? '',
        code: '',
      });
      navigateTo(homeRouteName(profile), undefined, { replace: true });
    } catch (error) {
      if (error instanceof SecondFactorRequired) {
        setSecondFactor(error.challenge);
        return;
      }
      const captchaError = error instanceof ApiError ? error.errors?.captcha?.[0] : undefined;
      if (captchaError) setErrors({ captcha: captchaError });
      notify.error(loginErrorMessage(error), { duration: LOGIN_ERROR_SECONDS });
      // A captcha answers one attempt only.
      if (captcha.data?.enabled) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const signedIn = (profile: Profile) => navigateTo(homeRouteName(profile), undefined, { replace: true });
  const showError = (error: unknown) =>
    notify.error(loginErrorMessage(error), { duration: LOGIN_ERROR_SECONDS });
  const backToPassword = () => {
    setSecondFactor(null);
    setValues((v) => ({ ...v, password: '', captcha: '' }));
    if (captcha.data?.enabled) void captcha.refetch();
  };

  if (secondFactor) {
    return (
      <Suspense fallback={<Spinner label="Memuat" />}>
        <SecondFactorStep
          username={values.username.trim()}
          challenge={secondFactor}
          onSignedIn={signedIn}
          onBack={backToPassword}
          onError={showError}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <LoginField id="login-username" label="Nama pengguna" error={errors.username}>
        <PlainInput
          id="login-username"
          prefix={<PlainIcon icon={UserOutlined} />}
          autoComplete="username"
          autoFocus
          value={values.username}
          onChange={set('username')}
          status={errors.username ? 'error' : ''}
          disabled={submitting}
        />
      </LoginField>
      <LoginField id="login-password" label="Kata sandi" error={errors.password}>
        <PlainPassword
          id="login-password"
          prefix={<PlainIcon icon={LockOutlined} />}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          status={errors.password ? 'error' : ''}
          disabled={submitting}
        />
      </LoginField>
      <CaptchaField
        captcha={captcha.data}
        loading={captcha.isFetching}
        value={values.captcha}
        error={errors.captcha}
        onChange={set('captcha')}
        onRefresh={refreshCaptcha}
      />
      <PlainButton type="primary" htmlType="submit" block size="large" loading={submitting}>
        Masuk
      </PlainButton>
    </form>
  );
}

/** Spec §8: 'Login gagal: …' for API failures; a profile failure after login shows its own message. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ProfileError) return error.message;
  return `Login gagal: ${error instanceof Error ? error.message : String(error)}`;
}
