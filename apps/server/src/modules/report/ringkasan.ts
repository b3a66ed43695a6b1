import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cacheOf } from '../../platform/cache';
import { enqueueJob, type Jobs } from '../../platform/jobs';
import { laporanScopeSql, type ReportScope } from './scope';

export const RINGKASAN_JOB = 'report.ringkasan';
const NAMA = 'laporan';
/** The cache namespace of the summary's last refresh time. */
const REFRESHED = 'report.refreshed';
/** A full rebuild at least this often: it catches what an incremental run cannot see (a master's province moved). */
const FULL_EVERY_MS = 24 * 3600_000;

const at = sql`(l.submitted_at at time zone 'Asia/Jakarta')`;
/** Only the reports filed in the given months (`[tahun, bulan]` pairs, Jakarta), or every report when null. */
const inMonths = (months: readonly (readonly [number, number])[] | null): SQL => {
  if (months === null) return sql`true`;
  if (months.length === 0) return sql`false`;
  const iso = (y: number, m: number) =>
    `${y + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-01T00:00:00+07:00`;
  // Ranges on the timestamp itself (not on its extracted parts), so the planner can use an index on it.
  return sql`(${sql.join(
    months.map(
      ([y, m]) =>
        sql`(l.submitted_at >= ${iso(y, m)}::timestamptz and l.submitted_at < ${iso(y, m + 1)}::timestamptz)`,
    ),
    sql` or `,
  )})`;
};
/** Past this many stale months a full rebuild is cheaper than month by month (a bulk import, a migration). */
const MAX_BULAN = 24;

/**
 * The summary's rows from the reports themselves, grouped by every dimension the aggregate reports filter or group
 * on. The month is the month filed, in Jakarta; the band is the report's total value; `selesai` the reports whose
 * 30 HK decision clock has stopped, `selesai_tepat` those stopped by its due date.
 */
export function ringkasanLive(
  scope: ReportScope,
  months: readonly (readonly [number, number])[] | null = null,
): SQL {
  return sql`
    select extract(year from ${at})::int as tahun, extract(month from ${at})::int as bulan,
           l.instansi_id, l.unit_kerja_id, i.provinsi_id, l.status, l.kanal,
           (case when l.total_nilai < 1000000 then 1 when l.total_nilai < 10000000 then 2
                 when l.total_nilai < 100000000 then 3 else 4 end) as rentang,
           count(*)::int as jumlah, sum(l.total_nilai) as nilai,
           (count(*) filter (where l.is_terlambat))::int as terlambat,
           (count(*) filter (where w.clock_done_on is not null))::int as selesai,
           (count(*) filter (where w.clock_done_on <= w.clock_due_on))::int as selesai_tepat
    from laporans l left join instansis i on i.id = l.instansi_id
    left join wf_instances w on w.subject_type = 'laporan' and w.subject_id = l.id
    where ${laporanScopeSql(scope)} and ${inMonths(months)}
    group by 1, 2, 3, 4, 5, 6, 7, 8`;
}

/**
 * The item-grain summary's rows: filed items (not deleted) per month filed × institution × province × status ×
 * channel × kind of object × kind of event, their rupiah value, and those the SK ruled (wholly or partly) state-owned.
 */
export function ringkasanObjekLive(
  scope: ReportScope,
  months: readonly (readonly [number, number])[] | null = null,
): SQL {
  const negara = sql`o.kepemilikan in ('MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA')`;
  return sql`
    select extract(year from ${at})::int as tahun, extract(month from ${at})::int as bulan,
           l.instansi_id, i.provinsi_id, l.status, l.kanal, r.jenis_objek_id, l.jenis_peristiwa_id,
           count(*)::int as objek, coalesce(sum(r.nilai_rupiah), 0) as nilai,
           (count(*) filter (where ${negara}))::int as milik_negara,
           coalesce(sum(o.nilai_rupiah) filter (where ${negara}), 0) as nilai_milik_negara
    from laporans l join rincian_laporans r on r.laporan_id = l.id and r.deleted_at is null
    left join instansis i on i.id = l.instansi_id
    left join objek_gratifikasis o on o.rincian_id = r.id
    where ${laporanScopeSql(scope)} and ${inMonths(months)}
    group by 1, 2, 3, 4, 5, 6, 7, 8`;
}

/**
 * The source an aggregate report reads: the summary table for the whole set (kept current by the job), the reports
 * themselves for a UPG's or a reporter's own few. `objek` reads the item-grain summary.
 */
export function ringkasanSource(scope: ReportScope, grain: 'laporan' | 'objek' = 'laporan'): SQL {
  if (grain === 'objek') {
    return scope.kind === 'semua' ? sql`select * from report_ringkasan_objeks` : ringkasanObjekLive(scope);
  }
  return scope.kind === 'semua' ? sql`select * from report_ringkasans` : ringkasanLive(scope);
}

type Month = readonly [number, number];

/** The months marked stale (by the triggers of migration 0021), as this transaction's snapshot sees them. */
async function staleMonths(db: Db): Promise<Month[]> {
  const rows = rowsOf<{ tahun: number; bulan: number }>(
    await db.execute(sql`select distinct tahun, bulan from report_ringkasan_bulans`),
  );
  return rows.map((r) => [Number(r.tahun), Number(r.bulan)] as const);
}

export interface RingkasanRefresh {
  mode: 'penuh' | 'bulan';
  /** The months redone (incremental runs), and the summary's row count after the run. */
  bulan: number;
  baris: number;
}

/**
 * Brings both summaries up to date in one transaction (readers see the old rows until it commits). Incremental by
 * default: only the months (filed) marked stale since the last run, by the triggers on the reports, their items,
 * objects and process, are deleted and recomputed; a full rebuild when it never ran, once a day (a master's change,
 * e.g. an institution's province, marks no month), or when asked (`full`).
 */
export async function refreshRingkasan(db: Db, opts: { full?: boolean } = {}): Promise<RingkasanRefresh> {
  // One snapshot for the whole run (repeatable read, taken after the lock): the stale marks it reads, the reports it
  // recomputes and the marks it deletes are the same; a write committed meanwhile keeps its mark for the next run.
  const result = await db.transaction(
    async (tx) => {
      // Two runs at once (a schedule and a catch-up on two workers) would both insert: the second waits here, then
      // sees what the first wrote. Readers (ACCESS SHARE) are not blocked, nor are the writers that mark months.
      await tx.execute(sql`lock table report_ringkasans, report_ringkasan_objeks in exclusive mode`);
      const [last] = rowsOf<{ rebuilt_at: string | Date | null }>(
        await tx.execute(sql`select rebuilt_at from report_refreshes where nama = ${NAMA}`),
      );
      const started = rowsOf<{ now: string | Date }>(await tx.execute(sql`select now() as now`))[0]!.now;
      const stale = await staleMonths(tx as unknown as Db);
      const full =
        opts.full ||
        stale.length > MAX_BULAN ||
        !last?.rebuilt_at ||
        new Date(started).getTime() - new Date(last.rebuilt_at).getTime() >= FULL_EVERY_MS;
      const months = full ? null : stale;
      if (full) {
        await tx.execute(sql`delete from report_ringkasans`);
        await tx.execute(sql`delete from report_ringkasan_objeks`);
      } else if (months && months.length > 0) {
        const where = sql`(tahun, bulan) in (${sql.join(
          months.map(([y, m]) => sql`(${y}, ${m})`),
          sql`, `,
        )})`;
        await tx.execute(sql`delete from report_ringkasans where ${where}`);
        await tx.execute(sql`delete from report_ringkasan_objeks where ${where}`);
      }
      if (full || (months && months.length > 0)) {
        await tx.execute(sql`insert into report_ringkasans
        (tahun, bulan, instansi_id, unit_kerja_id, provinsi_id, status, kanal, rentang, jumlah, nilai, terlambat,
         selesai, selesai_tepat)
        ${ringkasanLive({ kind: 'semua' }, months)}`);
        await tx.execute(sql`insert into report_ringkasan_objeks
        (tahun, bulan, instansi_id, provinsi_id, status, kanal, jenis_objek_id, jenis_peristiwa_id, objek, nilai,
         milik_negara, nilai_milik_negara)
        ${ringkasanObjekLive({ kind: 'semua' }, months)}`);
      }
      await tx.execute(sql`delete from report_ringkasan_bulans`);
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from report_ringkasans`),
      );
      const baris = Number(row?.n ?? 0);
      const startedIso = new Date(started).toISOString();
      await tx.execute(sql`insert into report_refreshes (nama, refreshed_at, baris, rebuilt_at)
      values (${NAMA}, ${startedIso}::timestamptz, ${baris}, ${startedIso}::timestamptz)
      on conflict (nama) do update set refreshed_at = excluded.refreshed_at, baris = excluded.baris,
        rebuilt_at = ${full ? sql`excluded.rebuilt_at` : sql`report_refreshes.rebuilt_at`}`);
      return { mode: full ? 'penuh' : 'bulan', bulan: months?.length ?? 0, baris } as RingkasanRefresh;
    },
    { isolationLevel: 'repeatable read' },
  );
  cacheOf(db).invalidate(REFRESHED);
  cacheOf(db).invalidate('report');
  return result;
}

async function readRefreshedAt(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ at: string | Date }>(
    await db.execute(sql`select refreshed_at as at from report_refreshes where nama = ${NAMA}`),
  );
  return row ? new Date(row.at).toISOString() : null;
}

/**
 * When the summary was last brought up to date (ISO), or null if never: kept a few seconds (every aggregate request
 * reads it), dropped when a refresh is recorded.
 */
export function ringkasanRefreshedAt(db: Db): Promise<string | null> {
  return cacheOf(db).get(REFRESHED, NAMA, () => readRefreshedAt(db));
}

/**
 * The job that keeps the summary current: every 5 minutes (a singleton, so runs never pile up), and once at start
 * when it was never built. Whoever needs fresher figures enqueues it (`enqueueRingkasan`).
 */
export async function scheduleRingkasan(db: Db, jobs: Jobs): Promise<void> {
  jobs.register(
    RINGKASAN_JOB,
    async () => {
      await refreshRingkasan(db);
    },
    { timeoutSeconds: 600 },
  );
  await jobs.schedule(RINGKASAN_JOB, '*/5 * * * *');
  if ((await readRefreshedAt(db)) === null) {
    await enqueueJob(db, RINGKASAN_JOB, null, { singletonKey: 'awal', maxAttempts: 3 });
  }
}
