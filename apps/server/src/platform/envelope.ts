import type { ApiFailure, FieldErrors } from '@gratifikasi/domain';
import { z } from 'zod';

/** The failure envelope as a schema, for the OpenAPI document. */
export const failureSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  data: z.null(),
  support_id: z.string().optional(),
});

export function failure(message: string, errors: FieldErrors | null = null): ApiFailure {
  return { message, errors, data: null };
}

/** Success envelope `{ data, message? }`. */
export function ok<T>(data: T, message?: string): { data: T; message?: string } {
  return message === undefined ? { data } : { data, message };
}
