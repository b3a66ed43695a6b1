import type { ReportFilters } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { instansiWhere, pick, target, yes } from './instansi-filters';
import { countWithTotals, MONTHS_SQL } from './objek';
import { kegiatanInstansi, risikoInstansi } from './ppg';
import type { AgregatQuery, BarisQuery } from './types';

const pct = (num: string, den: string) =>
  sql.raw(`case when coalesce(${den}, 0) = 0 then null else round(100.0 * ${num} / ${den}, 2)::text end`);

const bulananKpi: AgregatQuery = {
  kind: 'agregat',
  key: 'report-bulanan-kpi',
  needsTahun: true,
  sortBy: { bulan: '_no' },
  query: (s) => sql`
    select (${MONTHS_SQL})[g.n] as bulan, g.n as _no, coalesce(x.jumlah, 0)::int as jumlah,
           coalesce(x.jumlah - x.terlambat, 0)::int as tepat_lapor, ${pct('(x.jumlah - x.terlambat)', 'x.jumlah')} as kpi_lapor,
           coalesce(x.selesai, 0)::int as selesai, coalesce(x.selesai_tepat, 0)::int as selesai_tepat,
           ${pct('x.selesai_tepat', 'x.selesai')} as kpi_keputusan
    from generate_series(1, 12) as g(n)
    left join (select s.bulan as d, sum(s.jumlah)::int as jumlah, sum(s.terlambat)::int as terlambat,
                      sum(s.selesai)::int as selesai, sum(s.selesai_tepat)::int as selesai_tepat
               from ${s} group by 1) x on x.d = g.n`,
};

const spiTematik: AgregatQuery = {
  kind: 'agregat',
  key: 'spi-tematik-gratifikasi',
  needsTahun: true,
  query: (_s, _f, so) => sql`
    select coalesce(j.nama, '(Tanpa jenis peristiwa)') as jenis_peristiwa, x.objek, x.nilai::numeric(22,2)::text as nilai,
           round(x.nilai / nullif(x.objek, 0), 2)::text as rata_rata, x.milik_negara,
           ${pct('x.milik_negara', 'x.objek')} as persen_negara
    from (select s.jenis_peristiwa_id, sum(s.objek)::int as objek, sum(s.nilai) as nilai,
                 sum(s.milik_negara)::int as milik_negara
          from ${so} group by 1) x
    left join jenis_peristiwas j on j.id = x.jenis_peristiwa_id`,
};

const profilFrom = (f: ReportFilters) => sql`
  from instansis i left join bidangs b on b.id = i.bidang_id left join provinsis p on p.id = i.provinsi_id
  left join lateral (select u.nama, u.sk_nomor, u.sk_tanggal from upgs u
                     where u.instansi_id = i.id and u.deleted_at is null order by u.id limit 1) u on true
  left join (select r.instansi_id, sum(r.jumlah)::int as laporan, max(r.tahun * 100 + r.bulan) as terakhir
             from report_ringkasans r group by 1) r on r.instansi_id = i.id
  ${target(f)}
  left join lateral (select count(*)::int as akun from pelapors pl
                     where pl.instansi_id = i.id and pl.user_id is not null) ak on true
  left join lateral (select count(*)::int as aturan from aturan_internals ai
                     where ai.instansi_id = i.id and ai.deleted_at is null) ai on true
  where ${instansiWhere(f, [
    ...pick(yes(f.pernah_lapor), sql`coalesce(r.laporan, 0) > 0`),
    ...pick(yes(f.memiliki_akun), sql`ak.akun > 0`),
    ...pick(yes(f.sk_upg), sql`u.sk_nomor is not null`),
    ...pick(yes(f.aturan_internal), sql`ai.aturan > 0`),
  ])}`;

const profil = (f: ReportFilters) => sql`
  select i.id as _id, i.nama as instansi, b.nama as bidang, p.nama as provinsi, coalesce(u.nama, '-') as upg,
         case when u.sk_nomor is null then 'Tidak'
              else 'Ya: ' || u.sk_nomor || coalesce(' (' || to_char(u.sk_tanggal, 'DD-MM-YYYY') || ')', '') end as sk_upg,
         ak.akun, coalesce(r.laporan, 0)::int as laporan,
         case when r.terakhir is null then '-' else lpad((r.terakhir % 100)::text, 2, '0') || '-' || (r.terakhir / 100)::text end
           as terakhir, r.terakhir as _terakhir, tg.target::text as target, ai.aturan
  ${profilFrom(f)}`;

const profilInstansi: BarisQuery = {
  kind: 'baris',
  key: 'report-profil-instansi',
  needsTahun: true,
  // The rows are institutions, not reports; the report is the KPK area's alone (whole set: `where` is unused).
  ownFilters: true,
  sortBy: { instansi: 'i.nama', terakhir: '_terakhir' },
  tieBreak: '_id',
  query: (_w, _a, f) => profil(f),
  count: (_w, _a, f) => countWithTotals(profil(f), ['akun', 'laporan', 'aturan']),
};

/** The institution and performance reports (catalog-instansi.ts in the domain). */
export const INSTANSI_AGREGAT: AgregatQuery[] = [bulananKpi, spiTematik];
export const INSTANSI_BARIS: BarisQuery[] = [profilInstansi, risikoInstansi, kegiatanInstansi];
