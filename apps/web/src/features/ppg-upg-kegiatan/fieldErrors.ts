import type { FormInstance } from 'antd';
import { ApiError } from '@/platform/api';

/** A 422's field errors on the form's fields ('peserta.1.jumlah' → ['peserta', 1, 'jumlah']). */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  form.setFields(
    Object.entries(error.errors).map(([path, errors]) => ({
      name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors,
    })),
  );
}

/** Whether a failure is the 409 of a stale version. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
