import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoKonfigurasi } from './demo';

/** The PPG frame's demo through the API: the group head and the director have work on first start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the PPG frame demo', () => {
  it('configures the current year and leaves a second indicator version with the director, once', async () => {
    expect(await seedDemoKonfigurasi(t.app)).toBe(1);
    expect(await seedDemoKonfigurasi(t.app)).toBe(0);
    const tahun = Number(todayJakarta().slice(0, 4));
    const direktur = caller(t.app, await loginAs(t.app, 'direktur'));
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const jadwal = (await gh('GET', `/api/konfigurasi-klop/${tahun}`)).json().data;
    expect(jadwal).toMatchObject({ ada: true, jumlah_peserta: 4 });
    const peserta = (await gh('GET', `/api/konfigurasi-klop/${tahun}/peserta?peserta=MONEV`)).json().data;
    expect(peserta.items.map((p: { nama: string }) => p.nama)).toContain('Kementerian Keuangan');
    const waiting = (await direktur('GET', '/api/konfigurasi-indikator?status=IN%20PROGRESS')).json().data;
    expect(waiting.items).toHaveLength(1);
    const v2 = (await direktur('GET', `/api/konfigurasi-indikator/${waiting.items[0].id}`)).json().data;
    expect(v2).toMatchObject({ versi: 2, total_bobot: 100 });
    expect(v2.aksi.dapat_bertindak).toBe(true);
    expect(v2.aksi.keputusan.map((k: { keputusan: string }) => k.keputusan).sort()).toEqual([
      'kembalikan',
      'setuju',
      'tolak',
    ]);
    const berlaku = (await gh('GET', `/api/kriteria-verif-skor/berlaku?tahun=${tahun}`)).json().data;
    expect(berlaku).toMatchObject({ versi: 1, status: 'APPROVED', indikator_versi: 1 });
  });
});
