import { updateAccountPayloadSchema } from '@gratifikasi/domain';
import { Button, Form, Input } from 'antd';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { zodField } from '@/ui/zodRule';
import { type UpdateAccountInput, useUpdateAccount } from './api';

/** Name and phone of the signed-in account (`POST user/update`). */
export function AccountForm({ initial }: { initial: UpdateAccountInput }) {
  const [form] = Form.useForm<UpdateAccountInput>();
  const update = useUpdateAccount();

  const submit = async (values: UpdateAccountInput) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: name as keyof UpdateAccountInput,
            errors,
          })),
        );
      }
      return;
    }
    notify.success('Profil berhasil diperbarui');
  };

  return (
    <Form
      form={form}
      name="ubah-profil"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={submit}
      disabled={update.isPending}
    >
      <Form.Item name="name" label="Nama lengkap" rules={[zodField(updateAccountPayloadSchema, 'name')]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="telepon"
        label="Nomor telepon"
        rules={[zodField(updateAccountPayloadSchema, 'telepon')]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Simpan profil
      </Button>
    </Form>
  );
}
