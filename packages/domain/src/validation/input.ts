import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (serial ids, quantities). */
export const INT32_MAX = 2147483647;
/** The earliest calendar date the application accepts. */
export const DATE_FLOOR = '1900-01-01';
/** Digits before the point of a `numeric(20,2)` money column. */
export const MONEY_INTEGER_DIGITS = 18;

export const ID_MESSAGE = 'ID tidak valid';
export const DATE_FORMAT_MESSAGE = 'Format tanggal harus YYYY-MM-DD';
export const DATE_INVALID_MESSAGE = 'Tanggal tidak valid';
export const DATE_FLOOR_MESSAGE = 'Tanggal tidak boleh sebelum 01-01-1900';
export const MONEY_MESSAGE = 'Nilai harus angka tidak negatif dengan paling banyak 2 desimal';
export const MONEY_TOO_LARGE_MESSAGE = `Nilai maksimal ${MONEY_INTEGER_DIGITS} digit sebelum desimal`;
export const TOTAL_TOO_LARGE_MESSAGE = 'Total nilai melebihi batas yang dapat disimpan';

/** A row id in a body: a positive integer that fits PostgreSQL's `integer`. */
export const idSchema = z
  .number({ message: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

/** A required id field with the field's own message when it is missing or not a number. */
export function requiredIdSchema(message: string) {
  return z.number({ message }).int(message).positive(message).max(INT32_MAX, ID_MESSAGE);
}

/** Plain decimal digits with no sign, leading zero, point, space or base prefix: '12', never '0x10', '1.0', ' 1'. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A row id in a path or query string ('12'): plain decimal digits only ('0x10', '1.0', '%201', '1e3' are refused,
 * not read as 16, 1 or 1000), then the same rule as `idSchema`. A number (a form's own value) passes as `idSchema`.
 */
export const idParamSchema = z
  .union(
    [z.number({ message: ID_MESSAGE }), z.string({ message: ID_MESSAGE }).regex(DECIMAL_ID, ID_MESSAGE)],
    {
      message: ID_MESSAGE,
    },
  )
  .transform(Number)
  .pipe(idSchema);

/** A page number of a list (query string): 1 or more, within PostgreSQL's `integer`. */
export const pageNumberSchema = z.coerce
  .number()
  .int()
  .min(1, 'Minimal 1')
  .max(INT32_MAX, `Maksimal ${INT32_MAX}`)
  .default(1);

/** A count of things (jumlah): a whole number from 1 up to PostgreSQL's `integer`. */
export function quantitySchema(message = 'Jumlah wajib diisi') {
  return z
    .number({ message })
    .int('Jumlah harus bilangan bulat')
    .min(1, 'Minimal 1')
    .max(INT32_MAX, `Maksimal ${INT32_MAX}`);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is YYYY-MM-DD naming a day that exists (no 2026-02-30, no 0000-00-00). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar date as sent, YYYY-MM-DD: a real day, not before 1900-01-01. */
export const apiDateSchema = z
  .string({ message: DATE_FORMAT_MESSAGE })
  .regex(DATE, DATE_FORMAT_MESSAGE)
  .refine(isCalendarDate, DATE_INVALID_MESSAGE)
  .refine((v) => !isCalendarDate(v) || v >= DATE_FLOOR, DATE_FLOOR_MESSAGE);

const MONEY = /^\d+(\.\d{1,2})?$/;

/** Whether a non-negative decimal string fits a `numeric(20,2)` column. */
export function moneyFits(value: string): boolean {
  const integer = value.trim().replace(/^[+-]/, '').split('.')[0] ?? '';
  return integer.replace(/^0+(?=\d)/, '').length <= MONEY_INTEGER_DIGITS;
}

/** The exact sum of decimal strings with at most 2 decimals (sen arithmetic on BigInt). */
export function sumMoney(values: readonly string[]): string {
  let total = 0n;
  for (const v of values) {
    const [integer = '0', fraction = ''] = v.trim().split('.');
    total += BigInt(integer || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  }
  const digits = total.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Money as sent: a non-negative decimal with at most 2 decimals ('1500000', '12.50'); numbers are accepted. It must
 * fit a `numeric(20,2)` column.
 */
export const moneyInputSchema = z
  .union([z.string(), z.number()], { message: MONEY_MESSAGE })
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? numberText(v) : String(v).trim()))
  .refine((v) => MONEY.test(v), MONEY_MESSAGE)
  .refine((v) => !MONEY.test(v) || moneyFits(v), MONEY_TOO_LARGE_MESSAGE);

/** A JSON number as plain decimal text (1e21 has no exponent form a column understands). */
function numberText(value: number): string {
  const text = String(value);
  return text.includes('e') && Math.abs(value) >= 1 ? BigInt(Math.trunc(value)).toString() : text;
}

/** An amount of money that must be more than zero (an item's estimated value). */
export const positiveMoneySchema = moneyInputSchema.refine(
  (v) => !MONEY.test(v) || /[1-9]/.test(v),
  'Nilai harus lebih dari 0',
);

/** Whether a string holds the NUL character, which PostgreSQL text cannot store. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

export const NUL_MESSAGE = 'Karakter tidak valid (NUL)';
