import { MailOutlined } from '@ant-design/icons';
import { accountEmailSchema, buildPath } from '@gratifikasi/domain';
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/ui/AuthCard';
import { LinkButton } from '@/ui/LinkButton';
import { zodRule } from '@/ui/zodRule';
import { useRequestActivation } from './api';

/** The neutral answer: the same whether or not the address has an account waiting for activation. */
export const REAKTIVASI_DONE_MESSAGE =
  'Jika email tersebut terdaftar dan belum diaktivasi, tautan aktivasi baru telah dikirim ke email tersebut. Tautan berlaku 24 jam.';

/** /reaktivasi: asks for a new activation link. */
export function ReaktivasiPage() {
  const request = useRequestActivation();

  if (request.isSuccess) {
    return (
      <AuthCard title="Periksa email Anda">
        <Result
          status="success"
          style={{ padding: 0 }}
          subTitle={REAKTIVASI_DONE_MESSAGE}
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
    <AuthCard title="Aktivasi ulang" subtitle="Masukkan email yang Anda gunakan saat registrasi">
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => request.mutate(values.email.trim())}
        disabled={request.isPending}
      >
        <Form.Item name="email" label="Email" rules={[zodRule(accountEmailSchema)]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
          Kirim tautan aktivasi
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('login')}>Kembali ke halaman masuk</Link>
      </div>
    </AuthCard>
  );
}
