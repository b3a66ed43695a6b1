import { type SQL, sql } from 'drizzle-orm';
import type { BarisQuery, RedFlagAturan } from './types';

/** One giver whatever the spelling: trimmed, single-spaced, lower case (as the negative list's yearly total). */
const pemberi = sql`lower(regexp_replace(trim(l.nama_pemberi), '\\s+', ' ', 'g'))`;
const adaPemberi = sql`l.nama_pemberi is not null and trim(l.nama_pemberi) <> ''`;
/** The reports behind a flag: their numbers, the first 20. */
const daftar = (nosig: SQL) => sql`array_to_string((array_agg(${nosig} order by ${nosig}))[1:20], ', ')`;
const counted = (q: SQL) => sql`select count(*)::int as n from (${q}) flagged`;
const days = (n: number) => sql.raw(String(Math.trunc(n)));

/** Religious holidays of the holiday master, by name (national holidays only). */
const HARI_RAYA = 'idul|natal|waisak|nyepi|imlek|isra|maulid|kenaikan yesus|wafat yesus|tahun baru islam';

const pemberiBanyak = (where: SQL, a: RedFlagAturan) => sql`
  select min(l.nama_pemberi) as pemberi, count(distinct l.pelapor_id)::int as pejabat,
         count(distinct l.instansi_id)::int as instansi, count(*)::int as jumlah,
         sum(l.total_nilai)::numeric(22,2)::text as nilai, ${daftar(sql`l.nosig`)} as laporan
  from laporans l where ${where} and ${adaPemberi}
  group by ${pemberi}
  having count(distinct l.pelapor_id) >= ${a.pemberiMinPenerima}
      or count(distinct l.instansi_id) >= ${a.pemberiMinPenerima}`;

const pemecahan = (where: SQL, a: RedFlagAturan) => sql`
  with w as (
    select l.nosig, l.pelapor_id, l.nama_pemberi, ${pemberi} as kunci, l.tanggal_penerimaan as tgl,
           sum(l.total_nilai) over win as jendela_nilai, count(*) over win as jendela_n
    from laporans l
    where ${where} and ${adaPemberi} and l.tanggal_penerimaan is not null and l.total_nilai <= ${a.batasNl}
    window win as (partition by ${pemberi}, l.pelapor_id order by l.tanggal_penerimaan
                   range between interval '${days(a.pecahHari)} days' preceding and current row)
  )
  select min(w.nama_pemberi) as pemberi, (select p.nama from pelapors p where p.id = w.pelapor_id) as pejabat,
         min(w.tgl)::text as dari, max(w.tgl)::text as sampai, count(*)::int as jumlah,
         max(w.jendela_nilai)::numeric(22,2)::text as nilai, ${daftar(sql`w.nosig`)} as laporan
  from w group by w.kunci, w.pelapor_id
  having max(w.jendela_nilai) > ${a.batasNl} and max(w.jendela_n) >= 2`;

const lonjakan = (where: SQL, a: RedFlagAturan) => {
  const n = days(a.lonjakanHari);
  return sql`
  with base as (
    select l.tanggal_penerimaan as tgl, l.nosig from laporans l where ${where} and l.tanggal_penerimaan is not null
  ), harian as (
    select extract(year from tgl)::int as y, count(*)::numeric / 365 as rata from base group by 1
  ), h as (
    select tanggal, nama from hari_liburs
    where deleted_at is null and jenis = 'libur_nasional' and nama ~* ${HARI_RAYA}
    union all select make_date(y, 12, 31), 'Akhir tahun' from harian
  )
  select h.nama as hari_raya, h.tanggal::text as tanggal, count(b.tgl)::int as jumlah,
         round(count(b.tgl)::numeric / (2 * ${n} + 1), 2)::text as per_hari, round(hr.rata, 2)::text as rata_harian,
         round(count(b.tgl)::numeric / (2 * ${n} + 1) / nullif(hr.rata, 0), 2)::text as rasio,
         ${daftar(sql`b.nosig`)} as laporan
  from h join harian hr on hr.y = extract(year from h.tanggal)::int
  left join base b on b.tgl between h.tanggal - ${n} and h.tanggal + ${n}
  group by h.nama, h.tanggal, hr.rata
  having count(b.tgl) > 0 and count(b.tgl)::numeric / (2 * ${n} + 1) >= ${a.lonjakanRasio} * hr.rata`;
};

const terlambat = (where: SQL, a: RedFlagAturan) => sql`
  select (select p.nama from pelapors p where p.id = l.pelapor_id) as pejabat,
         (select i.nama from instansis i where i.id = max(l.instansi_id)) as instansi,
         (count(*) filter (where l.is_terlambat))::int as terlambat, count(*)::int as jumlah,
         array_to_string((array_agg(l.nosig order by l.nosig) filter (where l.is_terlambat))[1:20], ', ') as laporan
  from laporans l where ${where}
  group by l.pelapor_id
  having count(*) filter (where l.is_terlambat) >= ${a.terlambatMin}`;

/** Red flags (issue 14 §5): each a row report whose rule is configuration, listing the reports behind it. */
export const RED_FLAG_QUERIES: BarisQuery[] = [
  {
    kind: 'baris',
    key: 'red-flag-pemberi',
    wholeResult: true,
    tieBreak: 'pemberi',
    query: pemberiBanyak,
    count: (w, a) => counted(pemberiBanyak(w, a)),
  },
  {
    kind: 'baris',
    key: 'red-flag-pemecahan',
    wholeResult: true,
    tieBreak: 'pemberi',
    query: pemecahan,
    count: (w, a) => counted(pemecahan(w, a)),
  },
  {
    kind: 'baris',
    key: 'red-flag-lonjakan',
    wholeResult: true,
    tieBreak: 'tanggal',
    query: lonjakan,
    count: (w, a) => counted(lonjakan(w, a)),
  },
  {
    kind: 'baris',
    key: 'red-flag-terlambat',
    wholeResult: true,
    tieBreak: 'pejabat',
    query: terlambat,
    count: (w, a) => counted(terlambat(w, a)),
  },
];
