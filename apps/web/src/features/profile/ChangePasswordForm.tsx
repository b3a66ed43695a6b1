import { changePasswordProfilePayloadSchema } from '@gratifikasi/domain';
import { Button, Form, Input, Space } from 'antd';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { sameAs, zodField } from '@/ui/zodRule';
import { type ChangePasswordInput, useChangePassword } from './api';

interface ChangePasswordFormProps {
  /** Called after a successful change, e.g. to close the dialog that holds the form. */
  onDone?: () => void;
  onCancel?: () => void;
}

/** Password change of the signed-in user; used on the profile screen and in the header's dialog. */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();

  const submit = async (values: ChangePasswordInput) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      // The client already toasts the failure; 422 field errors also belong next to their fields.
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: name as keyof ChangePasswordInput,
            errors,
          })),
        );
      }
      return;
    }
    form.resetFields();
    notify.success('Kata sandi berhasil diubah');
    onDone?.();
  };

  return (
    <Form
      form={form}
      name="ubah-kata-sandi"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      disabled={change.isPending}
    >
      <Form.Item
        name="old_password"
        label="Kata sandi lama"
        rules={[zodField(changePasswordProfilePayloadSchema, 'old_password')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label="Kata sandi baru"
        rules={[zodField(changePasswordProfilePayloadSchema, 'password')]}
        extra="Minimal 8 karakter, mengandung huruf dan angka."
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
      <Space>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Simpan kata sandi
        </Button>
        {onCancel ? <Button onClick={onCancel}>Batal</Button> : null}
      </Space>
    </Form>
  );
}
