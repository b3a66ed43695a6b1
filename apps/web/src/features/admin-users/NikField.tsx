import { nikFieldSchema, nipFieldSchema } from '@gratifikasi/domain';
import { Form, Input } from 'antd';
import type { ZodType } from 'zod';

/** An antd validator: an empty value is allowed, a filled one must pass its §5 rule. */
const optional =
  (schema: ZodType, fallback: string) =>
  async (_rule: unknown, value: string | undefined): Promise<void> => {
    const text = value?.trim() ?? '';
    if (text === '') return;
    const parsed = schema.safeParse(text);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? fallback);
  };

/** The account holder's NIK (create and edit forms): what an individu account may file as. */
export function NikField() {
  return (
    <Form.Item
      name="nik"
      label="NIK"
      extra="Untuk akun Individu: pelapor yang dapat dipakai akun ini hanya yang ber-NIK ini."
      rules={[{ validator: optional(nikFieldSchema, 'NIK tidak valid') }]}
    >
      <Input inputMode="numeric" maxLength={16} autoComplete="off" />
    </Form.Item>
  );
}

/** A staff account's NIP (create and edit forms): printed under the holder's name on the letters they sign. */
export function NipField() {
  return (
    <Form.Item
      name="nip"
      label="NIP"
      extra="Untuk akun pegawai: dicetak di bawah nama penanda tangan pada surat."
      rules={[{ validator: optional(nipFieldSchema, 'NIP tidak valid') }]}
    >
      <Input inputMode="numeric" maxLength={18} autoComplete="off" />
    </Form.Item>
  );
}
