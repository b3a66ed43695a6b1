import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppg_kegiatan_presensis, ppg_kegiatans } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoKegiatan } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the PPG activities demo', () => {
  it('seeds every status group through the API, once, with work for each PPG role', async () => {
    const app = t.app as Parameters<typeof seedDemoKegiatan>[0];
    expect(await seedDemoKegiatan(app)).toBe(6);
    expect(await seedDemoKegiatan(app)).toBe(0);
    const [hadir] = await t.database.db.select({ n: count() }).from(ppg_kegiatan_presensis);
    expect(Number(hadir?.n)).toBe(40);
    const [n] = await t.database.db.select({ n: count() }).from(ppg_kegiatans);
    expect(Number(n?.n)).toBe(6);
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const all = (await gh('GET', '/api/kegiatan')).json().data.jumlah;
    expect(all).toMatchObject({
      ANALISIS: 3,
      TIDAK_DIPENUHI: 1,
      DIBATALKAN: 1,
      PELAPORAN: 1,
      TOTAL: 6,
    });
    const member = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
    expect((await member('GET', '/api/kegiatanku?tab=pelaporan')).json().data.total).toBe(1);
    const leader = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
    expect((await leader('GET', '/api/kegiatanku')).json().data.total).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
