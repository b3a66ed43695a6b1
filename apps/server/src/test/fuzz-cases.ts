import { MASTER_DEFINITIONS, type MasterDefinition } from '@gratifikasi/domain';
import { multipart, TINY_PNG } from './app';
import {
  HOSTILE_PARAMS,
  hostileValues,
  type IdPool,
  type JsonSchema,
  kindOf,
  LEAK_PATTERNS,
  masterBodySchema,
  pick,
  sample,
  validObject,
} from './fuzz';

/** The API fuzzer's cases for one route and caller, built from the route's OpenAPI operation (platform/fuzz.test.ts). */

const OVERSIZE = JSON.stringify({ teks: 'x'.repeat(1024 * 1024 + 10) });

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface Route {
  method: string;
  path: string;
  op: Operation;
  isPublic: boolean;
}
export interface Case {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Masters whose fields cover every field type, so master writes meet every parser. */
function coveringMasters(): MasterDefinition[] {
  const chosen = new Map<string, MasterDefinition>();
  for (const def of MASTER_DEFINITIONS) {
    for (const f of def.fields) if (!chosen.has(f.type)) chosen.set(f.type, def);
  }
  return [...new Set(chosen.values())];
}
const MASTERS = coveringMasters();

function validParam(route: Route, name: string, rand: () => number): string {
  if (name === 'key') {
    if (route.path.startsWith('/api/admin/masters')) return pick(rand, MASTERS).key;
    return 'max_idle';
  }
  if (name === 'nik') return '3171015501900001';
  if (name === 'token') return 'a'.repeat(64);
  // Reads may meet a real row; writes aim at a row that does not exist, so no seed data is destroyed.
  return route.method === 'GET' ? '1' : '987654';
}

const asQueryValue = (v: unknown): string | string[] => {
  if (Array.isArray(v)) return v.slice(0, 50).map((x) => String(x));
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The filterable fields of a master with their schemas. */
function masterBodySchemaFilters(def: MasterDefinition): { name: string; schema: JsonSchema }[] {
  const properties = masterBodySchema(def).properties ?? {};
  return def.fields.filter((f) => f.filter).map((f) => ({ name: f.name, schema: properties[f.name] ?? {} }));
}

function bodySchemaOf(route: Route, params: Record<string, string>): JsonSchema | null {
  const json = route.op.requestBody?.content?.['application/json']?.schema;
  if (json) return json;
  if (route.path.startsWith('/api/admin/masters/{key}') && ['POST', 'PUT'].includes(route.method)) {
    const def = MASTERS.find((m) => m.key === params.key);
    if (def && !route.path.endsWith('/import') && !route.path.endsWith('/restore'))
      return masterBodySchema(def);
  }
  return null;
}

function bodyCases(schema: JsonSchema, rand: () => number, ids: IdPool): Case[] {
  const base = validObject(schema, 0, ids);
  const json = (label: string, body: unknown): Case => ({ label, payload: JSON.stringify(body) });
  const cases: Case[] = [
    json('valid-looking body', base),
    { label: 'malformed JSON', payload: '{"a":' },
    json('null body', null),
    json('array body', []),
    json('missing fields', {}),
    json('extra field', { ...base, tambahan: 'x', __proto__: { admin: true } }),
    { label: 'oversize body', payload: OVERSIZE },
  ];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    for (const value of sample(rand, hostileValues(field, key), 2)) {
      cases.push(json(`${key}=${JSON.stringify(value).slice(0, 40)}`, { ...base, [key]: value }));
    }
    const item = field.items ?? (field.anyOf ?? []).find((s) => s.items)?.items;
    if (kindOf(field, key) !== 'array' || !item?.properties) continue;
    const one = validObject(item, 0, ids);
    for (const [sub, subField] of Object.entries(item.properties)) {
      const value = pick(rand, hostileValues(subField, sub));
      cases.push(
        json(`${key}.0.${sub}=${JSON.stringify(value).slice(0, 40)}`, {
          ...base,
          [key]: [{ ...one, [sub]: value }],
        }),
      );
      if (kindOf(subField, sub) === 'money') {
        const many = Array.from({ length: 100 }, () => ({ ...one, [sub]: '999999999999999999.99' }));
        cases.push(json(`${key}: 100 × max ${sub} (total overflows)`, { ...base, [key]: many }));
      }
    }
  }
  return cases;
}

export function casesFor(route: Route, rand: () => number, ids: IdPool): Case[] {
  const pathParams = (route.op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (route.op.parameters ?? []).filter((p) => p.in === 'query');
  const params = Object.fromEntries(pathParams.map((p) => [p.name, validParam(route, p.name, rand)]));
  const cases: Case[] = [];
  for (const p of pathParams) {
    for (const value of HOSTILE_PARAMS)
      cases.push({ label: `:${p.name}=${value.slice(0, 30)}`, params: { ...params, [p.name]: value } });
  }
  for (const q of queryParams) {
    for (const value of sample(rand, hostileValues(q.schema, q.name), 3)) {
      cases.push({
        label: `?${q.name}=${String(value).slice(0, 30)}`,
        params,
        query: { [q.name]: asQueryValue(value) },
      });
    }
  }
  if (route.method === 'GET') {
    const junk = {
      page: '1e400',
      per_page: '-5',
      q: 'a\u0000b',
      sort: "x';--",
      order: 'sideways',
      trashed: '2',
      id: '1099511627776',
    };
    cases.push({ label: 'undeclared query junk', params, query: junk });
    cases.push({ label: 'huge page', params, query: { page: '2147483648', per_page: '1099511627776' } });
    // A master's list filters are read from its definition at run time, not declared in the document.
    const def =
      route.path.startsWith('/api/admin/masters/{key}') && MASTERS.find((m) => m.key === params.key);
    for (const field of def ? masterBodySchemaFilters(def) : []) {
      const value = pick(rand, hostileValues(field.schema, field.name));
      cases.push({
        label: `?${field.name}=${String(value).slice(0, 30)}`,
        params,
        query: { [field.name]: asQueryValue(value) },
      });
    }
  }
  const schema = route.method === 'GET' || route.method === 'DELETE' ? null : bodySchemaOf(route, params);
  if (schema) {
    cases.push(...bodyCases(schema, rand, ids).map((c) => ({ ...c, params })));
  } else if (route.method !== 'GET') {
    const png = multipart({ bytes: TINY_PNG, filename: 'foto\u0000\u0007.png', contentType: 'image/png' });
    const file = multipart(
      { bytes: Buffer.from('bukan berkas'), filename: 'a\u0000b.png' },
      { collection: 'a\u0000b' },
    );
    cases.push(
      {
        label: 'JSON to a bodiless/multipart route',
        params,
        payload: JSON.stringify({ a: 'a\u0000b', n: 1e20 }),
      },
      { label: 'text/plain body', params, payload: 'teks', headers: { 'content-type': 'text/plain' } },
      { label: 'multipart junk file', params, payload: file.payload, headers: file.headers },
      { label: 'multipart PNG named with NUL', params, payload: png.payload, headers: png.headers },
      { label: 'oversize body', params, payload: OVERSIZE },
    );
  }
  return cases;
}

export function urlOf(route: Route, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '1');
}

export function leakIn(body: string, status: number): RegExp | undefined {
  const patterns = status >= 400 ? LEAK_PATTERNS : LEAK_PATTERNS.slice(0, 5);
  return patterns.find((re) => re.test(body));
}
