import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/seed/reference/insert';
import { cacheOf } from '../../platform/cache';
import { enqueueJob, type Jobs } from '../../platform/jobs';
import { laporanScopeSql, type ReportScope } from './scope';

export const RINGKASAN_JOB = 'report.ringkasan';
const NAMA = 'laporan';

/**
 * The summary's rows from the reports themselves, grouped by every dimension the aggregate reports filter or group
 * on. The month is the month filed, in Jakarta; the band is the report's total value.
 */
export function ringkasanLive(scope: ReportScope): SQL {
  const at = sql`(l.submitted_at at time zone 'Asia/Jakarta')`;
  return sql`
    select extract(year from ${at})::int as tahun, extract(month from ${at})::int as bulan,
           l.instansi_id, l.unit_kerja_id, i.provinsi_id, l.status, l.kanal,
           (case when l.total_nilai < 1000000 then 1 when l.total_nilai < 10000000 then 2
                 when l.total_nilai < 100000000 then 3 else 4 end) as rentang,
           count(*)::int as jumlah, sum(l.total_nilai) as nilai,
           (count(*) filter (where l.is_terlambat))::int as terlambat
    from laporans l left join instansis i on i.id = l.instansi_id
    where ${laporanScopeSql(scope)}
    group by 1, 2, 3, 4, 5, 6, 7, 8`;
}

/**
 * The source an aggregate report reads: the summary table for the whole set (kept current by the job), the reports
 * themselves for a UPG's or a reporter's own few.
 */
export function ringkasanSource(scope: ReportScope): SQL {
  return scope.kind === 'semua' ? sql`select * from report_ringkasans` : ringkasanLive(scope);
}

/** Rebuilds the summary in one transaction (readers see the old rows until it commits); returns the row count. */
export async function refreshRingkasan(db: Db): Promise<number> {
  const n = await db.transaction(async (tx) => {
    // Two rebuilds at once (a schedule and a catch-up run on two workers) would both insert: the second waits here,
    // then deletes what the first wrote. Readers (ACCESS SHARE) are not blocked.
    await tx.execute(sql`lock table report_ringkasans in exclusive mode`);
    await tx.execute(sql`delete from report_ringkasans`);
    await tx.execute(sql`insert into report_ringkasans
      (tahun, bulan, instansi_id, unit_kerja_id, provinsi_id, status, kanal, rentang, jumlah, nilai, terlambat)
      ${ringkasanLive({ kind: 'semua' })}`);
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from report_ringkasans`),
    );
    const baris = Number(row?.n ?? 0);
    await tx.execute(sql`insert into report_refreshes (nama, refreshed_at, baris) values (${NAMA}, now(), ${baris})
      on conflict (nama) do update set refreshed_at = excluded.refreshed_at, baris = excluded.baris`);
    return baris;
  });
  cacheOf(db).invalidate('report');
  return n;
}

/** When the summary was last rebuilt (ISO), or null if never. */
export async function ringkasanRefreshedAt(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ at: string | Date }>(
    await db.execute(sql`select refreshed_at as at from report_refreshes where nama = ${NAMA}`),
  );
  return row ? new Date(row.at).toISOString() : null;
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
  if ((await ringkasanRefreshedAt(db)) === null) {
    await enqueueJob(db, RINGKASAN_JOB, null, { singletonKey: 'awal', maxAttempts: 3 });
  }
}
