import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoKegiatan } from '../kegiatan/demo';
import { seedDemoLaporanKegiatan } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the activity reports demo', () => {
  it('seeds one report at each approval status through the API, once, and moves their activities', async () => {
    const app = t.app as Parameters<typeof seedDemoLaporanKegiatan>[0];
    await seedDemoKegiatan(app);
    expect(await seedDemoLaporanKegiatan(app)).toBe(7);
    expect(await seedDemoLaporanKegiatan(app)).toBe(0);
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const all = (await gh('GET', '/api/laporan-kegiatan?per_page=100')).json().data;
    const statuses = all.items.map((i: { status: string }) => i.status).sort();
    expect(statuses).toEqual(['APPROVED', 'DIREKTUR', 'DRAFT', 'EOFFICE', 'REJECTED', 'RETURN', 'REVIEWER']);
    expect((await gh('GET', '/api/laporan-kegiatan?antrian=menunggu')).json().data.total).toBe(1);
    const direktur = caller(t.app, await loginAs(t.app, 'direktur'));
    expect((await direktur('GET', '/api/laporan-kegiatan?antrian=menunggu')).json().data.total).toBe(1);
    const signed = all.items.find((i: { status: string }) => i.status === 'APPROVED');
    const d = (await gh('GET', `/api/laporan-kegiatan/${signed.id}`)).json().data;
    expect(d.surat.kode).toBeTruthy();
    expect(d.peserta.total).toBeGreaterThan(0);
    const groups = (await gh('GET', '/api/kegiatan')).json().data.jumlah;
    expect(groups).toMatchObject({
      PELAPORAN: 1 + 3,
      PROSES_USER_LAIN: 2,
      EOFFICE: 1,
      SELESAI: 1,
      TOTAL: 13,
    });
  }, 300_000);
});
