import { z } from 'zod';

let configured = false;

/**
 * Indonesian messages for every Zod issue a schema does not word itself. A missing field reads
 * 'Wajib diisi' rather than the locale's "expected string, received undefined".
 */
export function configureZodLocale(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.id());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'Wajib diisi' : undefined,
  });
}
