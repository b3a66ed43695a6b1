import { nikFieldSchema } from '@gratifikasi/domain';
import { Form, Input } from 'antd';

/** An antd validator: an empty NIK is allowed (staff accounts), a filled one must pass the §5 rules. */
async function optionalNik(_rule: unknown, value: string | undefined): Promise<void> {
  const text = value?.trim() ?? '';
  if (text === '') return;
  const parsed = nikFieldSchema.safeParse(text);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'NIK tidak valid');
}

/** The account holder's NIK (create and edit forms): what an individu account may file as. */
export function NikField() {
  return (
    <Form.Item
      name="nik"
      label="NIK"
      extra="Untuk akun Individu: pelapor yang dapat dipakai akun ini hanya yang ber-NIK ini."
      rules={[{ validator: optionalNik }]}
    >
      <Input inputMode="numeric" maxLength={16} autoComplete="off" />
    </Form.Item>
  );
}
