import { createHmac } from 'node:crypto';
import { MASTER_DEFINITIONS } from '@gratifikasi/domain';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { pelapors, role_users, users } from '../db/schema';
import { masterTableOf } from '../db/schema/masters';
import { createTestApp, loginAs, type TestApp } from '../test/app';
import { hashSeed, type IdPool, prng, sample } from '../test/fuzz';
import { casesFor, leakIn, type Operation, type Route, urlOf } from '../test/fuzz-cases';
import { randomNotification, randomTemplate, signatureOf } from '../test/fuzz-inputs';
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
  }, 600_000);

  /** One deep case's answer: no 5xx, no internals, no path or file of the server. */
  function judge(where: string, status: number, body: string, failures: string[]): void {
    if (status >= 500) failures.push(`${where} → ${status}: ${body.slice(0, 200)}`);
    const leak = leakIn(body, status);
    if (leak) failures.push(`${where} → ${status} leaks ${leak}: ${body.slice(0, 200)}`);
    for (const secret of [repoRoot, process.cwd(), 'ENOENT', '"dependencies"', 'loadConfig']) {
      if (body.includes(secret)) failures.push(`${where} → ${status} names ${secret}: ${body.slice(0, 200)}`);
    }
  }

  it('books no signed payment notification with garbage fields into a 5xx', async () => {
    const rand = prng(hashSeed(`${SEED} pembayaran`));
    const sign = (text: string) =>
      createHmac('sha256', t.app.ctx.config.paymentSecret).update(text).digest('hex');
    const failures: string[] = [];
    for (let i = 0; i < 150; i++) {
      const n = randomNotification(rand);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pembayaran/notifikasi',
        remoteAddress: FUZZ_IP,
        headers: { 'x-signature': signatureOf(n, sign) },
        payload: n,
      });
      judge(`notifikasi ${JSON.stringify(n)}`, res.statusCode, res.body, failures);
      const items = [n, randomNotification(rand)].map((item) => ({
        ...item,
        signature: signatureOf(item, sign),
      }));
      const settled = await t.app.inject({
        method: 'POST',
        url: '/api/pembayaran/settlement',
        remoteAddress: FUZZ_IP,
        payload: { tanggal: '2026-11-27', items },
      });
      judge(`settlement ${JSON.stringify(items)}`, settled.statusCode, settled.body, failures);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('checks and previews random templates without a 5xx or a path of the server', async () => {
    const rand = prng(hashSeed(`${SEED} template`));
    await login('superuser'); // the route walk ends with a logout
    const headers = { authorization: `Bearer ${tokens.get('superuser')}` };
    const failures: string[] = [];
    for (let i = 0; i < 120; i++) {
      const isi = randomTemplate(rand);
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/dokumen/template/periksa',
        remoteAddress: FUZZ_IP,
        headers,
        payload: { isi },
      });
      judge(`periksa ${JSON.stringify(isi)}`, check.statusCode, check.body, failures);
      if (i % 6 !== 0) continue;
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/dokumen/template/pratinjau',
        remoteAddress: FUZZ_IP,
        headers,
        payload: { isi, jenis: 'sp3' },
      });
      const pdf = preview.statusCode === 200;
      judge(`pratinjau ${JSON.stringify(isi)}`, preview.statusCode, pdf ? '' : preview.body, failures);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 180_000);
});
