import { INDONESIAN_MONTHS, OG_STATE_LABELS } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportScope } from '../scope';
import type { BarisQuery } from './types';

export const MONTHS_SQL = sql.raw(`array[${INDONESIAN_MONTHS.map((m) => `'${m}'`).join(',')}]`);
const NEGARA = sql.raw(`('MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA')`);
const DISERAHKAN = sql.raw(`('DISERAHKAN_DJKN', 'DISERAHKAN_LANGSUNG', 'DIBAYAR')`);
const fisikLabel = sql.raw(
  `case o.state ${Object.entries(OG_STATE_LABELS)
    .map(([k, v]) => `when '${k}' then '${v.replace(/'/g, "''")}'`)
    .join(' ')} else o.state end`,
);
const rp = (expr: string, as: string) => sql.raw(`coalesce(${expr}, 0)::numeric(22,2)::text as ${as}`);

/** The row count and the sums of `cols` over a grouped query's rows (its totals row). */
export const countWithTotals = (q: SQL, cols: readonly string[]): SQL =>
  sql`select count(*)::int as n ${sql.raw(
    cols.map((c) => `, coalesce(sum(r.${c}::numeric), 0)::text as ${c}`).join(''),
  )} from (${q}) r`;

/**
 * A bill's figures from its ledger (append-only): billed and paid net of their reversals (a BATAL negates the entry
 * it reverses; a restore copies it), and what is still owed (the sum of every entry).
 */
const buku = sql`left join lateral (
    select coalesce(sum(e.jumlah) filter (where coalesce(b.jenis, e.jenis) = 'TAGIHAN'), 0) as ditagih,
           -coalesce(sum(e.jumlah) filter (where coalesce(b.jenis, e.jenis) = 'BAYAR'), 0) as dibayar,
           coalesce(sum(e.jumlah), 0) as sisa
    from piutang_entris e left join piutang_entris b on e.jenis = 'BATAL' and b.id = e.membatalkan_id
    where e.tagihan_id = t.id) k on true`;

/** Every item ruled state-owned: its object register row and its bill, whichever exist. */
const rekonFrom = sql`
  from (select rincian_id from objek_gratifikasis where kepemilikan in ${NEGARA}
        union select rincian_id from piutang_tagihans) x
  left join objek_gratifikasis o on o.rincian_id = x.rincian_id
  left join piutang_tagihans t on t.rincian_id = x.rincian_id
  join laporans l on l.id = coalesce(o.laporan_id, t.laporan_id)
  ${buku}`;

const rekonOg: BarisQuery = {
  kind: 'baris',
  key: 'report-rekon-og',
  periode: sql`coalesce(o.tanggal_sk, t.tanggal_keputusan)`,
  sortBy: { tanggal_sk: 'coalesce(o.tanggal_sk, t.tanggal_keputusan)', kode: 'o.kode', nosig: 'l.nosig' },
  tieBreak: '_rincian',
  query: (where) => sql`
    select l.id as _id, x.rincian_id as _rincian, o.kode, l.nosig,
           (select i.nama from instansis i where i.id = l.instansi_id) as instansi,
           coalesce(o.tanggal_sk, t.tanggal_keputusan)::text as tanggal_sk,
           case o.kepemilikan when 'SEBAGIAN_MILIK_NEGARA' then 'Sebagian milik negara'
                else 'Milik negara' end as kepemilikan,
           coalesce(o.nilai_rupiah, t.nilai)::text as nilai,
           case when o.id is null then 'Tidak ada di register' else ${fisikLabel} end as fisik,
           ${rp('k.ditagih', 'ditagih')}, ${rp('k.dibayar', 'dibayar')}, ${rp('k.sisa', 'sisa')},
           case when o.state in ('DISERAHKAN_DJKN', 'DISERAHKAN_LANGSUNG') then 'Diserahkan'
                when t.id is not null and o.id is not null and t.nilai <> o.nilai_rupiah then 'Selisih'
                when t.id is not null and k.ditagih > 0 and k.sisa <= 0 then 'Lunas'
                when t.id is not null and k.sisa > 0 then 'Belum lunas'
                when o.state is null or o.state = 'DIHARAPKAN' then 'Belum diterima'
                else 'Dalam penyimpanan' end as hasil
    ${rekonFrom}
    where ${where}`,
  count: (where) => sql`
    select count(*)::int as n, ${rp('sum(coalesce(o.nilai_rupiah, t.nilai))', 'nilai')},
           ${rp('sum(k.ditagih)', 'ditagih')}, ${rp('sum(k.dibayar)', 'dibayar')}, ${rp('sum(k.sisa)', 'sisa')}
    ${rekonFrom}
    where ${where}`,
};

/** Finance's month: the ledger by booking date, the bank's notifications by payment date (Jakarta), in rupiah. */
const renkeu = (tahun: number) => sql`
  select (${MONTHS_SQL})[g.n] as bulan, g.n as _no, ${rp('b.ditagih', 'ditagih')}, ${rp('b.dibayar', 'dibayar')},
         ${rp('n.bank', 'bank')}, ${rp('n.tinjau', 'tinjau')}, ${rp('coalesce(n.bank, 0) - coalesce(b.dibayar, 0)', 'selisih')}
  from generate_series(1, 12) as g(n)
  left join (
    select extract(month from e.tanggal)::int as m,
           sum(e.jumlah) filter (where coalesce(b.jenis, e.jenis) = 'TAGIHAN') as ditagih,
           -sum(e.jumlah) filter (where coalesce(b.jenis, e.jenis) = 'BAYAR') as dibayar
    from piutang_entris e left join piutang_entris b on e.jenis = 'BATAL' and b.id = e.membatalkan_id
    where e.mata_uang = 'IDR' and e.tanggal >= ${`${tahun}-01-01`}::date and e.tanggal < ${`${tahun + 1}-01-01`}::date
    group by 1) b on b.m = g.n
  left join (
    select extract(month from p.dibayar_at at time zone 'Asia/Jakarta')::int as m,
           sum(p.jumlah) filter (where p.status = 'DIBUKUKAN') as bank,
           sum(p.jumlah) filter (where p.status = 'TINJAU') as tinjau
    from pembayaran_notifikasis p
    where p.mata_uang = 'IDR' and p.dibayar_at >= ${`${tahun}-01-01T00:00:00+07:00`}::timestamptz
      and p.dibayar_at < ${`${tahun + 1}-01-01T00:00:00+07:00`}::timestamptz
    group by 1) n on n.m = g.n`;

const rekonRenkeu: BarisQuery = {
  kind: 'baris',
  key: 'report-rekon-og-renkeu',
  needsTahun: true,
  // Finance's books are the KPK's whole; the report is for the KPK area alone, so `where` (its scope) is the whole set.
  ownFilters: true,
  sortBy: { bulan: '_no' },
  tieBreak: '_no',
  query: (_w, _a, f) => renkeu(Number(f.tahun)),
  count: (_w, _a, f) =>
    countWithTotals(renkeu(Number(f.tahun)), ['ditagih', 'dibayar', 'bank', 'tinjau', 'selisih']),
};

/** A UPG reads the bills of its own institution's officials only (of the reports filed through it). */
function instansiUpg(scope: ReportScope): SQL {
  if (scope.kind !== 'upg' || scope.upgId === null) return sql`false`;
  return sql`l.instansi_id = (select u.instansi_id from upgs u where u.id = ${scope.upgId} and u.deleted_at is null)`;
}

const piutangFrom = sql`
  from piutang_tagihans t join laporans l on l.id = t.laporan_id
  left join rincian_laporans r on r.id = t.rincian_id
  ${buku}`;

const piutang: BarisQuery = {
  kind: 'baris',
  key: 'report-piutang',
  periode: sql`t.tanggal`,
  where: instansiUpg,
  sortBy: { tanggal: 't.tanggal', nomor: 't.nomor', nosig: 'l.nosig', nilai: 't.nilai' },
  tieBreak: '_tagihan',
  query: (where) => sql`
    select l.id as _id, t.id as _tagihan, t.nomor, t.tanggal::text as tanggal, l.nosig,
           (select p.nama from pelapors p where p.id = t.pelapor_id) as pelapor, r.uraian, t.nilai::text as nilai,
           ${rp('k.dibayar', 'dibayar')}, ${rp('k.sisa', 'sisa')},
           case when k.ditagih <= 0 then 'Dibatalkan' when k.sisa <= 0 then 'Lunas' else 'Belum lunas' end as keadaan
    ${piutangFrom}
    where ${where}`,
  count: (where) => sql`
    select count(*)::int as n, ${rp('sum(t.nilai)', 'nilai')}, ${rp('sum(k.dibayar)', 'dibayar')},
           ${rp('sum(k.sisa)', 'sisa')}
    ${piutangFrom}
    where ${where}`,
};

const beritaNegara = (where: SQL) => sql`
  select (${MONTHS_SQL})[g.n] as bulan, g.n as _no, coalesce(x.laporan, 0)::int as laporan,
         coalesce(x.milik_negara, 0)::int as milik_negara, coalesce(x.sebagian, 0)::int as sebagian,
         coalesce(x.milik_penerima, 0)::int as milik_penerima, ${rp('x.nilai_negara', 'nilai_negara')},
         coalesce(x.diserahkan, 0)::int as diserahkan
  from generate_series(1, 12) as g(n)
  left join (
    select extract(month from o.tanggal_sk)::int as m, count(distinct o.laporan_id) as laporan,
           count(*) filter (where o.kepemilikan = 'MILIK_NEGARA') as milik_negara,
           count(*) filter (where o.kepemilikan = 'SEBAGIAN_MILIK_NEGARA') as sebagian,
           count(*) filter (where o.kepemilikan = 'MILIK_PENERIMA') as milik_penerima,
           sum(o.nilai_rupiah) filter (where o.kepemilikan in ${NEGARA}) as nilai_negara,
           count(*) filter (where o.kepemilikan in ${NEGARA} and o.state in ${DISERAHKAN}) as diserahkan
    from objek_gratifikasis o join laporans l on l.id = o.laporan_id
    where ${where} and o.tanggal_sk is not null
    group by 1) x on x.m = g.n`;

const BERITA_TOTALS = ['laporan', 'milik_negara', 'sebagian', 'milik_penerima', 'nilai_negara', 'diserahkan'];

const berita: BarisQuery = {
  kind: 'baris',
  key: 'report-berita-negara',
  needsTahun: true,
  periode: sql`o.tanggal_sk`,
  sortBy: { bulan: '_no' },
  tieBreak: '_no',
  query: beritaNegara,
  count: (where) => countWithTotals(beritaNegara(where), BERITA_TOTALS),
};

/** The object and receivables reports (catalog-objek.ts in the domain). */
export const OBJEK_QUERIES: BarisQuery[] = [rekonOg, rekonRenkeu, piutang, berita];
