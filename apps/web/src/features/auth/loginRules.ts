import { loginPayloadSchema } from '@gratifikasi/domain';

export type Field = 'username' | 'password' | 'captcha';
export type Values = Record<Field, string>;
export type Errors = Partial<Record<Field, string>>;

/**
 * The login form's rules, the same as the API contract's; the captcha answer is only required while captcha is
 * on. Loaded on submit, not with the screen: they bring Zod, which would add ~24 KB gzip to the first visit of
 * /login (bundle target ≤ 250 KB).
 */
export function validateLogin(values: Values, captchaOn: boolean): Errors {
  const errors: Errors = {};
  for (const field of ['username', 'password'] as const) {
    const result = loginPayloadSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  if (captchaOn && !values.captcha.trim()) errors.captcha = 'Kode captcha wajib diisi';
  return errors;
}
