import { count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, objek_gratifikasis, wf_instances } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoWork } from './demo';

/** Issue 10 "Demo data": every demo role's inbox has work on first start, moved there by the engine. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo work in progress', () => {
  it('files reports and moves them to every step through the API, once', { timeout: 180_000 }, async () => {
    const filed = await seedDemoWork(t.app);
    expect(filed).toBeGreaterThan(40);
    expect(await seedDemoWork(t.app)).toBe(0);
    const steps = await t.database.db
      .selectDistinct({ step: wf_instances.step })
      .from(wf_instances)
      .where(isNull(wf_instances.finished_at));
    expect(steps.map((s) => s.step).sort()).toEqual(
      expect.arrayContaining(['distribusi', 'f30', 'f3g', 'f40', 'f60', 'f74', 'f7A', 'f7E', 'f51', 'f5D']),
    );
    const [done] = await t.database.db
      .select({ n: count() })
      .from(laporans)
      .where(eq(laporans.status, 'SELESAI'));
    expect(done?.n).toBeGreaterThanOrEqual(2);
    // A request of each kind waiting: an SK cancellation on the group head, a deletion on the director.
    const requests = await t.database.db
      .select({ type: wf_instances.subject_type, step: wf_instances.step })
      .from(wf_instances)
      .where(inArray(wf_instances.subject_type, ['pembatalan_sk', 'penghapusan_laporan']));
    expect(requests).toEqual(
      expect.arrayContaining([
        { type: 'pembatalan_sk', step: 'persetujuan' },
        { type: 'penghapusan_laporan', step: 'persetujuan-direktur' },
      ]),
    );
    // Objects at various points of their custody (issue 12).
    const states = await t.database.db
      .selectDistinct({ state: objek_gratifikasis.state })
      .from(objek_gratifikasis);
    expect(states.map((s) => s.state).sort()).toEqual(
      expect.arrayContaining(['DIHARAPKAN', 'DIKEMAS', 'DISERAHKAN_DJKN', 'DISIMPAN', 'DITERIMA']),
    );
    for (const username of [
      'koordinator',
      'ketua_group',
      'ketua_tim',
      'anggota_tim',
      'direktur',
      'deputi',
      'pimpinan',
      'sekretaris',
    ]) {
      const me = caller(t.app, await loginAs(t.app, username));
      const res = await me('GET', '/api/laporan/kotak-masuk/jumlah');
      expect(res.statusCode).toBe(200);
      const waiting = res.json().data.tabs.find((tab: { key: string }) => tab.key === 'menunggu').count;
      expect(waiting, username).toBeGreaterThan(0);
      // "Waiting on me" is read one holder key at a time and merged: the pages, in deadline order, are the whole
      // list in that order, each report once, and their count is the tab's.
      const ids = async (q: string) =>
        (await me('GET', `/api/laporan/kotak-masuk?tab=menunggu${q}`))
          .json()
          .data.items.map(
            (r: { id: number; batas: string | null }) => `${r.batas ?? '~'}|${String(r.id).padStart(9, '0')}`,
          );
      const all: string[] = await ids('&per_page=100');
      expect(all.length, username).toBe(waiting);
      expect([...all].sort(), username).toEqual(all);
      const paged = [...(await ids('&per_page=2&page=1')), ...(await ids('&per_page=2&page=2'))];
      expect(paged, username).toEqual(all.slice(0, 4));
      // Every other tab's count is its list's length (the coordinator and the directorate count in process as the
      // open ones less their own), and the open ones per step add up to waiting and in process.
      const { tabs, per_langkah } = res.json().data;
      const count = (key: string) => tabs.find((tab: { key: string }) => tab.key === key).count;
      for (const tab of ['proses', 'dikembalikan', 'terlambat', 'selesai']) {
        const list = (await me('GET', `/api/laporan/kotak-masuk?tab=${tab}&per_page=100`)).json().data;
        expect(count(tab), `${username} ${tab}`).toBeLessThanOrEqual(100);
        expect(list.items.length, `${username} ${tab}`).toBe(count(tab));
      }
      const perStep = per_langkah.reduce((n: number, s: { count: number }) => n + s.count, 0);
      expect(perStep, username).toBe(count('menunggu') + count('proses'));
    }
  });
});
