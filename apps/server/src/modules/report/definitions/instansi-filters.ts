import type { ReportFilters } from '@gratifikasi/domain';
import { and, type SQL, sql } from 'drizzle-orm';

/** The institution reports' shared filters (spec §3's saved sets: agency profile and agency activity). */
export const yes = (v: string | number | undefined) => (v === undefined ? null : v === 'ya');
export const pick = (v: boolean | null, cond: SQL): SQL[] =>
  v === null ? [] : [v ? cond : sql`not (${cond})`];

/** The institution filters of spec §3's saved sets (agency profile and agency activity). */
export function instansiWhere(f: ReportFilters, extra: SQL[] = []): SQL {
  const w: SQL[] = [sql`i.deleted_at is null`];
  if (f.nama_instansi) {
    const p = `%${String(f.nama_instansi)
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    w.push(sql`(lower(i.nama) like ${p} or lower(coalesce(i.singkatan, '')) like ${p})`);
  }
  if (f.bidang_instansi !== undefined) w.push(sql`i.bidang_id = ${Number(f.bidang_instansi)}`);
  if (f.provinsi_id !== undefined) w.push(sql`i.provinsi_id = ${Number(f.provinsi_id)}`);
  w.push(...pick(yes(f.instansi_target), sql`tg.target is not null`));
  return and(...w, ...extra) as SQL;
}

export const target = (f: ReportFilters) => sql`left join lateral (
    select max(t.target) as target from target_kepatuhan_instansis t
    where t.instansi_id = i.id and t.deleted_at is null and t.tahun = ${Number(f.tahun)}) tg on true`;
