import { type InputHTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { AuthCard } from '@/ui/AuthCard';
import { CaptchaField } from '@/ui/CaptchaField';
import { useCaptcha } from '@/ui/captcha';
import { LoginField } from '@/ui/LoginField';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import { usePlainForm } from '@/ui/plain/form';
import { PasswordPair } from '@/ui/plain/PasswordPair';
import { PlainCheckbox, PlainNavButton, PlainResult } from '@/ui/plain/result';
import { useRegister } from './api';
import { NikInput } from './NikInput';

export interface RegistrasiValues {
  nik: string;
  nama: string;
  email: string;
  username: string;
  telepon: string;
  password: string;
  password_confirmation: string;
  persetujuan: boolean;
}

export const CHECK_EMAIL_MESSAGE = 'Silakan periksa email Anda untuk mengaktifkan akun';

const INITIAL: RegistrasiValues = {
  nik: '',
  nama: '',
  email: '',
  username: '',
  telepon: '',
  password: '',
  password_confirmation: '',
  persetujuan: false,
};

type TextField = 'nama' | 'email' | 'username' | 'telepon';

/**
 * /registrasi: an individu account; the activation link goes to the e-mail given. Plain controls: a guest reaches it
 * from the landing and /login, and a first visit downloads no antd (scripts/bundle-budget.ts).
 */
export function RegistrasiPage() {
  const captcha = useCaptcha();
  const registration = useRegister();
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaOn = captcha.data?.enabled !== false;
  const form = usePlainForm<RegistrasiValues>({
    initial: INITIAL,
    checks: () => import('./registrasiRules').then((m) => m.registrasiChecks),
    onSubmitOnly: ['nik'],
    dependents: { password: ['password_confirmation'] },
  });
  const pending = registration.isPending;

  const refreshCaptcha = () => {
    setCaptchaAnswer('');
    void captcha.refetch();
  };

  const submit = async (values: RegistrasiValues) => {
    if (captchaOn && captchaAnswer.trim() === '') {
      setCaptchaError('Kode captcha wajib diisi');
      return;
    }
    try {
      await registration.mutateAsync({
        ...values,
        nik: values.nik.trim(),
        persetujuan: true,
        captcha: captchaAnswer.trim(),
        token: captcha.data?.key ?? '',
      });
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : null;
      if (errors) {
        const { captcha: wrongCaptcha, ...fields } = errors;
        setCaptchaError(wrongCaptcha?.[0]);
        form.setFieldErrors(fields);
      }
      notify.error(`Registrasi gagal: ${error instanceof Error ? error.message : String(error)}`);
      if (captcha.data?.enabled) refreshCaptcha();
    }
  };

  if (registration.isSuccess) {
    return (
      <AuthCard title="Registrasi berhasil">
        <PlainResult
          status="success"
          title={CHECK_EMAIL_MESSAGE}
          subTitle={`Tautan aktivasi telah dikirim ke ${registration.data.email} dan berlaku 24 jam. Akun dapat digunakan setelah diaktivasi.`}
          extra={
            <PlainNavButton to={buildPath('login')} type="primary">
              Ke halaman masuk
            </PlainNavButton>
          }
        />
        <div style={{ textAlign: 'center' }}>
          Tidak menerima email? <Link to={buildPath('reaktivasi')}>Kirim ulang tautan aktivasi</Link>
        </div>
      </AuthCard>
    );
  }

  const text = (name: TextField, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <LoginField id={`registrasi-${name}`} label={label} error={form.errors[name]}>
      <PlainInput
        {...input}
        id={`registrasi-${name}`}
        value={form.values[name]}
        onChange={(v) => form.set(name, v)}
        status={form.errors[name] ? 'error' : ''}
        disabled={pending}
      />
    </LoginField>
  );

  return (
    <AuthCard title="Registrasi" subtitle="Buat akun Gratifikasi Online untuk melaporkan gratifikasi">
      <form noValidate autoComplete="off" onSubmit={form.onSubmit((values) => void submit(values))}>
        <LoginField id="registrasi-nik" label="NIK" error={form.errors.nik}>
          <NikInput
            id="registrasi-nik"
            value={form.values.nik}
            onChange={(v) => form.set('nik', v)}
            status={form.errors.nik ? 'error' : ''}
            disabled={pending}
          />
        </LoginField>
        {text('nama', 'Nama lengkap', { autoComplete: 'name' })}
        {text('email', 'Email', { autoComplete: 'email', inputMode: 'email' })}
        {text('username', 'Nama pengguna', { autoComplete: 'username' })}
        {text('telepon', 'Nomor telepon', { autoComplete: 'tel', inputMode: 'tel' })}
        <PasswordPair
          idPrefix="registrasi"
          labels={['Kata sandi', 'Konfirmasi kata sandi']}
          values={form.values}
          errors={form.errors}
          set={form.set}
          disabled={pending}
        />
        <CaptchaField
          captcha={captcha.data}
          loading={captcha.isFetching}
          value={captchaAnswer}
          error={captchaError}
          onChange={(value) => {
            setCaptchaAnswer(value);
            setCaptchaError(undefined);
          }}
          onRefresh={refreshCaptcha}
        />
        <PlainCheckbox
          id="registrasi-persetujuan"
          checked={form.values.persetujuan}
          onChange={(checked) => form.set('persetujuan', checked)}
          error={form.errors.persetujuan}
          disabled={pending}
        >
          Saya menyatakan data yang saya isi benar dan menyetujui{' '}
          <Link to={buildPath('privacy-policy')} target="_blank">
            kebijakan privasi
          </Link>
          .
        </PlainCheckbox>
        <PlainButton type="primary" htmlType="submit" block size="large" loading={pending}>
          Daftar
        </PlainButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        Sudah punya akun? <Link to={buildPath('login')}>Masuk</Link>
      </div>
    </AuthCard>
  );
}
