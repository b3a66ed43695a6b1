import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { seedDemoRisiko } from '../risiko/demo';
import { seedDemoVerifikasi } from '../verifikasi/demo';
import { seedDemoSkorTahunLalu } from '../verifikasi/demo-lalu';
import { seedDemoIntervensi } from './demo';

/** The intervention demo through the API, after the risk and score demos: one recorded with a follow-up, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
  await seedDemoRisiko(t.app);
  await seedDemoVerifikasi(t.app);
  await seedDemoSkorTahunLalu(t.app);
}, 600_000);
afterAll(() => t.close());

describe('the PPG intervention demo', () => {
  it('records one proposed intervention with a follow-up, once', async () => {
    expect(await seedDemoIntervensi(t.app)).toBe(1);
    expect(await seedDemoIntervensi(t.app)).toBe(0);
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const page = (await gh('GET', '/api/intervensi-upg')).json().data;
    expect(page.total).toBe(1);
    const [item] = page.items;
    expect(item.status).toBe('BERJALAN');
    expect(item.jumlah_tindak_lanjut).toBe(1);
    expect(item.alasan).toMatch(/^Diusulkan intervensi: /);
    const usulan = (await gh('GET', `/api/intervensi-upg/usulan?tahun=${item.tahun}`)).json().data as {
      instansi: { id: number };
      intervensi_terbuka: { id: number } | null;
    }[];
    expect(usulan.find((u) => u.instansi.id === item.instansi.id)?.intervensi_terbuka?.id).toBe(item.id);
  });
});
