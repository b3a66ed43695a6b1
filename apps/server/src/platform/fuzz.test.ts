import { MASTER_DEFINITIONS, type MasterDefinition } from '@gratifikasi/domain';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pelapors, role_users, users } from '../db/schema';
import { masterTableOf } from '../db/schema/masters';
import { createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../test/app';
import {
  HOSTILE_PARAMS,
  hashSeed,
  hostileValues,
  type IdPool,
  type JsonSchema,
  kindOf,
  LEAK_PATTERNS,
  masterBodySchema,
  pick,
  prng,
  sample,
  validObject,
} from '../test/fuzz';
import { DATABASE_INPUT_ERRORS } from './error-handler';

/**
 * Walks the OpenAPI document and sends every route malformed and hostile input (shaped by each field's schema) as a
 * guest and as a few roles. No answer may be a 5xx or carry a stack trace, a source path or SQL. Deterministic: the
 * cases of a route and role come from a PRNG seeded with their names.
 */

const SEED = 'gratifikasi-fuzz-1';
/** Debugging: `FUZZ_ONLY=/api/laporan/draft` runs only the routes whose path contains it and prints every answer. */
const ONLY = process.env.FUZZ_ONLY;
const ROLES = ['individu', 'upg', 'ketua_tim', 'superuser'] as const;
/** Cases per route and caller: the guest gets few on routes that need a token (they stop at the 401). */
const CAP = { guestPublic: 28, guestPrivate: 2, role: 14, superuser: 28 };
const FUZZ_IP = '10.77.0.1';
const SESSION_LOST = new Set([401, 467, 469, 471, 472]);
const DB_MESSAGES = Object.values(DATABASE_INPUT_ERRORS);
const OVERSIZE = JSON.stringify({ teks: 'x'.repeat(1024 * 1024 + 10) });

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
  isPublic: boolean;
}
interface Case {
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

function casesFor(route: Route, rand: () => number, ids: IdPool): Case[] {
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

function urlOf(route: Route, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '1');
}

function leakIn(body: string, status: number): RegExp | undefined {
  const patterns = status >= 400 ? LEAK_PATTERNS : LEAK_PATTERNS.slice(0, 5);
  return patterns.find((re) => re.test(body));
}

let t: TestApp;
let routes: Route[];
const tokens = new Map<string, string>();
const pools = new Map<string, IdPool>();

/** A live row of every master under its field name (`jenis_objek_id`), and a pelapor the caller may file for. */
async function idPool(role: string, masters: Record<string, number>): Promise<IdPool> {
  const db = t.database.db;
  const [user] = await db
    .select({ id: users.id, upg: role_users.scope_id })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(eq(users.username, role));
  const mine = user
    ? or(eq(pelapors.user_id, user.id), user.upg ? eq(pelapors.upg_id, user.upg) : undefined)
    : undefined;
  const [own] = await db.select({ id: pelapors.id }).from(pelapors).where(mine).limit(1);
  return { ...masters, ...(own ? { pelapor_id: own.id } : {}) };
}

async function masterIds(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const def of MASTER_DEFINITIONS) {
    const table = masterTableOf(def.key);
    const [row] = await t.database.db
      .select({ id: table.id })
      .from(table)
      .where(isNull(table.deleted_at))
      .orderBy(asc(table.id))
      .limit(1);
    if (row) out[`${def.key.replaceAll('-', '_')}_id`] = row.id;
  }
  return out;
}

async function login(role: string): Promise<void> {
  tokens.set(role, await loginAs(t.app, role, { ip: `10.88.0.${ROLES.indexOf(role as never) + 1}` }));
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  await t.app.ready();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, Operation & { security?: unknown[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      op,
      isPublic: Array.isArray(op.security) && op.security.length === 0,
    })),
  );
  if (ONLY) routes = routes.filter((r) => r.path.includes(ONLY));
  // Logging out ends the session the other cases use: it goes last.
  routes.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
  const masters = await masterIds();
  for (const role of ROLES) {
    await login(role);
    pools.set(role, await idPool(role, masters));
  }
}, 120_000);
afterAll(() => t.close());

describe('API fuzz (every route of the OpenAPI document)', () => {
  it('answers hostile input without a 5xx or a leak of internals', async () => {
    if (!ONLY) expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    const stats = new Map<number, number>();
    for (const route of routes) {
      for (const role of ['guest', ...ROLES]) {
        const rand = prng(hashSeed(`${SEED} ${route.method} ${route.path} ${role}`));
        const cap =
          role === 'guest'
            ? route.isPublic
              ? CAP.guestPublic
              : CAP.guestPrivate
            : role === 'superuser'
              ? CAP.superuser
              : CAP.role;
        for (const c of sample(rand, casesFor(route, rand, pools.get(role) ?? {}), cap)) {
          const token = tokens.get(role);
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: urlOf(route, c.params),
            remoteAddress: FUZZ_IP,
            headers: {
              ...(c.payload !== undefined && !c.headers ? { 'content-type': 'application/json' } : {}),
              ...c.headers,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(c.query ? { query: c.query } : {}),
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          };
          const res = await t.app.inject(options);
          sent += 1;
          const where = `${route.method} ${route.path} as ${role} [${c.label}] → ${res.statusCode}`;
          stats.set(res.statusCode, (stats.get(res.statusCode) ?? 0) + 1);
          if (ONLY) console.log(where, res.body.slice(0, 160));
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          const type = String(res.headers['content-type'] ?? '');
          const leak = /json|text|html/.test(type) ? leakIn(res.body, res.statusCode) : undefined;
          if (leak) failures.push(`${where}: leaks ${leak}: ${res.body.slice(0, 200)}`);
          // The database's own refusal is the last line of defence; validation should have named the field first.
          if (res.statusCode === 422 && DB_MESSAGES.some((m) => res.body.includes(m))) {
            failures.push(`${where}: reached the database: ${res.body.slice(0, 200)}`);
          }
          if (role !== 'guest' && !route.isPublic && SESSION_LOST.has(res.statusCode)) await login(role);
        }
      }
    }
    if (ONLY) console.log(sent, [...stats.entries()].sort());
    if (!ONLY) expect(sent).toBeGreaterThan(1000);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 300_000);
});
