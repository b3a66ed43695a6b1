import type { ReportFilters } from '@gratifikasi/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import { countWithTotals } from './objek';
import type { BarisQuery } from './types';

/**
 * The kept score of each institution in a year (`ppg_skor_instansis`, written when the director approves a
 * verification, recomputed when a later criteria version is approved): the one in force (`berlaku`) of the latest
 * verification, when a year was verified more than once.
 */
const skorTahun = (tahun: number) => sql`(
  select distinct on (k.instansi_id) k.*
  from ppg_skor_instansis k where k.tahun = ${tahun} and k.berlaku
  order by k.instansi_id, k.disetujui_at desc, k.id desc)`;

/** The name, field and province filters (the rank is taken over the whole year first, then rows are filtered). */
function where(f: ReportFilters): SQL {
  const w: SQL[] = [sql`true`];
  if (f.nama_instansi) {
    const p = `%${String(f.nama_instansi)
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    w.push(sql`(lower(i.nama) like ${p} or lower(coalesce(i.singkatan, '')) like ${p})`);
  }
  if (f.bidang_instansi !== undefined) w.push(sql`i.bidang_id = ${Number(f.bidang_instansi)}`);
  if (f.provinsi_id !== undefined) w.push(sql`i.provinsi_id = ${Number(f.provinsi_id)}`);
  return and(...w) as SQL;
}

/**
 * One row per institution scored in the year. The rank is `rank()` over the institution's classification by total,
 * highest first — equal totals share a rank and the next one skips (domain `peringkat`); the change is this year's
 * total less last year's (domain `perubahanTahunan`, null without a score last year). Each indicator reads
 * "kode: score/best" in the indicator set's order.
 */
const penilaian = (f: ReportFilters) => {
  const tahun = Number(f.tahun);
  return sql`
    with k as (${skorTahun(tahun)}),
         r as (select k.*, rank() over (partition by i.klasifikasi_instansi_id order by k.total desc) as peringkat
               from k join instansis i on i.id = k.instansi_id),
         l as (${skorTahun(tahun - 1)})
    select i.id as _id, i.nama as instansi, coalesce(ki.nama, '(Tanpa klasifikasi)') as klasifikasi,
           r.tahap_1, r.tahap_2, r.tahap_3, r.tahap_4, r.total, r.peringkat::int as peringkat,
           l.total as total_lalu, (r.total - l.total)::numeric(6,2) as perubahan,
           ind.indikator
    from r join instansis i on i.id = r.instansi_id
    left join klasifikasi_instansis ki on ki.id = i.klasifikasi_instansi_id
    left join l on l.instansi_id = r.instansi_id
    left join lateral (
      select string_agg(d.kode || ': ' || coalesce(n.skor::float8::text, '-') || '/' || coalesce(mx.skor::float8::text, '-'),
                        '; ' order by d.urutan, d.kode) as indikator
      from ppg_indikators d
      left join ppg_verifikasi_nilais n on n.verifikasi_id = r.verifikasi_id and n.indikator_id = d.id
      left join lateral (select max(lv.skor) as skor from ppg_skor_levels lv
                         where lv.skor_set_id = r.skor_set_id and lv.indikator_id = d.id) mx on true
      where d.set_id = r.indikator_set_id) ind on true
    where ${where(f)}`;
};

const penilaianPpg: BarisQuery = {
  kind: 'baris',
  key: 'report-penilaian-ppg',
  needsTahun: true,
  // The rows are institutions' scores, read by the KPK area alone (`where`, the report scope, is unused).
  ownFilters: true,
  tieBreak: '_id',
  query: (_w, _a, f) => penilaian(f),
  count: (_w, _a, f) => countWithTotals(penilaian(f), []),
};

/** The PPG programme's reports (issue 25 §3). */
export const PPG_BARIS: BarisQuery[] = [penilaianPpg];
