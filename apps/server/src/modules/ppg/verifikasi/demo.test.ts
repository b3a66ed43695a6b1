import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { seedDemoVerifikasi } from './demo';

/** The verification demo through the API: a verification at every step of the chain, one score kept. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
}, 600_000);
afterAll(() => t.close());

describe('the PPG verification demo', () => {
  it('leaves one verification at each step and one finished score, once', async () => {
    expect(await seedDemoVerifikasi(t.app)).toBe(4);
    expect(await seedDemoVerifikasi(t.app)).toBe(0);
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const page = (await gh('GET', '/api/approval-verifikasi?peserta=ALL')).json().data;
    const by = Object.fromEntries(
      page.items.map((i: { instansi: { nama: string }; status: string }) => [i.instansi.nama, i.status]),
    );
    expect(by).toEqual({
      'Kementerian Keuangan': 'SELESAI',
      'Kementerian Kesehatan': 'REVIEW_DIREKTUR',
      'Pemerintah Provinsi Jawa Barat': 'REVIEW_GH',
      'PT PLN (Persero)': 'REVIEW_KATIM',
      'Pemerintah Kota Bandung': 'BELUM',
    });
    const kept = (await t.database.db.execute(
      sql`select count(*)::int as n, min(total)::float as total from ppg_skor_instansis`,
    )) as unknown as { rows: { n: number; total: number }[] };
    expect(kept.rows[0]?.n).toBe(1);
    expect(kept.rows[0]?.total).toBeGreaterThan(0);
    const direktur = caller(t.app, await loginAs(t.app, 'direktur'));
    const waiting = (await direktur('GET', '/api/approval-verifikasi?menunggu=ya')).json().data;
    expect(waiting.total).toBe(1);
  });
});
