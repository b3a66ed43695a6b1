import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The raw figures of the open-data page, before any protection (service.ts applies the small-cell rule). Each is
 * one set-based statement over the submitted reports: a report counts once it is filed (`submitted_at`, to the KPK
 * or to a UPG), in the month it was filed (Asia/Jakarta), whatever happened to it later, unless deleted.
 *
 * Closed periods only (`batas`, the start of the current Jakarta month; domain `periodeDataTerbuka`): the reports
 * filed before it, as they stood at it — an SK decision, a closing without follow-up or a deletion made since does
 * not count yet — so nothing that happens this month changes a figure before the month closes.
 */

/** The instant as a parameter both drivers read the same (PGlite and node-postgres). */
const at = (batas: Date) => sql`${batas.toISOString()}::timestamptz`;

/** Live at `batas`: not deleted, or deleted only since (the deletion shows when the month closes). */
const liveAt = (batas: Date) => sql`(l.deleted_at is null or l.deleted_at >= ${at(batas)})`;

/** Filed reports per month, per institution group and per province: one pass over laporans (grouping sets). */
export interface RawLaporan {
  bulan: string | null;
  kelompok: number | null;
  provinsi: number | null;
  /** 0: per month, 1: per group, 2: per province. */
  dimensi: 0 | 1 | 2;
  n: number;
}

export async function laporanCounts(db: Db, batas: Date): Promise<RawLaporan[]> {
  const rows = rowsOf<{
    bulan: string | null;
    kelompok: number | null;
    provinsi: number | null;
    g: number;
    n: number;
  }>(
    await db.execute(sql`
      select to_char(l.submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM') as bulan,
             i.klasifikasi_instansi_id as kelompok, i.provinsi_id as provinsi,
             grouping(to_char(l.submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM'), i.klasifikasi_instansi_id)::int
               as g,
             count(*)::int as n
      from laporans l
      left join instansis i on i.id = l.instansi_id
      where ${liveAt(batas)} and l.submitted_at < ${at(batas)}
      group by grouping sets (
        (to_char(l.submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM')),
        (i.klasifikasi_instansi_id),
        (i.provinsi_id)
      )`),
  );
  // grouping(bulan, kelompok): 1 = only bulan grouped on (0b01 → kelompok rolled up), 2 = kelompok, 3 = provinsi.
  return rows.map((r) => ({
    bulan: r.bulan,
    kelompok: r.kelompok,
    provinsi: r.provinsi,
    dimensi: r.g === 1 ? 0 : r.g === 2 ? 1 : 2,
    n: Number(r.n),
  }));
}

/** Per kind of object: the reports holding at least one item of it, its items and their rupiah value. */
export interface RawObjek {
  jenis_objek_id: number | null;
  laporan: number;
  rincian: number;
  nilai: string;
}

export async function objekCounts(db: Db, batas: Date): Promise<RawObjek[]> {
  const rows = rowsOf<{ jenis_objek_id: number | null; laporan: number; rincian: number; nilai: string }>(
    await db.execute(sql`
      select jenis_objek_id, count(*)::int as laporan, sum(rincian)::int as rincian, sum(nilai)::text as nilai
      from (
        select r.jenis_objek_id, r.laporan_id, count(*) as rincian, sum(r.nilai_rupiah) as nilai
        from rincian_laporans r
        join laporans l on l.id = r.laporan_id
        where r.deleted_at is null and ${liveAt(batas)} and l.submitted_at < ${at(batas)}
        group by r.jenis_objek_id, r.laporan_id
      ) per_laporan
      group by jenis_objek_id`),
  );
  return rows.map((r) => ({ ...r, laporan: Number(r.laporan), rincian: Number(r.rincian) }));
}

/**
 * Per year of the SK (decisions written before `batas`): reports decided, how many of them have an item ruled the
 * state's (wholly or in part), and the value ruled the state's: an item's rupiah value when wholly, the part the SK
 * names when in part. The SK's decision per item is `og_status_kepemilikans` (written when the SK is signed, removed
 * when it is cancelled).
 */
export interface RawKeputusan {
  tahun: number;
  diputus: number;
  milik_negara: number;
  nilai_milik_negara: string;
}

export async function keputusanCounts(db: Db, batas: Date): Promise<RawKeputusan[]> {
  const rows = rowsOf<RawKeputusan>(
    await db.execute(sql`
      select extract(year from d.at at time zone 'Asia/Jakarta')::int as tahun, count(*)::int as diputus,
             count(*) filter (where d.negara)::int as milik_negara, coalesce(sum(d.nilai), 0)::text as nilai_milik_negara
      from (
        select o.laporan_id, min(o.created_at) as at,
               bool_or(o.status in ('MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA')) as negara,
               sum(case o.status when 'MILIK_NEGARA' then r.nilai_rupiah
                                 when 'SEBAGIAN_MILIK_NEGARA' then coalesce(o.nilai_negara, 0)
                                 else 0 end) as nilai
        from og_status_kepemilikans o
        join rincian_laporans r on r.id = o.rincian_id
        join laporans l on l.id = o.laporan_id
        where ${liveAt(batas)} and o.created_at < ${at(batas)}
        group by o.laporan_id
      ) d
      group by 1
      order by 1`),
  );
  return rows.map((r) => ({
    tahun: Number(r.tahun),
    diputus: Number(r.diputus),
    milik_negara: Number(r.milik_negara),
    nilai_milik_negara: r.nilai_milik_negara,
  }));
}

/**
 * Reports closed without follow-up before `batas`: still so (the live-status index), and their history records the
 * step that closed them before it.
 */
export async function tidakDitindaklanjuti(db: Db, batas: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from laporans l
          where ${liveAt(batas)} and l.status = 'TIDAK_DITINDAKLANJUTI' and l.submitted_at < ${at(batas)}
            and exists (select 1 from laporan_histories h where h.laporan_id = l.id
                          and h.status_to = 'TIDAK_DITINDAKLANJUTI' and h.created_at < ${at(batas)})`,
    ),
  );
  return Number(row?.n ?? 0);
}
