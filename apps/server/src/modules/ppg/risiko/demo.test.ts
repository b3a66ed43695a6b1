import { RISK_BANDS, triwulanOf } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoPpgUpg } from '../diseminasi/demo';
import { seedDemoRisiko } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(() => t.close());

describe('PPG risk register demo', () => {
  it('gives the four demo institutions a risk in every band this year with progress in quarters I–II, once', async () => {
    await seedDemoPpgUpg(t.app);
    const made = await seedDemoRisiko(t.app);
    expect(made).toBeGreaterThanOrEqual(16);
    expect(await seedDemoRisiko(t.app)).toBe(0);
    const { tahun, triwulan } = triwulanOf(todayJakarta());
    const kpk = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
    const all = (await kpk('GET', `/api/identifikasi-titik-rawan?tahun=${tahun}&per_page=100`)).json().data;
    expect(all.total).toBe(16);
    expect(new Set(all.items.map((i: { instansi: { id: number } }) => i.instansi.id)).size).toBe(4);
    const peta = (await kpk('GET', `/api/identifikasi-titik-rawan/peta?tahun=${tahun}`)).json().data;
    for (const band of RISK_BANDS) expect(peta.per_band[band]).toBe(4);
    const own = caller(t.app, await loginAs(t.app, 'upg'));
    const tw1 = (await own('GET', `/api/realisasi-mitigasi?tahun=${tahun}&triwulan=1`)).json().data;
    expect(tw1.total).toBe(4);
    expect(tw1.items.every((x: { realisasi: unknown }) => x.realisasi !== null)).toBe(true);
    const tw2 = (await own('GET', `/api/realisasi-mitigasi?tahun=${tahun}&triwulan=2`)).json().data;
    expect(tw2.items.every((x: { realisasi: unknown }) => x.realisasi !== null)).toBe(triwulan >= 2);
  });
});
