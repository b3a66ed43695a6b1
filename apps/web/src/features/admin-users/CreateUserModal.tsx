import { passwordSchema } from '@gratifikasi/domain';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { zodRule } from '@/ui/zodRule';
import { useCreateUser } from './api';
import { useGrantableRoleOptions, useUserArea } from './area';
import { showFieldErrors } from './formErrors';
import { NikField, NipField } from './NikField';
import { PlacementFields, type PlacementValues } from './PlacementFields';

interface FormValues extends PlacementValues {
  username: string;
  name: string;
  email: string;
  nik?: string;
  nip?: string;
  generate: boolean;
  password?: string;
  role_ids: number[];
}

/** 'Tambah Pengguna': account data, a password or one generated and e-mailed, unscoped roles, KPK placement. */
export function CreateUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateUser();
  const roles = useGrantableRoleOptions();
  const area = useUserArea();
  const navigate = useNavigate();
  const generate = Form.useWatch('generate', form);

  const submit = async (values: FormValues) => {
    const result = await create.mutateAsync({
      username: values.username.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      nik: values.nik?.trim() || null,
      nip: values.nip?.trim() || null,
      password: values.generate ? undefined : values.password,
      roles: (values.role_ids ?? []).map((role_id) => ({ role_id })),
      grup_id: values.grup_id ?? null,
      tim_id: values.tim_id ?? null,
    });
    notify.success(result.message ?? 'Pengguna berhasil dibuat');
    form.resetFields();
    onClose();
    navigate(buildPath(area.detail, { id: result.data.id }));
  };

  return (
    <Modal
      open={open}
      title="Tambah Pengguna"
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => submit(v).catch((e: unknown) => showFieldErrors(form, e))}
        initialValues={{ generate: true, role_ids: [] }}
      >
        <Form.Item name="username" label="Nama pengguna" rules={[{ required: true, message: 'Wajib diisi' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="Nama lengkap" rules={[{ required: true, message: 'Wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Wajib diisi' },
            { type: 'email', message: 'Format email tidak valid' },
          ]}
        >
          <Input />
        </Form.Item>
        <NikField />
        <NipField />
        <Form.Item name="generate" valuePropName="checked">
          <Checkbox>Buat kata sandi otomatis dan kirim lewat email</Checkbox>
        </Form.Item>
        {generate ? null : (
          <Form.Item name="password" label="Kata sandi" rules={[zodRule(passwordSchema)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item
          name="role_ids"
          label="Peran"
          extra="Lingkup peran (instansi, UPG, unit kerja) diatur di halaman detail."
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
          />
        </Form.Item>
        <PlacementFields form={form} />
      </Form>
    </Modal>
  );
}
