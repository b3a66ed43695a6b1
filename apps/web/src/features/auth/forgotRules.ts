import { forgotPasswordPayloadSchema } from '@gratifikasi/domain';
import { type PlainChecks, zodCheck } from '@/ui/plain/form';

const required = (value: unknown) => (String(value ?? '').trim() === '' ? 'Email wajib diisi' : undefined);

/** /lupa-password's check, imported on first use: it brings zod, which the page's first visit goes without. */
export const forgotChecks: PlainChecks<{ email: string }> = {
  email: [required, zodCheck(forgotPasswordPayloadSchema.shape.email)],
};
