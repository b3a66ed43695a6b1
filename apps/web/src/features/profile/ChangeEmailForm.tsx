import { changeEmailPayloadSchema } from '@gratifikasi/domain';
import { Alert, Button, Form, Input } from 'antd';
import { ApiError } from '@/platform/api';
import { zodField } from '@/ui/zodRule';
import { type ChangeEmailInput, useChangeEmail } from './api';

/**
 * Change of e-mail: the current password confirms it is the owner; the link goes to the new address and the
 * e-mail changes only when it is opened.
 */
export function ChangeEmailForm({ current }: { current: string | null }) {
  const [form] = Form.useForm<ChangeEmailInput>();
  const change = useChangeEmail();

  const submit = async (values: ChangeEmailInput) => {
    try {
      await change.mutateAsync({ ...values, email: values.email.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: name as keyof ChangeEmailInput,
            errors,
          })),
        );
      }
      return;
    }
    form.resetFields();
  };

  return (
    <>
      {change.isSuccess ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message="Silakan cek email baru Anda"
          description={`Tautan konfirmasi telah dikirim ke ${change.data}. Email akun berubah setelah tautan tersebut dibuka (berlaku 24 jam).`}
        />
      ) : null}
      <Form
        form={form}
        name="ubah-email"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={change.isPending}
      >
        {/* Not a field of the form (no name): tied to its label by id, so it is read with it. */}
        <Form.Item label="Email saat ini" htmlFor="email-saat-ini">
          <Input id="email-saat-ini" value={current ?? '-'} disabled />
        </Form.Item>
        <Form.Item name="email" label="Email baru" rules={[zodField(changeEmailPayloadSchema, 'email')]}>
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Kata sandi saat ini"
          rules={[zodField(changeEmailPayloadSchema, 'password')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Kirim tautan konfirmasi
        </Button>
      </Form>
    </>
  );
}
