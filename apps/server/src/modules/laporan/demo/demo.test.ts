import { STATUS_LAPORAN } from '@gratifikasi/domain';
import { and, countDistinct, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { laporan_nomor_surats, laporans, rincian_laporans, users } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { computeStatistik } from '../../statistik/service';
import { todayJakarta } from '../lookups';
import { seedDemoVolume } from '.';

/** Issue 24 "Demo data": what the UPG's, data entry's and the charts' demo holds on a first start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(() => t.close());

const liveBy = (username: string) =>
  and(
    isNull(laporans.deleted_at),
    inArray(
      laporans.created_by,
      t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)),
    ),
  );

describe('the demo volume', () => {
  it('fills the UPG, data entry and two years of finished reports, once', { timeout: 600_000 }, async () => {
    const volume = await seedDemoVolume(t.app);
    expect(volume).toEqual({ past: 40, upg: 6, late: 3, imported: 2, drafts: 3 });
    expect(await seedDemoVolume(t.app)).toBeNull();
    const db = t.database.db;
    const today = todayJakarta();

    // The UPG: reports received and waiting to be forwarded, three past the 10 HK, late ones first in its list.
    const upg = caller(t.app, await loginAs(t.app, 'upg'));
    const list = await upg('GET', `/api/laporan/list-upg?status=${STATUS_LAPORAN.DITERIMA_UPG}&per_page=50`);
    expect(list.statusCode).toBe(200);
    const waiting = list.json().data.items as { id: number }[];
    expect(waiting.length).toBeGreaterThanOrEqual(8);
    const late = await db
      .select({ id: laporans.id, batas: laporans.batas_teruskan, diterima: laporans.diterima_upg_at })
      .from(laporans)
      .where(
        and(
          eq(laporans.status, STATUS_LAPORAN.DITERIMA_UPG),
          sql`${laporans.batas_teruskan} < ${today}`,
          liveBy('upg'),
        ),
      );
    expect(late).toHaveLength(3);
    for (const r of late) expect(r.diterima && r.batas && r.diterima < r.batas).toBe(true);
    // Its forwarded reports went through the KPK's whole process.
    const forwarded = await db
      .select({ id: laporans.id })
      .from(laporans)
      .where(and(isNotNull(laporans.diteruskan_at), liveBy('upg')));
    expect(forwarded.length).toBe(14);

    // Data entry: three drafts of its own, and the paper reports it typed in.
    const entri = caller(t.app, await loginAs(t.app, 'data_entry'));
    const drafts = await db
      .select({ id: laporans.id })
      .from(laporans)
      .where(and(eq(laporans.status, STATUS_LAPORAN.DRAFT), liveBy('data_entry')));
    expect(drafts).toHaveLength(3);
    const own = await entri('GET', `/api/laporan/${drafts[0]?.id}`);
    expect(own.statusCode).toBe(200);

    // Two years, several institutions, kinds of object and currencies.
    const [spread] = rowsOf<{ years: number; months: number; first: string; last: string }>(
      await db.execute(sql`
        select count(distinct extract(year from submitted_at at time zone 'Asia/Jakarta'))::int as years,
               count(distinct to_char(submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM'))::int as months,
               min(submitted_at)::date::text as first, max(submitted_at)::date::text as last
        from laporans where submitted_at is not null and deleted_at is null`),
    );
    expect(spread?.years).toBeGreaterThanOrEqual(2);
    expect(spread?.months).toBeGreaterThanOrEqual(9);
    const monthsOf = (d = '') => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    expect(monthsOf(spread?.last) - monthsOf(spread?.first)).toBeGreaterThanOrEqual(21);
    const [kinds] = await db
      .select({
        instansi: countDistinct(laporans.instansi_id),
      })
      .from(laporans)
      .where(isNotNull(laporans.submitted_at));
    expect(kinds?.instansi).toBeGreaterThanOrEqual(3);
    const [items] = await db
      .select({
        objek: countDistinct(rincian_laporans.jenis_objek_id),
        uang: countDistinct(rincian_laporans.mata_uang_kode),
      })
      .from(rincian_laporans);
    expect(items?.objek).toBeGreaterThanOrEqual(4);
    expect(items?.uang).toBeGreaterThanOrEqual(4);

    // Moved back in time whole: each number carries the year and month it was filed, each letter its own date's.
    const numbered = await db
      .select({ nosig: laporans.nosig, at: laporans.submitted_at, status: laporans.status })
      .from(laporans)
      .where(isNotNull(laporans.nosig));
    for (const l of numbered) {
      const d = todayJakarta(l.at?.getTime());
      expect(l.nosig, l.nosig ?? '').toMatch(new RegExp(`/${d.slice(5, 7)}/${d.slice(0, 4)}$`));
    }
    const letters = await db
      .select({
        tahun: laporan_nomor_surats.tahun,
        tanggal: laporan_nomor_surats.tanggal,
        nomor: laporan_nomor_surats.nomor,
      })
      .from(laporan_nomor_surats);
    expect(new Set(letters.map((l) => l.tahun)).size).toBeGreaterThanOrEqual(2);
    for (const l of letters) expect(l.nomor.endsWith(`/${l.tanggal.slice(0, 4)}`), l.nomor).toBe(true);
    expect(numbered.filter((l) => l.status === 'SELESAI').length).toBeGreaterThanOrEqual(20);
    // The past's numbers of 2025 follow their dates.
    const of2025 = numbered
      .filter((l) => l.nosig?.endsWith('/2025'))
      .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0))
      .map((l) => Number(l.nosig?.split('/')[0]));
    expect(of2025).toHaveLength(20);
    expect(of2025).toEqual([...of2025].sort((a, b) => a - b));

    // The open-data page: several months, kinds of object, institution groups and two years of SKs, each shown.
    const stat = await computeStatistik(db);
    const shown = (kode: string) =>
      stat.tabel.find((tb) => tb.kode === kode)?.baris.filter((b) => !b.lainnya).length ?? 0;
    expect(shown('laporan-per-bulan')).toBeGreaterThanOrEqual(8);
    expect(shown('laporan-per-tahun')).toBeGreaterThanOrEqual(2);
    expect(shown('laporan-per-jenis-objek')).toBeGreaterThanOrEqual(4);
    expect(shown('laporan-per-kelompok-instansi')).toBeGreaterThanOrEqual(2);
    expect(shown('keputusan-per-tahun')).toBeGreaterThanOrEqual(2);
    expect(stat.ringkasan.tidak_ditindaklanjuti).toBeGreaterThanOrEqual(5);
  });
});
