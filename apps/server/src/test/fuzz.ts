import type { MasterDefinition, MasterField } from '@gratifikasi/domain';

/** The part of JSON Schema (as the OpenAPI document has it) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  const?: unknown;
}

/** A seeded PRNG (mulberry32): the same seed gives the same cases on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a text (FNV-1a), to seed one route's and role's cases. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** The first choice of a shuffled copy, up to `n` items. */
export function sample<T>(rand: () => number, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

type Kind =
  | 'string'
  | 'date'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'enum'
  | 'array'
  | 'object'
  | 'any';

/** What a field is, looking through nullable unions; `name` helps where the schema is a bare string. */
export function kindOf(schema: JsonSchema, name = ''): Kind {
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
  if (variants.length > 1 && variants.some((s) => s.type === 'number')) return 'money';
  if (variants.length >= 1) return kindOf(variants[0] as JsonSchema, name);
  if (schema.enum || schema.const !== undefined) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') {
    const dateLike = schema.pattern?.includes('\\d{4})-') || schema.format === 'date';
    return dateLike || /^tanggal|(^|_)date|berlaku/.test(name) ? 'date' : 'string';
  }
  if (
    type === 'integer' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'array' ||
    type === 'object'
  ) {
    return type;
  }
  return 'any';
}

/** Real row ids by field name (`jenis_objek_id` → a live jenis-objek), so valid-looking bodies reach the services. */
export type IdPool = Readonly<Record<string, number>>;

/** A value that a form would plausibly send for the field, so the other fields' hostile values reach the checks. */
export function validValue(schema: JsonSchema, name = '', depth = 0, ids: IdPool = {}): unknown {
  if (schema.default !== undefined) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
  switch (kindOf(schema, name)) {
    case 'money':
      return '150000';
    case 'enum':
      return schema.const ?? schema.enum?.[0] ?? variants[0]?.enum?.[0];
    case 'date':
      return '2024-01-15';
    case 'integer':
      return ids[name] ?? Math.max(1, schema.minimum ?? 1);
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = schema.items ?? variants[0]?.items ?? {};
      // A list of ids with no known row (attachments, checklist) stays empty rather than point at nothing.
      if (depth > 3 || (kindOf(item) === 'integer' && ids[name] === undefined)) return [];
      return [validValue(item, name, depth + 1, ids)];
    }
    case 'object':
      return depth > 3 ? {} : validObject(variants[0] ?? schema, depth + 1, ids);
    case 'string':
      if (/email/.test(name) || schema.format === 'email') return 'uji@contoh.go.id';
      if (/telepon|phone/.test(name)) return '081234567890';
      if (name === 'nik') return '3171015501900001';
      return 'Uji coba kronologi yang cukup panjang'.slice(0, Math.max(schema.maxLength ?? 40, 1));
    default:
      return 'uji';
  }
}

export function validObject(schema: JsonSchema, depth = 0, ids: IdPool = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    // No `id`: a valid-looking body makes a new row rather than aim at someone else's.
    if (key !== 'id') out[key] = validValue(field, key, depth, ids);
  }
  return out;
}

export const HUGE_TEXT = 'x'.repeat(10_000);
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-29',
  '0000-00-00',
  '1899-12-31',
  '2026-13-01',
  '99999-01-01',
];
export const HOSTILE_INTEGERS = [2147483648, 1099511627776, -1, 0, 1.5, 1e20, 2 ** 53 + 2];
const NUL = 'a\u0000b';
const TRICKY_TEXT = [
  HUGE_TEXT,
  NUL,
  '😀'.repeat(300),
  '\u202e\ufeff\u0301ꦄ',
  "' OR 1=1 --",
  '<script>1</script>',
  ' ',
];

/** Values meant to break a field of this kind: wrong types, out-of-range numbers, impossible dates, NUL. */
export function hostileValues(schema: JsonSchema, name = ''): unknown[] {
  const common: unknown[] = [null, { nested: NUL }, NUL];
  switch (kindOf(schema, name)) {
    case 'date':
      return [...IMPOSSIBLE_DATES, '1900-01-01', '2999-12-31', '2024-1-5', 20240115, ...common];
    case 'integer':
      return [...HOSTILE_INTEGERS, '12', 'abc', ...common];
    case 'number':
      return [1e20, -1, 1e308, 0.001, 'abc', ...common];
    case 'money':
      return ['999999999999999999.99', '1e5', '-1', '0', 1e21, '12.345', 'Rp 1.000', ...common];
    case 'enum':
      return ['TIDAK_ADA', String(schema.enum?.[0] ?? '').toLowerCase(), 7, ...common];
    case 'boolean':
      return ['true', 1, ...common];
    case 'array': {
      const item = schema.items ?? {};
      const one = validValue(item, name);
      return [Array.from({ length: 1000 }, () => one), {}, 'x', [null], hostileValues(item, name), ...common];
    }
    case 'object':
      return [[], 'x', 12, { extra: NUL }, ...common];
    default:
      return [...TRICKY_TEXT, 12345, true, [], ...common];
  }
}

/** A path or query value meant to break the parameter. */
export const HOSTILE_PARAMS = [
  '1099511627776',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e400',
  'abc',
  '%00',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2000),
  "1'%20OR%20'1'='1",
];

/** The body schema of a master's record, from its definition (the route validates it inside the handler). */
export function masterBodySchema(def: MasterDefinition): JsonSchema {
  const fieldSchema = (f: MasterField): JsonSchema => {
    switch (f.type) {
      case 'integer':
      case 'relation':
        return { type: 'integer', minimum: 1 };
      case 'decimal':
      case 'money':
        return { anyOf: [{ type: 'string' }, { type: 'number' }] };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date' };
      case 'enum':
        return { type: 'string', enum: (f.options ?? []).map((o) => o.value) };
      case 'email':
        return { type: 'string', format: 'email', maxLength: f.max ?? 255 };
      case 'url':
        return { type: 'string', pattern: '^https?://' };
      default:
        return { type: 'string', maxLength: f.max ?? 255 };
    }
  };
  return {
    type: 'object',
    properties: Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f)])),
    required: def.fields.filter((f) => f.required).map((f) => f.name),
  };
}

/** Leaks of internals an answer must never carry: stack frames, source paths, SQL, driver messages. */
export const LEAK_PATTERNS = [
  /\bat [\w.<> ]+ \([^)]*:\d+:\d+\)/,
  /\.ts:\d+/,
  /\.js:\d+/,
  /\/work\//,
  /node_modules/,
  /relation "/,
  /syntax error/i,
  /\bSELECT [\w"*]/,
  /\bINSERT INTO\b/i,
  /\bUPDATE "?\w+"? SET\b/i,
  /\bDELETE FROM\b/i,
  /violates .* constraint/i,
  /invalid input syntax/i,
  /out of range/i,
  /DrizzleQueryError|PGlite|ZodError/,
];
