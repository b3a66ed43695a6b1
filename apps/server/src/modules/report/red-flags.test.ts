import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, pelapors } from '../../db/schema';
import { cacheOf } from '../../platform/cache';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { makePelapor, masterId } from '../laporan/test-fixtures';
import { aturanOf } from './engine';
import { warmWholeResults } from './routes';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (user: string) => caller(t.app, tokens[user]);
type Row = Record<string, string | number | null>;
const rows = async (key: string, query = '') => {
  const res = await as('anggota_tim')('GET', `/api/report/${key}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
};

/**
 * Officials A, B, C. "PT Maju" (spelt three ways) gives to all three; "CV Lain" only to A. "Toko Kecil" gives A
 * three gifts of Rp600,000 within 10 days (each under the Rp1,500,000 negative-list limit, together over it). B
 * reported late twice, C once. Six gifts were received on 26-12-2024, the other eleven in August and October.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.update(laporans).set({ deleted_at: new Date() });
  const inst = await masterId(db, 'instansi', 'KEMENKEU');
  const A = await makePelapor(db, { nama: 'Pejabat A' });
  const B = await makePelapor(db, { nama: 'Pejabat B' });
  const C = await makePelapor(db, { nama: 'Pejabat C' });
  let n = 0;
  const file = async (pelapor: number, pemberi: string, tanggal: string, nilai: string, late = false) => {
    n++;
    await db.insert(laporans).values({
      pelapor_id: pelapor,
      created_by_role: 'individu',
      kanal: 'INDIVIDU',
      status: 'TERKIRIM',
      nosig: `RF-${String(n).padStart(3, '0')}`,
      instansi_id: inst,
      submitted_at: new Date(`${tanggal}T03:00:00Z`),
      tanggal_penerimaan: tanggal,
      nama_pemberi: pemberi,
      total_nilai: nilai,
      is_terlambat: late,
    });
  };
  await file(A, 'PT Maju', '2024-08-20', '2000000.00');
  await file(B, '  pt   maju ', '2024-08-21', '2000000.00', true);
  await file(C, 'PT MAJU', '2024-08-22', '2000000.00', true);
  await file(A, 'CV Lain', '2024-08-23', '100000.00');
  await file(A, 'Toko Kecil', '2024-10-20', '600000.00');
  await file(A, 'Toko Kecil', '2024-10-25', '600000.00');
  await file(A, 'Toko Kecil', '2024-10-29', '600000.00');
  await file(B, 'CV Lain', '2024-08-24', '100000.00', true);
  for (let i = 0; i < 3; i++) await file(C, `Pemberi ${i}`, '2024-08-26', '50000.00');
  for (let i = 0; i < 6; i++) await file(A, `Parsel ${i}`, '2024-12-26', '300000.00');
  // The seed holds the holidays of this year and the next; 2024's Christmas is the test's own.
  await db.execute(
    sql`insert into hari_liburs (tanggal, nama, jenis) values ('2024-12-25', 'Kelahiran Yesus Kristus (Natal)', 'libur_nasional')`,
  );
  tokens.anggota_tim = await loginAs(t.app, 'anggota_tim');
  tokens.reporter = await loginAs(t.app, 'reporter');
});
afterAll(() => t.close());

describe('red flags', () => {
  it('one giver across many officials, whatever the spelling', async () => {
    const r = await rows('red-flag-pemberi');
    expect(r).toEqual([
      expect.objectContaining({
        pejabat: 3,
        instansi: 1,
        jumlah: 3,
        nilai: '6000000.00',
        laporan: 'RF-001, RF-002, RF-003',
      }),
    ]);
  });

  it('gifts from one giver split under the negative-list limit', async () => {
    const r = await rows('red-flag-pemecahan');
    expect(r).toEqual([
      expect.objectContaining({
        pejabat: 'Pejabat A',
        dari: '2024-10-20',
        sampai: '2024-10-29',
        jumlah: 3,
        nilai: '1800000.00',
        laporan: 'RF-005, RF-006, RF-007',
      }),
    ]);
  });

  it('officials reporting late again and again', async () => {
    const r = await rows('red-flag-terlambat');
    expect(r).toEqual([
      expect.objectContaining({ pejabat: 'Pejabat B', terlambat: 2, laporan: 'RF-002, RF-008' }),
    ]);
  });

  it('spikes around religious holidays and the year end', async () => {
    const r = await rows('red-flag-lonjakan', '?tahun=2024');
    const names = r.map((x) => String(x.hari_raya));
    expect(names).toContain('Akhir tahun');
    expect(names.some((x) => /Natal/.test(x))).toBe(true);
    expect(
      r.map((x) => x.jumlah),
      JSON.stringify(r),
    ).toEqual(r.map(() => 6));
  });

  it('are computed whole ahead of the analysts, who read the kept result until it is dropped', async () => {
    const db = t.database.db;
    cacheOf(db).invalidate('report');
    await warmWholeResults(db, aturanOf(await t.app.ctx.settings.get()));
    // Pejabat C's second late report: not in the kept result, in the next one.
    const [c] = await db.select().from(pelapors).where(sql`nama = 'Pejabat C'`);
    const [late] = await db
      .insert(laporans)
      .values({
        pelapor_id: c!.id,
        created_by_role: 'individu',
        kanal: 'INDIVIDU',
        status: 'TERKIRIM',
        nosig: 'RF-100',
        submitted_at: new Date('2024-09-02T03:00:00Z'),
        tanggal_penerimaan: '2024-09-01',
        nama_pemberi: 'CV Baru',
        total_nilai: '100000.00',
        is_terlambat: true,
      })
      .returning();
    try {
      expect((await rows('red-flag-terlambat')).map((r) => r.pejabat)).toEqual(['Pejabat B']);
      cacheOf(db).invalidate('report');
      expect((await rows('red-flag-terlambat')).map((r) => r.pejabat).sort()).toEqual([
        'Pejabat B',
        'Pejabat C',
      ]);
    } finally {
      await db.delete(laporans).where(sql`id = ${late!.id}`);
      cacheOf(db).invalidate('report');
    }
  });

  it('are for KPK analysts only', async () => {
    expect((await as('reporter')('GET', '/api/report/red-flag-pemberi')).statusCode).toBe(403);
  });
});
