import type { DashboardKpk } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cacheOf } from '../../platform/cache';
import { ringkasanRefreshedAt } from './ringkasan';
import type { ReportCaller } from './scope';

const thisYear = () => Number(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4));

/** This year's figures from the summary (shared by every caller; kept with the report counts). */
async function tahunan(db: Db, tahun: number) {
  return cacheOf(db).get('report', `dashboard|${tahun}`, async () => {
    const bulan = rowsOf<{ bulan: number; jumlah: number; terlambat: number }>(
      await db.execute(sql`select bulan::int as bulan, sum(jumlah)::int as jumlah,
          sum(terlambat)::int as terlambat
        from report_ringkasans where tahun = ${tahun} group by bulan order by bulan`),
    );
    const status = rowsOf<{ status: string; nama: string; jumlah: number }>(
      await db.execute(sql`select r.status, coalesce(min(st.nama), r.status) as nama, sum(r.jumlah)::int as jumlah
        from report_ringkasans r left join status_laporans st on st.kode = r.status and st.deleted_at is null
        where r.tahun = ${tahun} group by r.status order by 3 desc`),
    );
    const [total] = rowsOf<{ nilai: string }>(
      await db.execute(sql`select coalesce(sum(nilai), 0)::numeric(22,2)::text as nilai
        from report_ringkasans where tahun = ${tahun}`),
    );
    return { bulan, status, nilai: total?.nilai ?? '0.00' };
  });
}

/** The process figures of KPK staff: open subjects of kind laporan, their deadlines and the caller's queue. */
async function proses(db: Db, role: string, userId: number): Promise<NonNullable<DashboardKpk['proses']>> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select count(*)::int as berjalan,
             (count(*) filter (where due_on < (now() at time zone 'Asia/Jakarta')::date and paused_since is null))::int
               as lewat_tenggat,
             (count(*) filter (where due_on between (now() at time zone 'Asia/Jakarta')::date
                and (now() at time zone 'Asia/Jakarta')::date + 3 and paused_since is null))::int as tenggat_dekat,
             (count(*) filter (where clock_done_on is null
                and clock_due_on < (now() at time zone 'Asia/Jakarta')::date))::int as lewat_30hk,
             (count(*) filter (where ${role} = any(perans) and (holder_user_id is null or holder_user_id = ${userId})))::int
               as antrian_saya
      from wf_instances where subject_type = 'laporan' and finished_at is null`),
  );
  return {
    berjalan: Number(row?.berjalan ?? 0),
    lewat_tenggat: Number(row?.lewat_tenggat ?? 0),
    tenggat_dekat: Number(row?.tenggat_dekat ?? 0),
    lewat_30hk: Number(row?.lewat_30hk ?? 0),
    antrian_saya: Number(row?.antrian_saya ?? 0),
  };
}

/** The KPK / reporter / observer dashboard (issue 14 §4). */
export async function dashboardKpk(
  db: Db,
  caller: ReportCaller,
  role: string,
  tahun = thisYear(),
): Promise<DashboardKpk> {
  const [{ bulan, status, nilai }, refreshed, p] = await Promise.all([
    tahunan(db, tahun),
    ringkasanRefreshedAt(db),
    caller.area === 'kpk' ? proses(db, role, caller.userId) : Promise.resolve(null),
  ]);
  let laporan = 0;
  let terlambat = 0;
  for (const b of bulan) {
    laporan += b.jumlah;
    terlambat += b.terlambat;
  }
  return {
    tahun,
    laporan,
    nilai,
    terlambat,
    per_bulan: Array.from({ length: 12 }, (_, i) => ({
      bulan: i + 1,
      jumlah: bulan.find((b) => b.bulan === i + 1)?.jumlah ?? 0,
    })),
    per_status: status,
    proses: p,
    refreshed_at: refreshed,
  };
}
