import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { laporans } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { makePelapor, masterId } from '../laporan/test-fixtures';
import { refreshRingkasan, ringkasanRefreshedAt } from './ringkasan';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (user: string) => caller(t.app, tokens[user]);

/**
 * A known set, alone (the demo's reports are deleted first), with figures computed by hand:
 * 2023: C 1 report Dec (Rp200,000,000). 2024: A 3 in January (Rp1,000,000 each, one late), A 2 in April
 * (Rp500,000.50 each), B 4 in February (Rp20,000,000 each, two late; two of them filed through the demo UPG).
 * Not counted: a draft and a deleted report. Targets of 2024: A 90%.
 */
async function seedKnownSet(): Promise<void> {
  const db = t.database.db;
  await db.update(laporans).set({ deleted_at: new Date() });
  const A = await masterId(db, 'instansi', 'KEMENKEU');
  const B = await masterId(db, 'instansi', 'PEMPROV-JABAR');
  const C = await masterId(db, 'instansi', 'PEMKOT-SURABAYA');
  const upg = await masterId(db, 'upg', 'UPG.KEMENKEU');
  const pelapor = await makePelapor(db, { nama: 'Pelapor Rekap' });
  let n = 0;
  const file = async (
    instansi: number,
    at: string | null,
    nilai: string,
    extra: Partial<typeof laporans.$inferInsert> = {},
  ) => {
    n++;
    await db.insert(laporans).values({
      pelapor_id: pelapor,
      created_by_role: 'individu',
      kanal: 'INDIVIDU',
      status: at ? 'TERKIRIM' : 'DRAFT',
      nosig: at ? `RPT-${String(n).padStart(3, '0')}` : null,
      instansi_id: instansi,
      submitted_at: at ? new Date(at) : null,
      total_nilai: nilai,
      nama_pemberi: 'Pemberi Uji',
      ...extra,
    });
  };
  await file(C, '2023-12-10T03:00:00Z', '200000000.00');
  // 1 January 2024 07.00 in Jakarta is 31 December 2023 in UTC: the month is Jakarta's.
  await file(A, '2023-12-31T17:00:00Z', '1000000.00', { is_terlambat: true });
  await file(A, '2024-01-15T03:00:00Z', '1000000.00');
  await file(A, '2024-01-20T03:00:00Z', '1000000.00');
  await file(A, '2024-04-02T03:00:00Z', '500000.50');
  await file(A, '2024-04-03T03:00:00Z', '500000.50');
  await file(B, '2024-02-01T03:00:00Z', '20000000.00', { is_terlambat: true });
  await file(B, '2024-02-02T03:00:00Z', '20000000.00', { is_terlambat: true });
  await file(B, '2024-02-03T03:00:00Z', '20000000.00', {
    kanal: 'UPG',
    upg_id: upg,
    batas_lapor_upg: '2024-01-20',
    is_terlambat_upg: true,
  });
  await file(B, '2024-02-04T03:00:00Z', '20000000.00', {
    kanal: 'UPG',
    upg_id: upg,
    batas_lapor_upg: '2024-02-10',
  });
  await file(A, null, '999.00');
  await file(A, '2024-05-01T03:00:00Z', '999.00', { deleted_at: new Date() });
  await db.execute(
    sql`insert into target_kepatuhan_instansis (instansi_id, tahun, target) values (${A}, 2024, 90)`,
  );
  await refreshRingkasan(db);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedKnownSet();
  for (const u of ['reporter', 'observer', 'anggota_tim', 'upg', 'individu', 'data_entry']) {
    tokens[u] = await loginAs(t.app, u);
  }
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
const data = (res: { json: () => unknown }) =>
  (res.json() as { data: { rows: Row[]; total: number; totals: Row } }).data;
const pick = (rows: Row[], ...keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

describe('aggregate reports against hand-computed figures', () => {
  it('report-per-instansi: per institution in 2024, with the totals of the whole set', async () => {
    const res = await as('reporter')('GET', '/api/report/report-per-instansi?tahun=2024');
    expect(res.statusCode, res.body).toBe(200);
    const d = data(res);
    expect(pick(d.rows, 'instansi', 'jumlah', 'nilai', 'terlambat')).toEqual([
      { instansi: expect.stringMatching(/Keuangan/i), jumlah: 5, nilai: '4000001.00', terlambat: 1 },
      { instansi: expect.stringMatching(/Jawa Barat/i), jumlah: 4, nilai: '80000000.00', terlambat: 2 },
    ]);
    expect(d.total).toBe(2);
    expect(d.totals).toEqual({ jumlah: 9, nilai: '84000001.00', terlambat: 3 });
  });

  it('report-bulanan: twelve months of 2024, empty ones at zero', async () => {
    const d = data(await as('anggota_tim')('GET', '/api/report/report-bulanan?tahun=2024&per_page=12'));
    expect(d.rows.map((r) => r.jumlah)).toEqual([3, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(d.rows[0]?.bulan).toBe('Januari');
    expect(d.totals.jumlah).toBe(9);
  });

  it('report-triwulan, report-bulanan-kumulatif, report-akhir-tahun, report-tbn', async () => {
    const tri = data(await as('reporter')('GET', '/api/report/report-triwulan?tahun=2024'));
    expect(pick(tri.rows, 'triwulan', 'jumlah')).toEqual([
      { triwulan: 'Triwulan I', jumlah: 7 },
      { triwulan: 'Triwulan II', jumlah: 2 },
      { triwulan: 'Triwulan III', jumlah: 0 },
      { triwulan: 'Triwulan IV', jumlah: 0 },
    ]);
    const kum = data(
      await as('anggota_tim')('GET', '/api/report/report-bulanan-kumulatif?tahun=2024&per_page=12'),
    );
    expect(kum.rows.map((r) => r.kumulatif_jumlah)).toEqual([3, 7, 7, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    expect(kum.rows[11]?.kumulatif_nilai).toBe('84000001.00');
    const tahun = data(await as('anggota_tim')('GET', '/api/report/report-akhir-tahun'));
    expect(pick(tahun.rows, 'tahun', 'jumlah', 'instansi')).toEqual([
      { tahun: '2024', jumlah: 9, instansi: 2 },
      { tahun: '2023', jumlah: 1, instansi: 1 },
    ]);
    const tbn = data(await as('observer')('GET', '/api/report/report-tbn'));
    expect(tbn.rows.map((r) => r.jumlah)).toEqual([2, 3, 4, 1]);
    expect(tbn.totals).toEqual({ jumlah: 10, nilai: '284000001.00', terlambat: 3 });
  });

  it('report-per-wilayah and report-laporan', async () => {
    const w = data(await as('reporter')('GET', '/api/report/report-per-wilayah?tahun=2024'));
    expect(pick(w.rows, 'jumlah', 'instansi')).toEqual([
      { jumlah: 5, instansi: 1 },
      { jumlah: 4, instansi: 1 },
    ]);
    const l = data(await as('observer')('GET', '/api/report/report-laporan?tahun=2024'));
    expect(l.rows).toHaveLength(1);
    expect(l.rows[0]?.jumlah).toBe(9);
  });

  it('report-kepatuhan: on-time share per institution against its target', async () => {
    const d = data(
      await as('reporter')('GET', '/api/report/report-kepatuhan?tahun=2024&sort=instansi&order=asc'),
    );
    expect(pick(d.rows, 'jumlah', 'tepat_waktu', 'kepatuhan', 'target', 'memenuhi')).toEqual([
      { jumlah: 5, tepat_waktu: 4, kepatuhan: '80.00', target: '90.00', memenuhi: 'Tidak' },
      { jumlah: 4, tepat_waktu: 2, kepatuhan: '50.00', target: null, memenuhi: '-' },
    ]);
  });

  it('a UPG reads only the reports filed through it (live, not the summary)', async () => {
    const d = data(await as('upg')('GET', '/api/report/report-bulanan?tahun=2024&per_page=12'));
    expect(d.rows.map((r) => r.jumlah)).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(d.totals.nilai).toBe('40000000.00');
  });

  it("keeps the summary's refresh time briefly, and names the new one as soon as a refresh is recorded", async () => {
    const db = t.database.db;
    const url = '/api/report/report-bulanan?tahun=2024';
    const before = await ringkasanRefreshedAt(db);
    expect(before).not.toBeNull();
    // Not read again on every request: a change behind the cache's back goes unseen for now.
    await db.execute(
      sql`update report_refreshes set refreshed_at = '2000-01-01T00:00:00Z' where nama = 'laporan'`,
    );
    expect(await ringkasanRefreshedAt(db)).toBe(before);
    expect((await as('anggota_tim')('GET', url)).json().data.refreshed_at).toBe(before);
    await refreshRingkasan(db);
    const after = await ringkasanRefreshedAt(db);
    const [row] = rowsOf<{ at: string | Date }>(
      await db.execute(sql`select refreshed_at as at from report_refreshes where nama = 'laporan'`),
    );
    expect(after).toBe(new Date(row!.at).toISOString());
    expect(after! > before!).toBe(true);
    expect((await as('anggota_tim')('GET', url)).json().data.refreshed_at).toBe(after);
  });

  it('marks a month stale only when an update changes what the summary reads, each month once a transaction', async () => {
    const db = t.database.db;
    const marks = async (tx: typeof db) =>
      rowsOf<{ tahun: number; bulan: number }>(
        await tx.execute(sql`select tahun, bulan from report_ringkasan_bulans order by tahun, bulan`),
      );
    const [{ n: months } = { n: 0 }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct to_char(submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM'))::int n
        from laporans where submitted_at is not null`),
    );
    expect(months).toBeGreaterThan(1);
    const rolledBack = new Error('rolled back');
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from report_ringkasan_bulans`);
        // A decision's bookkeeping (step, version, holder, times): nothing the summary reads.
        await tx.execute(sql`update laporans set updated_at = now(), version = version + 1, step = 'f38'`);
        await tx.execute(sql`update wf_instances set updated_at = now(), version = version + 1`);
        expect(await marks(tx as unknown as typeof db)).toEqual([]);
        // A value changed on every filed report, twice: each month they were filed in, once.
        await tx.execute(
          sql`update laporans set total_nilai = total_nilai + 1 where submitted_at is not null`,
        );
        await tx.execute(
          sql`update laporans set total_nilai = total_nilai - 1 where submitted_at is not null`,
        );
        const marked = await marks(tx as unknown as typeof db);
        expect(marked).toHaveLength(months);
        expect(marked).toContainEqual({ tahun: 2024, bulan: 2 });
        throw rolledBack;
      })
      .catch((err) => {
        if (err !== rolledBack) throw err;
      });
  });

  it('the summary follows new reports once its job runs', async () => {
    const y = data(await as('anggota_tim')('GET', '/api/report/report-akhir-tahun?kanal=UPG'));
    expect(pick(y.rows, 'tahun', 'jumlah')).toEqual([{ tahun: '2024', jumlah: 2 }]);
    const db = t.database.db;
    const [one] = await db.select().from(laporans).where(sql`nosig = 'RPT-009'`);
    await db
      .insert(laporans)
      .values({ ...one!, id: undefined, nosig: 'RPT-100', submitted_at: new Date('2025-03-01T03:00:00Z') });
    // Due every 5 minutes: the schedule fires, the job rebuilds, the cached figures are dropped.
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 6 * 60_000), schedules: true });
    const z = data(await as('anggota_tim')('GET', '/api/report/report-akhir-tahun?kanal=UPG'));
    expect(pick(z.rows, 'tahun', 'jumlah')).toEqual([
      { tahun: '2025', jumlah: 1 },
      { tahun: '2024', jumlah: 2 },
    ]);
    await db.update(laporans).set({ deleted_at: new Date() }).where(sql`nosig = 'RPT-100'`);
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 12 * 60_000), schedules: true });
  });
});

describe('row reports', () => {
  it('report-logbook: one row per filed report, newest first, paged on the server', async () => {
    const d = data(await as('observer')('GET', '/api/report/report-logbook?per_page=3'));
    expect(d.total).toBe(10);
    expect(d.rows.map((r) => r.nosig)).toEqual(['RPT-006', 'RPT-005', 'RPT-010']);
    expect(d.rows[0]?.tanggal_lapor).toBe('2024-04-03');
    const jan = data(await as('anggota_tim')('GET', '/api/report/report-logbook?tahun=2024&bulan=1'));
    expect(jan.rows.map((r) => r.nosig).sort()).toEqual(['RPT-002', 'RPT-003', 'RPT-004']);
    // Reported to the UPG after its 10 HK (issue 28 §2); blank for a report made straight to the KPK.
    const upg = data(await as('anggota_tim')('GET', '/api/report/report-logbook?kanal=UPG'));
    expect(Object.fromEntries(upg.rows.map((r) => [r.nosig, r.terlambat_upg]))).toEqual({
      'RPT-009': 'Ya',
      'RPT-010': 'Tidak',
    });
    expect(jan.rows[0]?.terlambat_upg).toBeNull();
  });
});

describe('bad input and access', () => {
  it('an unknown parameter is a 422 naming it', async () => {
    const res = await as('reporter')('GET', '/api/report/report-per-instansi?foo=1');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('foo');
  });

  it('a filter the report does not take, or an unknown order column, is a 422 naming it', async () => {
    const res = await as('reporter')('GET', '/api/report/report-laporan?status=TERKIRIM&sort=nope');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['sort', 'status']);
  });

  it('a page too deep for the screen points to the export', async () => {
    const res = await as('observer')('GET', '/api/report/report-logbook?page=101&per_page=100');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Ekspor Excel');
  });

  it("another area's report is a 403; an unknown report a 404; a role without reports a 403", async () => {
    expect((await as('reporter')('GET', '/api/report/report-logbook')).statusCode).toBe(403);
    expect((await as('individu')('GET', '/api/report/report-per-instansi')).statusCode).toBe(403);
    expect((await as('reporter')('GET', '/api/report/report-tidak-ada')).statusCode).toBe(404);
    expect((await as('data_entry')('GET', '/api/report/report-bulanan')).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/report/report-bulanan')).statusCode).toBe(401);
  });

  it('GET /api/report lists only the caller’s reports', async () => {
    const keys = (await as('reporter')('GET', '/api/report')).json().data.map((r: { key: string }) => r.key);
    expect(keys).toContain('report-per-instansi');
    expect(keys).not.toContain('report-logbook');
  });
});

describe('Excel export', () => {
  it('streams the whole filtered set with its totals row', async () => {
    const res = await as('reporter')('GET', '/api/report/report-per-instansi/export?tahun=2024');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-report-rows']).toBe('2');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Instansi');
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(4).getCell(3).value).toBe(9);
    expect(ws.getRow(4).getCell(4).value).toBe(84000001);
  });

  it('a row report exports every row, past one screen page', async () => {
    const res = await as('observer')('GET', '/api/report/report-logbook/export');
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(11);
  });
});

describe('saved filters', () => {
  it('saves, lists and deletes the caller’s own sets; another user cannot delete them', async () => {
    const saved = await as('reporter')('POST', '/api/report/report-per-instansi/filter', {
      nama: 'Tahun 2024',
      params: { tahun: '2024', kanal: 'UPG' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    const list = await as('reporter')('GET', '/api/report/report-per-instansi/filter');
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, params: { tahun: '2024', kanal: 'UPG' } }),
    ]);
    expect((await as('anggota_tim')('GET', '/api/report/report-per-instansi/filter')).json().data).toEqual(
      [],
    );
    expect((await as('anggota_tim')('DELETE', `/api/report/filter/${id}`)).statusCode).toBe(404);
    const bad = await as('reporter')('POST', '/api/report/report-per-instansi/filter', {
      nama: 'Salah',
      params: { q: 'x', bulan: '13' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('bulan');
    expect((await as('reporter')('DELETE', `/api/report/filter/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/dashboard/kpk', () => {
  it("gives the year's figures to reporters, and the process figures to KPK staff only", async () => {
    const rep = await as('reporter')('GET', '/api/dashboard/kpk?tahun=2024');
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json().data).toMatchObject({
      tahun: 2024,
      laporan: 9,
      nilai: '84000001.00',
      terlambat: 3,
      proses: null,
    });
    expect(
      rep
        .json()
        .data.per_bulan.map((b: { jumlah: number }) => b.jumlah)
        .slice(0, 4),
    ).toEqual([3, 4, 0, 2]);
    const kpk = await as('anggota_tim')('GET', '/api/dashboard/kpk?tahun=2024');
    expect(kpk.json().data.proses).toEqual(expect.objectContaining({ berjalan: expect.any(Number) }));
    expect((await as('upg')('GET', '/api/dashboard/kpk')).statusCode).toBe(403);
    expect((await as('reporter')('GET', '/api/dashboard/kpk?bulan=1')).statusCode).toBe(422);
  });
});
