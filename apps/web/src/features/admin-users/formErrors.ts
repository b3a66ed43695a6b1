import type { FormInstance } from 'antd';

/** Puts a 422's field messages under the form's fields; other failures were already shown by the api client. */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  const errors = (error as { errors?: Record<string, string[]> | null } | null)?.errors;
  if (!errors) return;
  form.setFields(
    Object.entries(errors).map(([name, messages]) => ({ name: name.split('.'), errors: messages })),
  );
}
