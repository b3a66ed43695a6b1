import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoPpgUpg } from '../diseminasi/demo';
import { seedDemoProfilKlop } from '../profil-klop/demo';
import { seedDemoRealisasiKlop } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPpgUpg(t.app);
  await seedDemoProfilKlop(t.app);
}, 600_000);
afterAll(() => t.close());

describe('quarterly realisation demo', () => {
  it('realises and accepts quarters I and II of the approved plans through the API, once', async () => {
    const today = todayJakarta();
    const tahun = Number(today.slice(0, 4));
    // Quarter II starts in April: before then only quarter I exists.
    const quarters = today >= `${tahun}-04-01` ? 2 : 1;
    expect(await seedDemoRealisasiKlop(t.app)).toBe(2 * quarters);
    expect(await seedDemoRealisasiKlop(t.app)).toBe(0);
    const kpk = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
    const all = (await kpk('GET', `/api/realisasi-rencana-kerja?tahun=${tahun}&status=approved`)).json().data;
    expect(all.total).toBe(2 * quarters);
    const own = caller(t.app, await loginAs(t.app, 'upg'));
    const q1 = (await own('GET', `/api/realisasi-rencana-kerja/${tahun}/1`)).json().data;
    expect(q1).toMatchObject({ status: 'approved', terlambat: false });
    expect(q1.items[0].capaian).toBe(q1.items[0].target);
  });
});
