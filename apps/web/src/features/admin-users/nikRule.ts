import { nikFieldSchema } from '@gratifikasi/domain';

/** An antd validator: an empty NIK is allowed (staff accounts), a filled one must pass the §5 rules. */
export async function optionalNik(_rule: unknown, value: string | undefined): Promise<void> {
  const text = value?.trim() ?? '';
  if (text === '') return;
  const parsed = nikFieldSchema.safeParse(text);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'NIK tidak valid');
}
