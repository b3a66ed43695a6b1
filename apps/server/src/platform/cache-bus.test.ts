import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app';
import { testDatabaseUrl } from '../config';
import type { Database } from '../db/client';
import { openPostgres } from '../db/postgres';
import { caller, createTestApp, loginAs, type TestApp } from '../test/app';

/**
 * Issue 9 §4: two app instances on one PostgreSQL database, as two processes of WEB_CONCURRENCY would be. A write
 * through one drops the cached copies of the other (LISTEN/NOTIFY), well before any TTL would.
 */
describe.skipIf(!testDatabaseUrl())('cache invalidation across processes (PostgreSQL)', () => {
  let t: TestApp;
  let second: { app: App; database: Database };
  let a: ReturnType<typeof caller>;
  let b: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    if (!t.url) throw new Error('a PostgreSQL test database has a URL');
    const database = openPostgres(t.url, 3);
    second = {
      database,
      app: await buildApp({ logger: false, mailTransport: null, config: t.app.ctx.config, database }),
    };
    const token = await loginAs(t.app, 'sysadmin');
    a = caller(t.app, token);
    b = caller(second.app, token);
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
  });

  it('a master renamed through one process is renamed in the other’s dropdown at once', async () => {
    const page = async (who: typeof a) => (await who('GET', '/api/provinsis?q=aceh')).json().data.items;
    const [aceh] = await page(b);
    expect(aceh.nama).not.toBe('Aceh (diubah)');
    const admin = await a('GET', `/api/admin/masters/provinsi/${aceh.id}`);
    const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...record } = admin.json().data;
    const put = await a('PUT', `/api/admin/masters/provinsi/${aceh.id}`, {
      ...record,
      nama: 'Aceh (diubah)',
    });
    expect(put.statusCode, put.body).toBe(200);
    // The other process's page was cached for 30 s; the notification drops it.
    await vi.waitFor(async () => expect((await page(b))[0].nama).toBe('Aceh (diubah)'), { timeout: 5_000 });
  });

  it('a report filed through one process shows in the other’s shared counts at once', async () => {
    const kpk = caller(second.app, await loginAs(t.app, 'ketua_tim'));
    const count = async () =>
      (await kpk('GET', '/api/laporan/tabbed'))
        .json()
        .data.tabs.find((x: { key: string }) => x.key === 'TERKIRIM').count as number;
    const before = await count();
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    const { loadRefs, savePayload } = await import('../modules/laporan/test-fixtures');
    const refs = await loadRefs(t.database.db);
    const me = (await individu('GET', '/api/my-profile')).json().data;
    const pelaporId = me.pelapors?.[0]?.id ?? me.profile?.pelapors?.[0]?.id;
    expect(pelaporId).toBeGreaterThan(0);
    const saved = await individu('POST', '/api/laporan/save', savePayload(refs, pelaporId));
    expect(saved.statusCode, saved.body).toBe(200);
    // Counts are kept 15 s (stale-while-revalidate); the notification drops them in the other process.
    await vi.waitFor(async () => expect(await count()).toBe(before + 1), { timeout: 5_000 });
  });
});
