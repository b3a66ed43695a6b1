import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from './server';

// Bulk data for the laporan benchmark (issue 4): 1,000,000 reports with 1–3 items each, across 500 institutions
// and ~200,000 reporters, generated set-wise in PostgreSQL (generate_series, never row by row).
// The database is created, migrated and seeded (reference data, demo accounts) by starting the real server on it.
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const LAPORAN_BENCH_DB = process.env.BENCH_LAPORAN_DB ?? 'gratifikasi_bench_laporan';
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const PELAPORS = Number(process.env.BENCH_PELAPORS ?? 200_000);
const INSTANSI = 500;

export function benchDatabaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${LAPORAN_BENCH_DB}`;
  return url.toString();
}

const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rudi',
  'Sri',
  'Andi',
  'Rina',
  'Joko',
  'Wati',
  'Hendra',
  'Yuni',
  'Eko',
  'Lina',
  'Bambang',
  'Fitri',
  'Dedi',
  'Nur',
  'Rizki',
  'Ayu',
  'Hadi',
  'Maya',
  'Teguh',
  'Indah',
  'Arif',
  'Ratna',
  'Yusuf',
  'Putri',
  'Fajar',
  'Dian',
  'Imam',
  'Sari',
  'Wahyu',
  'Mega',
  'Iwan',
  'Tuti',
  'Galih',
  'Novi',
  'Bayu',
  'Lestari',
];
const LAST = [
  'Santoso',
  'Wibowo',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Nugroho',
  'Kusuma',
  'Setiawan',
  'Siregar',
  'Nasution',
  'Harahap',
  'Lubis',
  'Simanjuntak',
  'Sinaga',
  'Wijaya',
  'Halim',
  'Gunawan',
  'Susanto',
  'Purnomo',
  'Hakim',
  'Rahman',
  'Syahputra',
  'Permana',
  'Ramadhan',
  'Utomo',
  'Suryadi',
  'Hartono',
  'Firmansyah',
  'Kurniawan',
  'Anwar',
  'Tanjung',
  'Pohan',
  'Manurung',
  'Tambunan',
  'Situmorang',
  'Effendi',
  'Basri',
  'Maulana',
  'Hasibuan',
  'Iskandar',
];
const GIVER = [
  'Maju Jaya',
  'Sinar Abadi',
  'Karya Utama',
  'Mitra Sejahtera',
  'Bangun Persada',
  'Cahaya Nusantara',
  'Duta Makmur',
  'Global Sentosa',
  'Harapan Baru',
  'Indo Perkasa',
  'Jaya Konstruksi',
  'Kencana Mas',
  'Lestari Alam',
  'Mulia Raya',
  'Nusa Indah',
  'Prima Sakti',
  'Rajawali Tekno',
  'Samudra Biru',
  'Tunas Harapan',
  'Wahana Karya',
];
/** Status mix of a live system: most reports are past the first steps. */
const STATUS_MIX: [string, number][] = [
  ['DRAFT', 4],
  ['DITERIMA_UPG', 4],
  ['TERKIRIM', 20],
  ['DIKEMBALIKAN', 2],
  ['VERIFIKASI', 15],
  ['ANALISIS', 10],
  ['PENETAPAN_SK', 5],
  ['PIUTANG', 5],
  ['SELESAI', 30],
  ['TIDAK_DITINDAKLANJUTI', 5],
];

const arr = (xs: readonly string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const statusArray = arr(STATUS_MIX.flatMap(([s, w]) => Array.from({ length: w }, () => s)));

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${LAPORAN_BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${LAPORAN_BENCH_DB}`);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds (reference data + demo accounts) exactly as `npm start` does, by running the server once. */
async function migrateAndSeed(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-laporan-'));
  const server = await startServer({ DATABASE_URL: benchDatabaseUrl(), DATA_DIR: dataDir });
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** Runs one seeding statement and prints its row count and time. */
export async function step(db: pg.Client, label: string, sql: string): Promise<void> {
  const started = Date.now();
  const res = await db.query(sql);
  console.log(
    `[seed] ${label}: ${res.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function bulkInsert(): Promise<void> {
  const db = new pg.Client({ connectionString: benchDatabaseUrl() });
  await db.connect();
  try {
    await db.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB'`);
    await step(
      db,
      'instansi up to 500',
      `insert into instansis (kode, nama, is_active)
       select 'BENCH.' || g, 'Instansi Uji ' || g, true
       from generate_series(1, greatest(0, ${INSTANSI} - (select count(*) from instansis where deleted_at is null))) g`,
    );
    // Bench institutions get a group and a province, so the open-data statistics (issue 13 §3) have something to
    // group by; the seeded real institutions have theirs.
    await step(
      db,
      'instansi groups and provinces',
      `update instansis i set klasifikasi_instansi_id = k.id, provinsi_id = p.id
       from (select row_number() over (order by id) - 1 as n, id from klasifikasi_instansis) k,
            (select row_number() over (order by id) - 1 as n, id from provinsis) p
       where i.kode like 'BENCH.%'
         and k.n = i.id % (select count(*) from klasifikasi_instansis)
         and p.n = i.id % (select count(*) from provinsis)`,
    );
    await db.query(`create temp table inst as
      select row_number() over (order by id) - 1 as n, id from instansis where deleted_at is null order by id limit ${INSTANSI}`);
    await db.query(`create temp table ids as select
      (select id from users where username = 'individu') as individu,
      (select id from users where username = 'data_entry') as data_entry,
      (select id from users where username = 'anggota_tim') as anggota_tim,
      (select max(id) from pelapors) as p0,
      (select id from jenis_peristiwas order by id limit 1) as peristiwa0,
      (select count(*) from jenis_peristiwas) as peristiwa_n,
      (select id from hubungan_pemberi_penerimas order by id limit 1) as hubungan0,
      (select id from jenis_penerimaans order by id limit 1) as penerimaan0,
      (select id from jenis_objeks order by id limit 1) as objek0`);
    await step(
      db,
      'pelapors',
      `insert into pelapors (nama, instansi_id, jabatan, email, created_by, created_by_role)
       select (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g * 13) % ${LAST.length}],
              inst.id, 'Pegawai', 'pelapor' || g || '@uji.go.id', ids.data_entry, 'data_entry'
       from generate_series(1, ${PELAPORS}) g cross join ids join inst on inst.n = g % ${INSTANSI}`,
    );
    // Index maintenance row by row is what makes a bulk load slow: the laporans indexes are built afterwards.
    const { rows: indexes } = await db.query<{ indexdef: string; indexname: string }>(
      `select indexname, indexdef from pg_indexes where tablename in ('laporans', 'rincian_laporans')
       and indexname not like '%_pkey'`,
    );
    for (const ix of indexes) await db.query(`drop index ${ix.indexname}`);
    await step(
      db,
      'laporans',
      `insert into laporans (nosig, tahun_nomor, nomor_urut, pelapor_id, created_by, created_by_role, kanal,
         instansi_id, status, jenis_peristiwa_id, tempat_penerimaan, tanggal_penerimaan, tanggal_lapor,
         hubungan_pemberi_penerima_id, nama_pemberi, instansi_pemberi, alamat_pemberi, kronologi, checklist,
         pernyataan_benar, batas_lapor, is_terlambat, nl_hints, total_nilai, submitted_at, search_text,
         created_at, updated_at)
       select case when s.status = 'DRAFT' then null else g || '/LAP-GRAT/' || extract(year from d.tp) end,
         case when s.status = 'DRAFT' then null else extract(year from d.tp)::int end,
         case when s.status = 'DRAFT' then null else g end,
         p.id, case g % 3 when 0 then ids.individu when 1 then ids.data_entry else ids.anggota_tim end,
         case g % 3 when 0 then 'individu' when 1 then 'data_entry' else 'anggota_tim' end,
         case g % 3 when 0 then 'INDIVIDU' when 1 then 'DATA_ENTRY' else 'KPK' end,
         p.instansi_id, s.status, ids.peristiwa0 + g % ids.peristiwa_n, 'Kantor', d.tp, d.tp + (g % 45),
         ids.hubungan0, 'PT ' || (${arr(GIVER)})[1 + g % ${GIVER.length}], 'PT ' || (${arr(GIVER)})[1 + g % ${GIVER.length}],
         'Jakarta', 'Pemberian diterima setelah kegiatan kedinasan.', '[]'::jsonb, true, d.tp + 42, (g % 45) > 42,
         '[]'::jsonb, (g % 997) * 10000, case when s.status = 'DRAFT' then null else d.tp + interval '1 day' end,
         lower(coalesce(case when s.status = 'DRAFT' then null else g || '/LAP-GRAT/' || extract(year from d.tp) end, '')
           || ' ' || p.nama || ' PT ' || (${arr(GIVER)})[1 + g % ${GIVER.length}]),
         d.tp::timestamptz, d.tp::timestamptz
       from generate_series(1, ${REPORTS}) g
       cross join ids
       join pelapors p on p.id = ids.p0 + 1 + (g * 31) % ${PELAPORS}
       cross join lateral (select (${statusArray})[1 + (g * 17) % ${STATUS_MIX.reduce((n, [, w]) => n + w, 0)}] as status) s
       cross join lateral (select date '2021-01-04' + (g % 1800) as tp) d`,
    );
    await step(
      db,
      'rincian_laporans (1–3 per report)',
      `insert into rincian_laporans (laporan_id, jenis_penerimaan_id, jenis_objek_id, uraian, jumlah,
         nilai_taksiran, nilai_rupiah, created_at, updated_at)
       select l.id, ids.penerimaan0 + k % 3, ids.objek0 + (l.id + k) % 5, 'Barang ' || k, 1,
         l.total_nilai / (1 + l.id % 3), l.total_nilai / (1 + l.id % 3), l.created_at, l.created_at
       from laporans l cross join ids cross join lateral generate_series(1, 1 + l.id % 3) k`,
    );
    // The SK's decision per item of the reports past the SK (what the statistics read as "decided").
    await step(
      db,
      'og_status_kepemilikans (SK decisions)',
      `insert into og_status_kepemilikans (rincian_id, laporan_id, status, nilai_negara, created_at)
       select r.id, l.id,
         (array['MILIK_NEGARA','SEBAGIAN_MILIK_NEGARA','MILIK_PENERIMA','MILIK_PENERIMA'])[1 + (r.id + l.id) % 4],
         case when (r.id + l.id) % 4 = 1 then round(r.nilai_rupiah / 2, 2) end,
         l.created_at + interval '60 days'
       from laporans l join rincian_laporans r on r.laporan_id = l.id
       where l.status in ('PIUTANG', 'SELESAI')
       on conflict do nothing`,
    );
    for (const ix of indexes) {
      const started = Date.now();
      await db.query(ix.indexdef);
      console.log(`[seed] index ${ix.indexname} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await step(
      db,
      'nomor_counters',
      `insert into nomor_counters (seri, tahun, last_seq)
      select 'LAPORAN', tahun_nomor, max(nomor_urut) from laporans where tahun_nomor is not null group by tahun_nomor
      on conflict (seri, tahun) do update set last_seq = excluded.last_seq`,
    );
    await step(
      db,
      'vacuum analyze',
      'vacuum analyze laporans, rincian_laporans, pelapors, instansis, og_status_kepemilikans',
    );
  } finally {
    await db.end();
  }
}

export async function seedLaporanBench(): Promise<void> {
  const started = Date.now();
  console.log(`[seed] recreating ${LAPORAN_BENCH_DB}, migrating and seeding through the server…`);
  await recreateDatabase();
  await migrateAndSeed();
  await bulkInsert();
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** How many reports the bench database holds (0 when it does not exist yet). */
export async function laporanBenchCount(): Promise<number> {
  const db = new pg.Client({ connectionString: benchDatabaseUrl() });
  try {
    await db.connect();
    const { rows } = await db.query<{ n: string }>('select count(*) as n from laporans');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** The bench database with at least `BENCH_REPORTS` reports (default 1,000,000), seeded when it holds fewer. */
export async function ensureLaporanBench(): Promise<number> {
  const min = Number(process.env.BENCH_REPORTS ?? 1_000_000);
  const reports = await laporanBenchCount();
  if (reports >= min) return reports;
  console.log(`[bench] ${reports} reports in the bench database; seeding ${min}…`);
  await seedLaporanBench();
  return laporanBenchCount();
}

if (process.argv[1]?.endsWith('laporan-seed.ts')) await seedLaporanBench();
