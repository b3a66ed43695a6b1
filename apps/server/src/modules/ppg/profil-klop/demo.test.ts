import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoPpgUpg } from '../diseminasi/demo';
import { seedDemoProfilKlop } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPpgUpg(t.app);
}, 600_000);
afterAll(() => t.close());

describe('institution’s year demo', () => {
  it('gives four institutions this year’s profile and plan through the API, once', async () => {
    expect(await seedDemoProfilKlop(t.app)).toBe(4);
    expect(await seedDemoProfilKlop(t.app)).toBe(0);
    const tahun = Number(todayJakarta().slice(0, 4));
    const kpk = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
    const all = (await kpk('GET', `/api/profile-klop?tahun=${tahun}`)).json().data;
    expect(all.total).toBe(4);
    const status = all.items.map((i: { status_rencana: string }) => i.status_rencana).sort();
    expect(status).toEqual(['approved', 'approved', 'return', 'submit']);
    const own = caller(t.app, await loginAs(t.app, 'upg'));
    const mine = (await own('GET', `/api/profile-klop/${tahun}`)).json().data;
    expect(mine.rencana_kerja).toMatchObject({ status: 'approved', status_label: 'Disetujui' });
    expect(mine.rencana_kerja.items.length).toBeGreaterThanOrEqual(5);
  });
});
