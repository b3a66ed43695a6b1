import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoPpgUpg } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(() => t.close());

describe('PPG dissemination and innovation demo', () => {
  it('gives four institutions events and innovations through the API, once', async () => {
    const made = await seedDemoPpgUpg(t.app);
    expect(made).toBeGreaterThanOrEqual(20);
    expect(await seedDemoPpgUpg(t.app)).toBe(0);
    const kpk = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
    const all = (await kpk('GET', '/api/diseminasi?per_page=100')).json().data;
    expect(new Set(all.items.map((i: { instansi: { id: number } }) => i.instansi.id)).size).toBe(4);
    const inovasi = (await kpk('GET', '/api/inovasi')).json().data;
    expect(inovasi.total).toBe(8);
    const own = caller(t.app, await loginAs(t.app, 'upg'));
    const mine = (await own('GET', '/api/diseminasi?per_page=100')).json().data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
  });
});
