import { MailOutlined } from '@ant-design/icons';
import { buildPath, forgotPasswordPayloadSchema } from '@gratifikasi/domain';
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/ui/AuthCard';
import { LinkButton } from '@/ui/LinkButton';
import { zodField } from '@/ui/zodRule';
import { useRequestPasswordReset } from './api';

interface ForgotValues {
  email: string;
}

/** The answer is the same whether or not the address is registered, so accounts cannot be probed. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <AuthCard title="Periksa email Anda">
        <Result
          status="success"
          style={{ padding: 0 }}
          subTitle="Jika alamat email tersebut terdaftar, kami telah mengirimkan tautan untuk mengatur ulang kata sandi. Tautan hanya berlaku untuk waktu terbatas."
          extra={
            <LinkButton to={buildPath('login')} type="primary">
              Kembali ke halaman masuk
            </LinkButton>
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
      <Form<ForgotValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => request.mutate(values.email.trim())}
        disabled={request.isPending}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Email wajib diisi' },
            zodField(forgotPasswordPayloadSchema, 'email'),
          ]}
          validateFirst
        >
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
          Kirim tautan
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('login')}>Kembali ke halaman masuk</Link>
      </div>
    </AuthCard>
  );
}
