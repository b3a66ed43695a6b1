import { z } from 'zod';
import {
  DATE_FLOOR,
  DATE_FLOOR_MESSAGE,
  hasNul,
  INT32_MAX,
  isCalendarDate,
  NUL_MESSAGE,
} from '../validation/input';
import type { MasterDefinition, MasterField } from './types';

/** One field's value as stored: text, number, boolean, a JSON value, or nothing. */
export type MasterValue = unknown;
export type MasterRecord = Record<string, MasterValue>;

export const MASTER_MESSAGES = {
  required: 'Wajib diisi',
  maxLength: (n: number) => `Maksimal ${n} karakter`,
  minLength: (n: number) => `Minimal ${n} karakter`,
  number: 'Harus berupa angka',
  integer: 'Harus berupa bilangan bulat',
  maxValue: (n: number) => `Maksimal ${n}`,
  minValue: (n: number) => `Minimal ${n}`,
  email: 'Format email tidak valid',
  url: 'Format URL tidak valid',
  option: 'Pilihan tidak valid',
  date: 'Format tanggal harus YYYY-MM-DD',
  color: 'Format warna tidak valid (contoh #1A2B3C)',
  boolean: 'Harus berupa ya atau tidak',
  json: 'Format JSON tidak valid',
} as const;

/** Default maximum length of a `text`-like field (its varchar size). */
export const DEFAULT_TEXT_MAX = 255;
/** numeric(20,2): up to 18 digits before the point and 2 after. */
const DECIMAL = /^-?\d{1,18}(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An absolute http(s) URL, or a path on this site (an uploaded file: `/api/konten/berkas/2026/11/<uuid>.png`), never `//host`. */
const URL_OR_PATH = /^(?:https?:\/\/\S+|\/(?![/\\])\S*)$/i;
/** Types without a default length limit (the request body limit bounds them). */
const LONG_TEXT_TYPES = new Set<MasterField['type']>(['textarea', 'richtext', 'json']);
const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export type FieldResult = { ok: true; value: MasterValue } | { ok: false; message: string };
const ok = (value: MasterValue): FieldResult => ({ ok: true, value });
const fail = (message: string): FieldResult => ({ ok: false, message });

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return Number(raw);
  return null;
}

function checkRange(field: MasterField, n: number): FieldResult | null {
  if (field.min !== undefined && n < field.min) return fail(MASTER_MESSAGES.minValue(field.min));
  if (field.max !== undefined && n > field.max) return fail(MASTER_MESSAGES.maxValue(field.max));
  // An integer column holds 32 bits whatever the definition says.
  if (field.type === 'integer' && Math.abs(n) > INT32_MAX) return fail(MASTER_MESSAGES.maxValue(INT32_MAX));
  return null;
}

function parseText(field: MasterField, raw: unknown): FieldResult {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail(MASTER_MESSAGES.required);
  const text = String(raw).trim();
  if (hasNul(text)) return fail(NUL_MESSAGE);
  const max = field.max ?? (LONG_TEXT_TYPES.has(field.type) ? undefined : DEFAULT_TEXT_MAX);
  if (max !== undefined && text.length > max) return fail(MASTER_MESSAGES.maxLength(max));
  if (field.min !== undefined && text.length < field.min) return fail(MASTER_MESSAGES.minLength(field.min));
  if (field.type === 'email' && !EMAIL.test(text)) return fail(MASTER_MESSAGES.email);
  if (field.type === 'url' && !URL_OR_PATH.test(text)) return fail(MASTER_MESSAGES.url);
  if (field.type === 'color' && !COLOR.test(text)) return fail(MASTER_MESSAGES.color);
  return ok(text);
}

function parseBoolean(raw: unknown): FieldResult {
  if (typeof raw === 'boolean') return ok(raw);
  const text = String(raw).trim().toLowerCase();
  if (['true', '1', 'ya', 'y'].includes(text)) return ok(true);
  if (['false', '0', 'tidak', 't', 'n'].includes(text)) return ok(false);
  return fail(MASTER_MESSAGES.boolean);
}

function parseDate(raw: unknown): FieldResult {
  // Excel cells arrive as Date objects (UTC midnight); forms and JSON send the text.
  const isDate = raw instanceof Date && !Number.isNaN(raw.getTime());
  const text = isDate ? raw.toISOString().slice(0, 10) : typeof raw === 'string' ? raw.trim() : '';
  if (!isCalendarDate(text)) return fail(MASTER_MESSAGES.date);
  return text < DATE_FLOOR ? fail(DATE_FLOOR_MESSAGE) : ok(text);
}

function parseJson(raw: unknown): FieldResult {
  if (typeof raw !== 'string') return ok(raw);
  try {
    return ok(JSON.parse(raw));
  } catch {
    return fail(MASTER_MESSAGES.json);
  }
}

function parsePresent(field: MasterField, raw: unknown): FieldResult {
  switch (field.type) {
    case 'integer':
    case 'relation': {
      const n = toNumber(raw);
      if (n === null)
        return fail(field.type === 'relation' ? MASTER_MESSAGES.option : MASTER_MESSAGES.number);
      if (!Number.isInteger(n)) return fail(MASTER_MESSAGES.integer);
      if (field.type === 'relation') return n > 0 && n <= INT32_MAX ? ok(n) : fail(MASTER_MESSAGES.option);
      return checkRange(field, n) ?? ok(n);
    }
    case 'decimal':
    case 'money': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!DECIMAL.test(text)) return fail(MASTER_MESSAGES.number);
      return checkRange(field, Number(text)) ?? ok(text);
    }
    case 'boolean':
      return parseBoolean(raw);
    case 'date':
      return parseDate(raw);
    case 'enum': {
      if (field.multiple) return parseEnumList(field, raw);
      const value = String(raw).trim();
      if (hasNul(value)) return fail(NUL_MESSAGE);
      return field.options?.some((o) => o.value === value) ? ok(value) : fail(MASTER_MESSAGES.option);
    }
    case 'json':
      return parseJson(raw);
    default:
      return parseText(field, raw);
  }
}

/** A list enum: an array, or the values (or labels) separated by commas as an Excel cell or a query holds them. */
function parseEnumList(field: MasterField, raw: unknown): FieldResult {
  const parts = (Array.isArray(raw) ? raw : String(raw).split(','))
    .map((v) => String(v).trim())
    .filter(Boolean);
  const values: string[] = [];
  for (const part of parts) {
    if (hasNul(part)) return fail(NUL_MESSAGE);
    const option = field.options?.find((o) => o.value === part || o.label === part);
    if (!option) return fail(MASTER_MESSAGES.option);
    if (!values.includes(option.value)) values.push(option.value);
  }
  return values.length || !field.required
    ? ok(values.length ? values : null)
    : fail(MASTER_MESSAGES.required);
}

const isEmpty = (raw: unknown) =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && raw.trim() === '') ||
  (Array.isArray(raw) && raw.length === 0);

/**
 * One field's raw input (JSON body, form or Excel cell) to its stored value. Empty input is null, or the
 * field's default; a required field then fails with 'Wajib diisi'. Booleans without input are false.
 */
export function parseMasterField(field: MasterField, raw: unknown): FieldResult {
  if (isEmpty(raw)) {
    if (field.default !== undefined && field.default !== null) return parsePresent(field, field.default);
    if (field.type === 'boolean') return ok(false);
    return field.required ? fail(MASTER_MESSAGES.required) : ok(null);
  }
  return parsePresent(field, raw);
}

/** The Zod object of a master's record (create and the full-record update), shared by server and web forms. */
export function masterRecordSchema(def: MasterDefinition) {
  const shape: Record<string, z.ZodType<MasterValue>> = {};
  for (const field of def.fields) {
    shape[field.name] = z.unknown().transform((raw, ctx) => {
      const result = parseMasterField(field, raw);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
  }
  // Every field is present after this step, so a missing key reaches its parser (default or 'Wajib diisi').
  const fillMissing = (input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const filled: Record<string, unknown> = { ...input };
    for (const field of def.fields) filled[field.name] ??= null;
    return filled;
  };
  return z.preprocess(fillMissing, z.object(shape));
}
