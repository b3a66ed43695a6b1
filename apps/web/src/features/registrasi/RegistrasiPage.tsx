import {
  accountEmailSchema,
  buildPath,
  passwordSchema,
  personNameSchema,
  requiredNikSchema,
  teleponSchema,
  usernameSchema,
} from '@gratifikasi/domain';
import { Button, Checkbox, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { AuthCard } from '@/ui/AuthCard';
import { CaptchaField } from '@/ui/CaptchaField';
import { LinkButton } from '@/ui/LinkButton';
import { sameAs, zodRule } from '@/ui/zodRule';
import { useRegister, useRegistrationCaptcha } from './api';
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

/** /registrasi: an individu account; the activation link goes to the e-mail given. */
export function RegistrasiPage() {
  const [form] = Form.useForm<RegistrasiValues>();
  const captcha = useRegistrationCaptcha();
  const registration = useRegister();
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaOn = captcha.data?.enabled !== false;

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
        form.setFields(
          Object.entries(fields).map(([name, messages]) => ({
            name: name as keyof RegistrasiValues,
            errors: messages,
          })),
        );
      }
      notify.error(`Registrasi gagal: ${error instanceof Error ? error.message : String(error)}`);
      if (captcha.data?.enabled) refreshCaptcha();
    }
  };

  if (registration.isSuccess) {
    return (
      <AuthCard title="Registrasi berhasil">
        <Result
          status="success"
          style={{ padding: 0 }}
          title={CHECK_EMAIL_MESSAGE}
          subTitle={`Tautan aktivasi telah dikirim ke ${registration.data.email} dan berlaku 24 jam. Akun dapat digunakan setelah diaktivasi.`}
          extra={
            <LinkButton to={buildPath('login')} type="primary">
              Ke halaman masuk
            </LinkButton>
          }
        />
        <div style={{ textAlign: 'center' }}>
          Tidak menerima email? <Link to={buildPath('reaktivasi')}>Kirim ulang tautan aktivasi</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Registrasi" subtitle="Buat akun Gratifikasi Online untuk melaporkan gratifikasi">
      <Form<RegistrasiValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={registration.isPending}
        autoComplete="off"
      >
        <Form.Item name="nik" label="NIK" rules={[zodRule(requiredNikSchema)]} validateTrigger="onSubmit">
          <NikInput />
        </Form.Item>
        <Form.Item name="nama" label="Nama lengkap" rules={[zodRule(personNameSchema)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[zodRule(accountEmailSchema)]}>
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="username" label="Nama pengguna" rules={[zodRule(usernameSchema)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="telepon" label="Nomor telepon" rules={[zodRule(teleponSchema)]}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="password" label="Kata sandi" rules={[zodRule(passwordSchema)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label="Konfirmasi kata sandi"
          dependencies={['password']}
          rules={[sameAs('password', 'Konfirmasi kata sandi tidak sama')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
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
        <Form.Item
          name="persetujuan"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error('Anda harus menyetujui pernyataan untuk mendaftar');
              },
            },
          ]}
        >
          <Checkbox>
            Saya menyatakan data yang saya isi benar dan menyetujui{' '}
            <Link to={buildPath('privacy-policy')} target="_blank">
              kebijakan privasi
            </Link>
            .
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={registration.isPending}>
          Daftar
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        Sudah punya akun? <Link to={buildPath('login')}>Masuk</Link>
      </div>
    </AuthCard>
  );
}
