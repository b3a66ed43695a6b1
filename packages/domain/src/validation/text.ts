import { z } from 'zod';

const PERSON_NAME = /^[\p{L}'’ .,]+$/u;

export const PERSON_NAME_MESSAGE = 'Nama hanya boleh berisi huruf, apostrof, spasi, titik, dan koma';

/** Person-name rule of spec §5: only letters, apostrophe, space, period and comma; empty passes (required is separate). */
export function isValidPersonName(name: string | null | undefined): boolean {
  if (name === null || name === undefined || name === '') return true;
  return PERSON_NAME.test(name);
}

/** A required person name with Indonesian messages. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Nama wajib diisi')
  .max(150, 'Nama maksimal 150 karakter')
  .refine(isValidPersonName, PERSON_NAME_MESSAGE);

/** Numeric key filter of spec §5: lets through digits, the period, named control keys and Ctrl/Cmd shortcuts. */
export function numericKeyFilter(
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {},
): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return true;
  // KeyboardEvent.key is one character for printable keys and a name ('Backspace', 'ArrowLeft', …) otherwise.
  if (key.length !== 1) return true;
  return /[0-9.]/.test(key);
}

/** Removes every character outside 7-bit ASCII. */
export function stripNonAscii(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is exactly the ASCII set to keep.
  return text.replace(/[^\x00-\x7F]/g, '');
}

/** True when the text differs from its uppercased form (spec §5 'not uppercase'). */
export function isNotUppercase(text: string): boolean {
  return text !== text.toUpperCase();
}

/** A form rule: true passes, false fails with the generic message, a string fails with that message. */
export type FormRule<T> = (value: T) => boolean | string;

export const GENERIC_INVALID_MESSAGE = 'Input tidak valid';

/** Runs rules in order; the first false or string result becomes the error message; null when all pass. */
export function evaluateRules<T>(value: T, rules: readonly FormRule<T>[]): string | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result === true) continue;
    return result === false ? GENERIC_INVALID_MESSAGE : result;
  }
  return null;
}
