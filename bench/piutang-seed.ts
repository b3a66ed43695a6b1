import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl, LAPORAN_BENCH_DB, PG_ADMIN_URL, seedLaporanBench, step } from './laporan-seed';
import { startServer } from './server';

// Bulk data for the receivables benchmark (issue 12 §4–5): a copy of the 1,000,000-report data set
// (bench/laporan-seed.ts) in a database of its own, migrated, then 100,000 debtors (reporters) with two bills each
// (200,000 surat tagihan on decided items, valid Luhn VAs), 700,000 payments and 100,000 cancellations: 1,000,000
// ledger entries. Set-based SQL (generate_series, insert … select), never row by row.
export const PIUTANG_BENCH_DB = process.env.BENCH_PIUTANG_DB ?? 'gratifikasi_bench_piutang';
export const DEBTORS = Number(process.env.BENCH_DEBTORS ?? 100_000);

export function piutangDatabaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PIUTANG_BENCH_DB}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

async function laporanBenchReady(): Promise<boolean> {
  const exists = await withClient(PG_ADMIN_URL, async (admin) => {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [LAPORAN_BENCH_DB]);
    return rows.length > 0;
  });
  if (!exists) return false;
  return withClient(benchDatabaseUrl(), async (db) => {
    const { rows } = await db.query<{ n: string }>('select count(*) n from laporans');
    return Number(rows[0]?.n ?? 0) >= 1_000_000;
  });
}

/** A copy of the report data set (a file copy), migrated to the current schema by starting the server once. */
async function copyDatabase(): Promise<void> {
  if (!(await laporanBenchReady())) await seedLaporanBench();
  await withClient(PG_ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${PIUTANG_BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PIUTANG_BENCH_DB} TEMPLATE ${LAPORAN_BENCH_DB}`);
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-piutang-'));
  const server = await startServer({
    DATABASE_URL: piutangDatabaseUrl(),
    DATA_DIR: dataDir,
    DEMO_SEED: 'off',
  });
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** The Luhn check digit in SQL, as packages/domain/src/piutang/va.ts computes it. */
const LUHN_FN = `create or replace function pg_temp.luhn(body text) returns int language sql immutable as $$
  select (10 - (sum(case when (length(body) - i) % 2 = 0
                 then (case when d * 2 > 9 then d * 2 - 9 else d * 2 end) else d end) % 10)) % 10
  from (select i, substr(body, i, 1)::int d from generate_series(1, length(body)) i) x
$$`;

async function bulkInsert(): Promise<void> {
  await withClient(piutangDatabaseUrl(), async (db) => {
    await db.query(LUHN_FN);
    await step(
      db,
      'clear the demo receivables',
      'truncate piutang_entris, pembayaran_notifikasis, rekon_batches, piutang_tagihans restart identity cascade',
    );
    await db.query(`create temp table deb as
      select pelapor_id from (select distinct pelapor_id from laporans where deleted_at is null) p order by pelapor_id limit ${DEBTORS}`);
    await step(
      db,
      `bills: two per debtor (${DEBTORS} debtors)`,
      `insert into piutang_tagihans (laporan_id, rincian_id, pelapor_id, nomor, tahun, urut, tanggal, tanggal_keputusan, va,
         mata_uang, nilai, mata_uang_asal, nilai_asal, kurs)
       select x.laporan_id, x.rincian_id, x.pelapor_id, x.rn2 || '/TAGIHAN-BENCH/' || x.tahun, x.tahun, x.rn2, x.tgl, x.tgl,
              '8808' || lpad(x.rn2::text, 11, '0') || pg_temp.luhn('8808' || lpad(x.rn2::text, 11, '0')),
              'IDR', x.nilai, 'IDR', x.nilai, 1
       from (select r.laporan_id, r.id as rincian_id, l.pelapor_id,
                    row_number() over (order by r.id) as rn2,
                    extract(year from date '2024-01-01' + (r.id % 700))::int as tahun,
                    date '2024-01-01' + (r.id % 700) as tgl,
                    (100000 + (r.id % 5000) * 1000)::numeric(20, 2) as nilai
             from (select l.id, l.pelapor_id, row_number() over (partition by l.pelapor_id order by l.id) rn
                   from laporans l join deb on deb.pelapor_id = l.pelapor_id where l.deleted_at is null) l
             join lateral (select id, laporan_id from rincian_laporans r where r.laporan_id = l.id order by id limit 1) r on true
             where l.rn <= 2) x`,
    );
    await step(
      db,
      'bill entries',
      `insert into piutang_entris (tagihan_id, pelapor_id, mata_uang, jenis, jumlah, tanggal, kurs)
       select id, pelapor_id, 'IDR', 'TAGIHAN', nilai, tanggal, 1 from piutang_tagihans order by id`,
    );
    await step(
      db,
      'payments: 3 or 4 a bill (some over, most under)',
      `insert into piutang_entris (tagihan_id, pelapor_id, mata_uang, jenis, jumlah, tanggal, referensi)
       select t.id, t.pelapor_id, 'IDR', 'BAYAR', -round(t.nilai * (0.2 + (t.id % 7) * 0.02), 2),
              least(t.tanggal + k * 25, current_date), 'BENCH-' || t.id || '-' || k
       from piutang_tagihans t cross join generate_series(1, 3 + (t.id % 2)::int) k order by t.id, k`,
    );
    await step(
      db,
      'cancellations: one payment in seven reversed',
      `insert into piutang_entris (tagihan_id, pelapor_id, mata_uang, jenis, jumlah, tanggal, membatalkan_id, keterangan)
       select e.tagihan_id, e.pelapor_id, 'IDR', 'BATAL', -e.jumlah, least(e.tanggal + 3, current_date), e.id, 'bench'
       from piutang_entris e where e.jenis = 'BAYAR' and e.id % 7 = 0 order by e.id`,
    );
    await step(db, 'analyze', 'vacuum analyze piutang_tagihans, piutang_entris');
    const { rows } = await db.query<{ n: string }>('select count(*) n from piutang_entris');
    console.log(`[seed] ledger entries: ${rows[0]?.n}`);
  });
}

/** Makes the receivables bench database: copy, migrate, bulk insert. */
export async function seedPiutangBench(): Promise<void> {
  await copyDatabase();
  await bulkInsert();
}

if (process.argv[1]?.endsWith('piutang-seed.ts')) await seedPiutangBench();
