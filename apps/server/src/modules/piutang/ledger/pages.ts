import { agingPerTanggal, type EntriPiutang, fromSen, type JenisEntri, toSen } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cacheOf } from '../../../platform/cache';
import { todayJakarta } from '../../laporan/lookups';
import { type DebiturKey, debiturPage, ledgerVersion, rows } from './query';

interface PageQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
  mata_uang?: string | undefined;
}

/** A decimal text from PostgreSQL as the ledger's `numeric(20,2)` text (the domain's fromSen form). */
const money = (v: string | null | undefined) => fromSen(toSen(v ?? '0'));

/**
 * The page's debtors as a relation `d(pelapor_id, mata_uang, n)` (n: the position on the page) with their names
 * `p`: one statement per page, its arrays one parameter each, whatever the page size.
 */
const pageDebiturs = (keys: readonly DebiturKey[]) =>
  sql`unnest(${sql.param(keys.map((k) => k.pelapor_id))}::int[], ${sql.param(keys.map((k) => k.mata_uang))}::text[])
      with ordinality as d(pelapor_id, mata_uang, n)
    left join pelapors p on p.id = d.pelapor_id`;

/**
 * Per debtor of the page, sums over their entries (`e`, joined on `on`) grouped in the database: a page answers in
 * one statement of one row per debtor, read from the entries' (pelapor, currency, date) index.
 */
async function perDebitur<T>(db: Db, keys: readonly DebiturKey[], columns: SQL, on: SQL = sql`true`) {
  if (keys.length === 0) return [];
  return rows<T & { n: number; nama: string }>(
    db,
    sql`select d.n::int as n, coalesce(p.nama, '') as nama, ${columns}
        from ${pageDebiturs(keys)}
        left join piutang_entris e on e.pelapor_id = d.pelapor_id and e.mata_uang = d.mata_uang and ${on}
        group by d.n, p.nama order by d.n`,
  );
}

/**
 * og-statement-of-account: each debtor's billed, paid, cancelled and balance — the sums of their entries by kind
 * (as `saldo` of the entries of each kind), the bills they span and the last booking date.
 */
export async function soaList(db: Db, query: PageQuery) {
  const page = await debiturPage(db, query);
  const sums = await perDebitur<{
    jumlah_tagihan: number;
    tagihan: string;
    bayar: string;
    batal: string;
    saldo: string;
    terakhir: string | null;
  }>(
    db,
    page.items,
    sql`count(distinct e.tagihan_id)::int as jumlah_tagihan,
        (sum(e.jumlah) filter (where e.jenis = 'TAGIHAN'))::text as tagihan,
        (-sum(e.jumlah) filter (where e.jenis = 'BAYAR'))::text as bayar,
        (-sum(e.jumlah) filter (where e.jenis = 'BATAL'))::text as batal,
        sum(e.jumlah)::text as saldo, max(e.tanggal)::text as terakhir`,
  );
  return {
    total: page.total,
    page: query.page,
    per_page: query.per_page,
    items: page.items.map((d, i) => {
      const s = sums[i];
      return {
        pelapor_id: d.pelapor_id,
        mata_uang: d.mata_uang,
        nama: s?.nama ?? '',
        jumlah_tagihan: s?.jumlah_tagihan ?? 0,
        tagihan: money(s?.tagihan),
        bayar: money(s?.bayar),
        batal: money(s?.batal),
        saldo: money(s?.saldo),
        terakhir: s?.terakhir ?? null,
      };
    }),
  };
}

/**
 * pp-debtor-aging: each debtor's aging buckets as of a date, by the domain rule over the entries booked up to that
 * date (only the columns the rule reads, in one statement for the page).
 */
export async function agingList(db: Db, query: PageQuery & { per_tanggal?: string | undefined }) {
  const perTanggal = query.per_tanggal ?? todayJakarta();
  const page = await debiturPage(db, query);
  const list = page.items.length
    ? await rows<{ n: number; nama: string } & Partial<EntriPiutang>>(
        db,
        sql`select d.n::int as n, coalesce(p.nama, '') as nama, e.id::int as id, e.jenis, e.jumlah::text as jumlah,
              e.tanggal::text as tanggal, e.membatalkan_id::int as membatalkan_id
            from ${pageDebiturs(page.items)}
            left join piutang_entris e on e.pelapor_id = d.pelapor_id and e.mata_uang = d.mata_uang
              and e.tanggal <= ${perTanggal}`,
      )
    : [];
  const nama = new Map<number, string>();
  const entries = new Map<number, EntriPiutang[]>();
  for (const r of list) {
    nama.set(r.n, r.nama);
    if (r.id == null) continue;
    const bucket = entries.get(r.n) ?? [];
    bucket.push({
      id: r.id,
      jenis: r.jenis as JenisEntri,
      jumlah: r.jumlah ?? '0',
      tanggal: r.tanggal ?? '',
      membatalkan_id: r.membatalkan_id ?? null,
    });
    entries.set(r.n, bucket);
  }
  return {
    total: page.total,
    page: query.page,
    per_page: query.per_page,
    per_tanggal: perTanggal,
    items: page.items.map((d, i) => ({
      pelapor_id: d.pelapor_id,
      mata_uang: d.mata_uang,
      nama: nama.get(i + 1) ?? '',
      ...agingPerTanggal(entries.get(i + 1) ?? [], perTanggal),
    })),
  };
}

/**
 * pp-mutasi-ar: the whole ledger's movement for a period (set-based sums, cached under the ledger's last entry id)
 * and a page of debtors with their own movement, summed in the database by the domain's rule (`mutasiPiutang`):
 * entries after the period ignored, before it the opening balance, within it new bills, payments and (any other
 * kind) cancellations.
 */
export async function mutasiAr(db: Db, query: PageQuery & { dari: string; sampai: string }) {
  const version = await ledgerVersion(db);
  const total = await cacheOf(db).get(
    'piutang',
    `mutasi|${query.dari}|${query.sampai}|${version}`,
    async () => {
      const [r] = await rows<Record<string, string>>(
        db,
        sql`select coalesce(sum(jumlah) filter (where tanggal < ${query.dari}), 0)::text as saldo_awal,
            coalesce(sum(jumlah) filter (where tanggal >= ${query.dari} and jenis = 'TAGIHAN'), 0)::text as baru,
            coalesce(-sum(jumlah) filter (where tanggal >= ${query.dari} and jenis = 'BAYAR'), 0)::text as bayar,
            coalesce(-sum(jumlah) filter (where tanggal >= ${query.dari} and jenis = 'BATAL'), 0)::text as batal,
            coalesce(sum(jumlah), 0)::text as saldo_akhir
          from piutang_entris where tanggal <= ${query.sampai} and id <= ${version}`,
      );
      return {
        saldo_awal: money(r?.saldo_awal),
        baru: money(r?.baru),
        bayar: money(r?.bayar),
        batal: money(r?.batal),
        saldo_akhir: money(r?.saldo_akhir),
      };
    },
  );
  const page = await debiturPage(db, query, version);
  const sums = await perDebitur<{
    awal: string | null;
    baru: string | null;
    bayar: string | null;
    batal: string | null;
  }>(
    db,
    page.items,
    sql`(sum(e.jumlah) filter (where e.tanggal < ${query.dari}))::text as awal,
        (sum(e.jumlah) filter (where e.tanggal >= ${query.dari} and e.jenis = 'TAGIHAN'))::text as baru,
        (-sum(e.jumlah) filter (where e.tanggal >= ${query.dari} and e.jenis = 'BAYAR'))::text as bayar,
        (-sum(e.jumlah) filter (where e.tanggal >= ${query.dari} and e.jenis not in ('TAGIHAN', 'BAYAR')))::text as batal`,
    sql`e.tanggal <= ${query.sampai}`,
  );
  return {
    dari: query.dari,
    sampai: query.sampai,
    total_mutasi: total,
    total: page.total,
    page: query.page,
    per_page: query.per_page,
    items: page.items.map((d, i) => {
      const s = sums[i];
      const [awal = 0n, baru = 0n, bayar = 0n, batal = 0n] = [s?.awal, s?.baru, s?.bayar, s?.batal].map((v) =>
        toSen(v ?? '0'),
      );
      return {
        pelapor_id: d.pelapor_id,
        mata_uang: d.mata_uang,
        nama: s?.nama ?? '',
        saldo_awal: fromSen(awal),
        baru: fromSen(baru),
        bayar: fromSen(bayar),
        batal: fromSen(batal),
        saldo_akhir: fromSen(awal + baru - bayar - batal),
      };
    }),
  };
}
