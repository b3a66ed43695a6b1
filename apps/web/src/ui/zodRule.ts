import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd Form rule that runs a Zod schema on the field value and reports the schema's first message. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Isian tidak valid');
    },
  };
}

/** The rule for one field of an object schema, so a form and the API payload share the same checks. */
export function zodField<S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string): FormRule {
  return zodRule(schema.shape[field] as z.ZodType);
}

/** Confirmation field rule: must equal the value of another field. */
export function sameAs(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue(otherField)) throw new Error(message);
    },
  });
}
