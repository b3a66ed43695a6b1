import { INDONESIAN_MONTHS } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AgregatQuery } from './types';

const measures = sql`sum(s.jumlah)::int as jumlah, sum(s.nilai)::numeric(22,2)::text as nilai,
  sum(s.terlambat)::int as terlambat`;
const months = sql.raw(`array[${INDONESIAN_MONTHS.map((m) => `'${m}'`).join(',')}]`);

/** A fixed series (months, quarters, value bands) with its figures, zero where nothing was filed. */
function series(n: number, dim: SQL, label: SQL, s: SQL, extra: SQL = sql``): SQL {
  return sql`
    select ${label} as label, g.n as _no, coalesce(x.jumlah, 0)::int as jumlah, coalesce(x.nilai, '0') as nilai,
           coalesce(x.terlambat, 0)::int as terlambat ${extra}
    from generate_series(1, ${sql.raw(String(n))}) as g(n)
    left join (select ${dim} as d, ${measures} from ${s} group by 1) x on x.d = g.n`;
}

export const AGREGAT_QUERIES: AgregatQuery[] = [
  {
    kind: 'agregat',
    key: 'report-laporan',
    query: (s) => sql`
      select coalesce(st.nama, s.status) as status, ${measures}
      from ${s} left join status_laporans st on st.kode = s.status and st.deleted_at is null
      group by coalesce(st.nama, s.status)`,
  },
  {
    kind: 'agregat',
    key: 'report-bulanan',
    needsTahun: true,
    sortBy: { bulan: '_no' },
    query: (s) =>
      sql`select label as bulan, _no, jumlah, nilai, terlambat from (${series(12, sql`s.bulan`, sql`(${months})[g.n]`, s)}) b`,
  },
  {
    kind: 'agregat',
    key: 'report-bulanan-kumulatif',
    needsTahun: true,
    sortBy: { bulan: '_no' },
    query: (s) => sql`
      select label as bulan, _no, jumlah, sum(jumlah) over (order by _no)::int as kumulatif_jumlah, nilai,
             (sum(nilai::numeric) over (order by _no))::numeric(22,2)::text as kumulatif_nilai
      from (${series(12, sql`s.bulan`, sql`(${months})[g.n]`, s)}) b`,
  },
  {
    kind: 'agregat',
    key: 'report-triwulan',
    needsTahun: true,
    sortBy: { triwulan: '_no' },
    query: (s) => sql`
      select label as triwulan, _no, jumlah, nilai, terlambat
      from (${series(4, sql`((s.bulan - 1) / 3 + 1)`, sql`'Triwulan ' || (array['I','II','III','IV'])[g.n]`, s)}) t`,
  },
  {
    kind: 'agregat',
    key: 'report-tbn',
    sortBy: { rentang: '_no' },
    query: (s) => sql`
      select label as rentang, _no, jumlah, nilai, terlambat
      from (${series(
        4,
        sql`s.rentang`,
        sql`(array['Di bawah Rp1 juta','Rp1 juta – Rp10 juta','Rp10 juta – Rp100 juta','Di atas Rp100 juta'])[g.n]`,
        s,
      )}) t`,
  },
  {
    kind: 'agregat',
    key: 'report-akhir-tahun',
    sortBy: { tahun: '_no' },
    query: (s) => sql`
      select s.tahun::text as tahun, s.tahun as _no, ${measures},
             (count(distinct s.instansi_id) filter (where s.jumlah > 0))::int as instansi
      from ${s} group by s.tahun`,
  },
  {
    kind: 'agregat',
    key: 'report-per-instansi',
    query: (s) => sql`
      select coalesce(i.nama, '(Tanpa instansi)') as instansi, p.nama as provinsi, s.instansi_id as _id, ${measures}
      from ${s} left join instansis i on i.id = s.instansi_id left join provinsis p on p.id = i.provinsi_id
      group by s.instansi_id, i.nama, p.nama`,
  },
  {
    kind: 'agregat',
    key: 'report-per-unit-kerja',
    query: (s) => sql`
      select coalesce(u.nama, '(Tanpa unit kerja)') as unit_kerja, coalesce(i.nama, '(Tanpa instansi)') as instansi,
             ${measures}
      from ${s} left join unit_kerjas u on u.id = s.unit_kerja_id left join instansis i on i.id = s.instansi_id
      group by s.unit_kerja_id, u.nama, s.instansi_id, i.nama`,
  },
  {
    kind: 'agregat',
    key: 'report-per-wilayah',
    query: (s) => sql`
      select coalesce(p.nama, '(Tanpa provinsi)') as provinsi, ${measures},
             (count(distinct s.instansi_id))::int as instansi
      from ${s} left join provinsis p on p.id = s.provinsi_id
      group by s.provinsi_id, p.nama`,
  },
  {
    kind: 'agregat',
    key: 'report-kepatuhan',
    needsTahun: true,
    // Institutions with reports in the year, and those with a target for it (0 reports: 0% unless none were due).
    query: (s, f) => sql`
      select coalesce(i.nama, '(Tanpa instansi)') as instansi, coalesce(x.jumlah, 0)::int as jumlah,
             coalesce(x.jumlah - x.terlambat, 0)::int as tepat_waktu,
             case when coalesce(x.jumlah, 0) = 0 then null
                  else round(100.0 * (x.jumlah - x.terlambat) / x.jumlah, 2)::text end as kepatuhan,
             t.target::text as target,
             case when t.target is null or coalesce(x.jumlah, 0) = 0 then '-'
                  when 100.0 * (x.jumlah - x.terlambat) / x.jumlah >= t.target then 'Ya' else 'Tidak' end as memenuhi
      from (select s.instansi_id, sum(s.jumlah)::int as jumlah, sum(s.terlambat)::int as terlambat
            from ${s} group by s.instansi_id) x
      full join (select instansi_id, max(target) as target from target_kepatuhan_instansis
                 where deleted_at is null and tahun = ${Number(f.tahun)}
                 ${f.instansi_id ? sql`and instansi_id = ${Number(f.instansi_id)}` : sql``}
                 group by instansi_id) t on t.instansi_id = x.instansi_id
      left join instansis i on i.id = coalesce(x.instansi_id, t.instansi_id)
      ${f.provinsi_id ? sql`where i.provinsi_id = ${Number(f.provinsi_id)}` : sql``}`,
  },
];
