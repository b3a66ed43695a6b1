import { hitungSkor, peringkat, type TahapPpg } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { seedDemoKonfigurasi } from '../ppg/konfigurasi/demo';
import { seedDemoVerifikasi } from '../ppg/verifikasi/demo';
import { seedDemoSkorTahunLalu } from '../ppg/verifikasi/demo-lalu';

/**
 * `report-penilaian-ppg` on the demo's scores (issue 25 §3): this year's one finished verification and last year's
 * four, each recomputed here from the member's scores with the domain's `hitungSkor`, ranked with `peringkat`.
 */
let t: TestApp;
const tahun = Number(todayJakarta().slice(0, 4));
type Row = Record<string, string | number | null>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
  await seedDemoVerifikasi(t.app);
}, 600_000);
afterAll(() => t.close());

/** Each kept verification's total and stages, recomputed from its scores. */
async function expected(year: number) {
  const db = t.database.db;
  const kept = rowsOf<{
    verifikasi_id: number;
    instansi: string;
    klasifikasi: number;
    iset: number;
    sset: number;
  }>(
    await db.execute(sql`select k.verifikasi_id, i.nama as instansi, i.klasifikasi_instansi_id as klasifikasi,
                                k.indikator_set_id as iset, k.skor_set_id as sset
                         from ppg_skor_instansis k join instansis i on i.id = k.instansi_id where k.tahun = ${year}`),
  );
  const out = [];
  for (const k of kept) {
    const ind = rowsOf<{ id: number; tahap: TahapPpg; bobot: string }>(
      await db.execute(sql`select id, tahap, bobot from ppg_indikators where set_id = ${k.iset}`),
    ).map((r) => ({ id: Number(r.id), tahap: Number(r.tahap) as TahapPpg, bobot: Number(r.bobot) }));
    const levels = rowsOf<{ indikator_id: number; skor: string }>(
      await db.execute(sql`select indikator_id, skor from ppg_skor_levels where skor_set_id = ${k.sset}`),
    ).map((r) => ({ indikator_id: Number(r.indikator_id), skor: Number(r.skor) }));
    const nilai = rowsOf<{ indikator_id: number; skor: string }>(
      await db.execute(
        sql`select indikator_id, skor from ppg_verifikasi_nilais where verifikasi_id = ${k.verifikasi_id}`,
      ),
    ).map((r) => ({ indikator_id: Number(r.indikator_id), skor: Number(r.skor) }));
    out.push({ instansi: k.instansi, klasifikasi: Number(k.klasifikasi), ...hitungSkor(ind, levels, nilai) });
  }
  return out;
}

describe('report-penilaian-ppg', () => {
  it('seeds last year’s scores once, through the chain', async () => {
    expect(await seedDemoSkorTahunLalu(t.app)).toBe(4);
    expect(await seedDemoSkorTahunLalu(t.app)).toBe(0);
  }, 600_000);

  it('shows last year’s scores, stages, rank within the classification and indicators', async () => {
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const res = await gh('GET', `/api/report/report-penilaian-ppg?tahun=${tahun - 1}&per_page=50`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { rows: Row[]; total: number };
    expect(data.total).toBe(4);
    const exp = await expected(tahun - 1);
    const ranks = new Map<string, number>();
    for (const k of new Set(exp.map((e) => e.klasifikasi))) {
      for (const r of peringkat(exp.filter((e) => e.klasifikasi === k))) ranks.set(r.instansi, r.peringkat);
    }
    for (const e of exp) {
      const row = data.rows.find((r) => r.instansi === e.instansi);
      expect(row, e.instansi).toBeDefined();
      expect(Number(row?.total)).toBe(e.total);
      expect(Number(row?.tahap_1)).toBe(e.perTahap[1]);
      expect(Number(row?.tahap_4)).toBe(e.perTahap[4]);
      expect(row?.peringkat).toBe(ranks.get(e.instansi));
      expect(row?.total_lalu).toBeNull();
      expect(String(row?.indikator)).toMatch(/^K1\.1: \d+\/100; K1\.2: /);
    }
    // Default order: the highest total first; PT PLN below the intervention bar.
    const totals = data.rows.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(Number(data.rows.find((r) => r.instansi === 'PT PLN (Persero)')?.total)).toBeLessThan(60);
    const kemenkes = data.rows.find((r) => r.instansi === 'Kementerian Kesehatan');
    const kemenkeu = data.rows.find((r) => r.instansi === 'Kementerian Keuangan');
    expect([kemenkes?.peringkat, kemenkeu?.peringkat].sort()).toEqual([1, 2]);
  });

  it('shows this year’s score with last year’s and the change; filters and sorts', async () => {
    const ppg = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
    const data = (await ppg('GET', `/api/report/report-penilaian-ppg?tahun=${tahun}`)).json().data as {
      rows: Row[];
    };
    const [now] = await expected(tahun);
    const lalu = (await expected(tahun - 1)).find((e) => e.instansi === now?.instansi);
    expect(data.rows).toHaveLength(1);
    const row = data.rows[0];
    expect(row?.instansi).toBe('Kementerian Keuangan');
    expect(Number(row?.total)).toBe(now?.total);
    expect(Number(row?.total_lalu)).toBe(lalu?.total);
    expect(Number(row?.perubahan)).toBeCloseTo((now?.total ?? 0) - (lalu?.total ?? 0), 2);
    expect(row?.peringkat).toBe(1);

    const named = (
      await ppg('GET', `/api/report/report-penilaian-ppg?tahun=${tahun - 1}&nama_instansi=kesehatan`)
    ).json().data as { rows: Row[] };
    expect(named.rows.map((r) => r.instansi)).toEqual(['Kementerian Kesehatan']);
    const asc = (
      await ppg('GET', `/api/report/report-penilaian-ppg?tahun=${tahun - 1}&sort=total&order=asc`)
    ).json().data as { rows: Row[] };
    expect(asc.rows[0]?.instansi).toBe('PT PLN (Persero)');
    const xlsx = await ppg('GET', `/api/report/report-penilaian-ppg/export?tahun=${tahun - 1}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('is the KPK area’s: a UPG or a reporter gets 403', async () => {
    for (const role of ['upg', 'reporter']) {
      const c = caller(t.app, await loginAs(t.app, role));
      expect((await c('GET', `/api/report/report-penilaian-ppg?tahun=${tahun}`)).statusCode).toBe(403);
    }
  });
});
