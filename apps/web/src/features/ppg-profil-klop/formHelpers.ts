import type { FormInstance } from 'antd';
import { ApiError } from '@/platform/api';

/** A 422's field errors on the form's fields ('kontak.0.email' → ['kontak', 0, 'email']). */
export function showFieldErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError) || !error.errors) return;
  form.setFields(
    Object.entries(error.errors).map(([path, errors]) => ({
      name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors,
    })),
  );
}
export const stale = (e: unknown) => e instanceof ApiError && e.status === 409;
export const wajib = (label: string) => [
  { required: true, whitespace: true, message: `${label} wajib diisi` },
];
