import {
  ELEARNING_AMBANG_BAWAAN,
  ELEARNING_LEVELS,
  type ElearningAmbang,
  elearningLevelLabel,
  type ReportFilters,
} from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportScope } from '../scope';
import { countWithTotals } from './objek';
import type { BarisQuery } from './types';

/**
 * `report-elearning` (issue 27 §4): one row per institution and period of `ppg_elearnings`, with the share and the
 * level by the same rule as `elearningMaturitas` (packages/domain/src/ppg/elearning.ts; the two are held equal by
 * the module's test): the KLOP profile's employee count of the year when it names one, else the enrolled; the
 * share in percent with two decimals, at most 100; the level from the thresholds of app config `elearning_ambang`.
 */

const ambangSql = (k: keyof ElearningAmbang) =>
  sql`coalesce((select (c.value ->> ${k})::numeric from app_configs c where c.key = 'elearning_ambang'), ${ELEARNING_AMBANG_BAWAAN[k]})`;

const levelLabel = sql.join(
  [
    sql`case x.level`,
    ...ELEARNING_LEVELS.map((l) => sql`when ${l} then ${elearningLevelLabel(l)}`),
    sql`else ${elearningLevelLabel(null)} end`,
  ],
  sql` `,
);

/** A UPG reads its own institution's rows only; the KPK every institution's. */
export function elearningScope(scope: ReportScope): SQL {
  if (scope.kind === 'semua') return sql`true`;
  if (scope.kind !== 'upg' || scope.upgId === null) return sql`false`;
  return sql`e.instansi_id = (select u.instansi_id from upgs u where u.id = ${scope.upgId} and u.deleted_at is null)`;
}

const elearning = (scope: SQL, f: ReportFilters) => {
  const w: SQL[] = [scope];
  if (f.tahun !== undefined) w.push(sql`e.tahun = ${Number(f.tahun)}`);
  if (f.triwulan !== undefined) w.push(sql`e.triwulan = ${Number(f.triwulan)}`);
  if (f.instansi_id !== undefined) w.push(sql`e.instansi_id = ${Number(f.instansi_id)}`);
  if (f.provinsi_id !== undefined) w.push(sql`i.provinsi_id = ${Number(f.provinsi_id)}`);
  return sql`
  select x.id as _id, x.tahun || ' TW ' || (array['I','II','III','IV'])[x.triwulan] as periode,
         x.tahun * 10 + x.triwulan as _periode, x.instansi, x.provinsi, x.terdaftar, x.selesai, x.penyebut,
         x.persen::text as persen_selesai, x.persen as _persen, ${levelLabel} as level, x.level as _level
  from (
    select y.*, case when y.persen is null then null
                     when y.persen >= ${ambangSql('level_5')} then 5 when y.persen >= ${ambangSql('level_4')} then 4
                     when y.persen >= ${ambangSql('level_3')} then 3 when y.persen >= ${ambangSql('level_2')} then 2
                     else 1 end as level
    from (
      select e.id, e.tahun, e.triwulan, i.nama as instansi, p.nama as provinsi, e.terdaftar, e.selesai,
             coalesce(nullif(k.jumlah_pegawai, 0), e.terdaftar) as penyebut,
             case when coalesce(nullif(k.jumlah_pegawai, 0), e.terdaftar) > 0
                  then least(100, round(100.0 * e.selesai / coalesce(nullif(k.jumlah_pegawai, 0), e.terdaftar), 2))
             end as persen
      from ppg_elearnings e join instansis i on i.id = e.instansi_id and i.deleted_at is null
      left join provinsis p on p.id = i.provinsi_id
      left join ppg_profil_klops k on k.instansi_id = e.instansi_id and k.tahun = e.tahun
      where ${sql.join(w, sql` and `)}) y) x`;
};

export const elearningReport: BarisQuery = {
  kind: 'baris',
  key: 'report-elearning',
  ownFilters: true,
  rowScope: elearningScope,
  sortBy: { periode: '_periode', persen_selesai: '_persen', level: '_level' },
  tieBreak: '_id',
  query: (where, _a, f) => elearning(where, f),
  count: (where, _a, f) => countWithTotals(elearning(where, f), ['terdaftar', 'selesai']),
};
