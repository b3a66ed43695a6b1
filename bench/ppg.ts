import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ListRow, measureTargets, reportRows } from './autocannon';
import { PG_ADMIN_URL, step } from './laporan-seed';
import { loginToken, startServer } from './server';

// Benchmark of issue 25 (PPG monitoring) over BENCH_PPG_INSTANSI institutions (default 1,000) × 5 years, each with
// its UPG and yearly profile, an approved plan of 30 items realised in 4 quarters (600,000 realisation rows at the
// default size), 10 risks per institution-year, a verification of 30 scored indicators (150,000 scores) and a kept
// score, generated set-wise in PostgreSQL.
// - `GET /api/dashboard/ppg`: the figures of a year are a few grouped passes kept in the one cache (15 s,
//   stale-while-revalidate): the first call of each year pays them ("cold", reported apart), the measured calls read
//   the cache.
// - `kpk-profile-klop` (`GET /api/profile-klop`, the group head) and `anggota-verifikasi-list`
//   (`GET /api/approval-verifikasi`, the member every bench verification is assigned to): first, filtered and deep
//   pages.
// Target: p99 ≤ 100 ms at 10 connections (50 recorded).
// - The recompute: a later score-criteria version of the oldest year (every verification finished) is approved
//   and its job enqueued; the time from the enqueue to the job's end (the 2 s poll of the worker included) and the
//   number of scores rewritten are recorded. Target ≤ 30 s.
// A tiny run: BENCH_PPG_INSTANSI=20 BENCH_DURATION=2 BENCH_CONNECTIONS=10 npx tsx bench/ppg.ts
const DB = process.env.BENCH_PPG_DB ?? 'gratifikasi_bench_ppg';
const INSTANSI = Number(process.env.BENCH_PPG_INSTANSI ?? 1_000);
const YEARS = 5;
const ITEMS = 30;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P99_MS = 100;
const TARGET_RECOMPUTE_S = 30;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';
const LAST_YEAR = new Date().getFullYear();
const FIRST_YEAR = LAST_YEAR - YEARS + 1;

function databaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB}`;
  return url.toString();
}

async function withDb<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** How many bench institution-years hold a plan (0 when the database does not exist yet). */
async function seededPlans(): Promise<number> {
  try {
    return await withDb(databaseUrl(), async (db) => {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) n from ppg_rencana_kerjas k join instansis i on i.id = k.instansi_id where i.kode like 'BENCHPPG.%'`,
      );
      return Number(rows[0]?.n ?? 0);
    });
  } catch {
    return 0;
  }
}

async function seed(): Promise<void> {
  console.log(`[seed] recreating ${DB}, migrating and seeding through the server…`);
  await withDb(PG_ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-ppg-'));
  const server = await startServer({ DATABASE_URL: databaseUrl(), DATA_DIR: dataDir });
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await withDb(databaseUrl(), async (db) => {
    await db.query(`set synchronous_commit = off; set work_mem = '64MB'`);
    const years = `generate_series(${FIRST_YEAR}, ${LAST_YEAR})`;
    const bench = `(select id from instansis where kode like 'BENCHPPG.%')`;
    await step(
      db,
      'instansis',
      `insert into instansis (kode, nama, is_active)
       select 'BENCHPPG.' || g, 'Instansi PPG Uji ' || g, true from generate_series(1, ${INSTANSI}) g`,
    );
    await step(
      db,
      'upgs and ppg_profil_klops (a UPG per institution, a profile per year)',
      `with u as (insert into upgs (kode, nama, instansi_id)
                  select 'BENCHPPG.UPG.' || i.id, 'UPG Instansi PPG Uji ' || i.id, i.id from ${bench} i
                  returning id, instansi_id)
       insert into ppg_profil_klops (instansi_id, upg_id, tahun, jumlah_pegawai, tahapan)
       select u.instansi_id, u.id, y, 100 + u.instansi_id % 5000,
              jsonb_build_object('komitmen', jsonb_build_object('selesai', true, 'keterangan', null),
                                 'aturan', jsonb_build_object('selesai', u.instansi_id % 2 = 0, 'keterangan', null),
                                 'upg', jsonb_build_object('selesai', u.instansi_id % 3 = 0, 'keterangan', null),
                                 'monev', jsonb_build_object('selesai', false, 'keterangan', null))
       from u cross join ${years} y`,
    );
    await step(
      db,
      'ppg_peserta_monevs',
      `insert into ppg_peserta_monevs (tahun, instansi_id) select y, i.id from ${years} y cross join ${bench} i
       on conflict do nothing`,
    );
    await step(
      db,
      'ppg_rencana_kerjas (approved, a few submitted or returned)',
      `insert into ppg_rencana_kerjas (instansi_id, tahun, status)
       select i.id, y, (array['approved','approved','approved','submit','return'])[1 + (i.id + y) % 5]
       from ${years} y cross join ${bench} i on conflict do nothing`,
    );
    await step(
      db,
      `ppg_rencana_kerja_items (${ITEMS} per plan)`,
      `insert into ppg_rencana_kerja_items (rencana_kerja_id, urutan, jenis, uraian, satuan,
         target_tw1, target_tw2, target_tw3, target_tw4)
       select k.id, n, 'LAINNYA', 'Kegiatan ' || n, 'kegiatan', 1 + n % 3, 1 + n % 2, 1, n % 4
       from ppg_rencana_kerjas k join ${bench} i on i.id = k.instansi_id cross join generate_series(1, ${ITEMS}) n
       order by k.id, n`,
    );
    await step(
      db,
      'ppg_realisasi_rencana_kerjas (4 quarters per approved plan)',
      `insert into ppg_realisasi_rencana_kerjas (rencana_kerja_id, instansi_id, tahun, triwulan, status, terlambat_hari)
       select k.id, k.instansi_id, k.tahun, tw, (array['approved','approved','submit','draft'])[1 + (k.id + tw) % 4],
              (k.id * tw) % 7
       from ppg_rencana_kerjas k join ${bench} i on i.id = k.instansi_id cross join generate_series(1, 4) tw
       where k.status = 'approved'`,
    );
    await step(
      db,
      'ppg_realisasi_items',
      `insert into ppg_realisasi_items (realisasi_id, rencana_item_id, capaian)
       select r.id, it.id, (it.id + r.triwulan) % 4
       from ppg_realisasi_rencana_kerjas r join ppg_rencana_kerja_items it on it.rencana_kerja_id = r.rencana_kerja_id
       join ${bench} i on i.id = r.instansi_id`,
    );
    await step(
      db,
      'ppg_identifikasi_risikos (10 per institution-year)',
      `insert into ppg_identifikasi_risikos (instansi_id, tahun, proses_layanan, risiko, penyebab_risiko_id,
         probabilitas_risiko_id, probabilitas_nilai, dampak_kerugian_id, dampak_nilai, skor, klasifikasi_risiko_id,
         rencana_mitigasi, penanggung_jawab, tenggat)
       select i.id, y, 'Layanan ' || n, 'Risiko ' || n, (select min(id) from penyebab_risikos),
              (select min(id) from probabilitas_risikos), p, (select min(id) from dampak_kerugians), d,
              round(p * d / 25.0, 2), (select min(id) from klasifikasi_risikos), 'Mitigasi', 'Penanggung jawab',
              make_date(y, 12, 31)
       from ${years} y cross join ${bench} i cross join generate_series(1, 10) n
       cross join lateral (select 1 + (i.id + n) % 5 as p, 1 + (i.id * n + y) % 5 as d) v`,
    );
    await step(
      db,
      'ppg_indikator_sets and ppg_skor_sets (one approved version per year)',
      `with s as (insert into ppg_indikator_sets (tahun, versi, status)
                  select y, 99, 'APPROVED' from ${years} y returning id, tahun)
       insert into ppg_skor_sets (tahun, versi, status, indikator_set_id) select tahun, 99, 'APPROVED', id from s`,
    );
    await step(
      db,
      `ppg_indikators (${ITEMS} per set, weights adding up to 100) and ppg_skor_levels (4 per indicator)`,
      `with ind as (
         insert into ppg_indikators (set_id, kode, nama, tahap, bobot, urutan)
         select s.id, 'K' || n, 'Indikator ' || n, 1 + (n - 1) % 4,
                case when n = ${ITEMS} then 100 - 3.33 * (${ITEMS} - 1) else 3.33 end, n
         from ppg_indikator_sets s cross join generate_series(1, ${ITEMS}) n where s.versi = 99
         returning id, set_id)
       insert into ppg_skor_levels (skor_set_id, indikator_id, kriteria_skor_monev_id, skor, deskripsi, urutan)
       select ss.id, ind.id, k.id, l.skor, l.kode, l.urutan
       from ind join ppg_skor_sets ss on ss.indikator_set_id = ind.set_id
       cross join (values ('SANGAT_BAIK', 100, 1), ('BAIK', 75, 2), ('CUKUP', 50, 3), ('TIDAK_ADA', 0, 4))
         as l(kode, skor, urutan)
       join kriteria_skor_monevs k on k.kode = l.kode`,
    );
    await step(
      db,
      'ppg_verifikasis (every institution-year, across the steps; the oldest year finished)',
      `insert into ppg_verifikasis (tahun, instansi_id, indikator_set_id, skor_set_id, anggota_user_id, status)
       select y, i.id, s.indikator_set_id, s.id, (select id from users where username = 'anggota_tim_ppg'),
              case when y = ${FIRST_YEAR} then 'SELESAI' else
              (array['BELUM','SEDANG','REVIEW_KATIM','REVIEW_GH','REVIEW_DIREKTUR','SELESAI','SELESAI'])[1 + (i.id + y) % 7] end
       from ${years} y cross join ${bench} i join ppg_skor_sets s on s.tahun = y and s.versi = 99`,
    );
    await step(
      db,
      `ppg_verifikasi_nilais (${ITEMS} per verification begun)`,
      `insert into ppg_verifikasi_nilais (verifikasi_id, indikator_id, skor)
       select v.id, ind.id, (array[100, 75, 50, 0])[1 + (v.id + ind.urutan) % 4]
       from ppg_verifikasis v join ${bench} i on i.id = v.instansi_id
       join ppg_indikators ind on ind.set_id = v.indikator_set_id where v.status <> 'BELUM'`,
    );
    await step(
      db,
      'ppg_skor_instansis (the finished verifications)',
      `insert into ppg_skor_instansis (verifikasi_id, instansi_id, tahun, indikator_set_id, skor_set_id, total,
         tahap_1, tahap_2, tahap_3, tahap_4)
       select v.id, v.instansi_id, v.tahun, v.indikator_set_id, v.skor_set_id, t, t / 4, t / 4, t / 4, t / 4
       from ppg_verifikasis v join ${bench} i on i.id = v.instansi_id
       cross join lateral (select round(((v.id * 37) % 10000) / 100.0, 2) as t) x where v.status = 'SELESAI'`,
    );
    await step(
      db,
      'vacuum analyze',
      'vacuum analyze instansis, upgs, ppg_profil_klops, ppg_rencana_kerjas, ppg_rencana_kerja_items, ppg_realisasi_rencana_kerjas, ppg_realisasi_items, ppg_identifikasi_risikos, ppg_indikators, ppg_skor_levels, ppg_verifikasis, ppg_verifikasi_nilais, ppg_skor_instansis, ppg_peserta_monevs',
    );
  });
}

interface Recompute {
  tahun: number;
  scores_rewritten: number;
  enqueue_to_done_ms: number;
  target_met: boolean;
}

/**
 * A later criteria version of the oldest year, approved as the director's decision leaves it (a copy of the one in
 * force whose best level scores 90), and its job enqueued as the approval does; waits for the job to end.
 */
async function recompute(): Promise<Recompute> {
  return withDb(databaseUrl(), async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `with s as (insert into ppg_skor_sets (tahun, versi, status, indikator_set_id)
                  select tahun, coalesce((select max(versi) from ppg_skor_sets where tahun = $1), 0) + 1, 'APPROVED',
                         indikator_set_id
                  from ppg_skor_sets where tahun = $1 and versi = 99 returning id),
            l as (insert into ppg_skor_levels (skor_set_id, indikator_id, kriteria_skor_monev_id, skor, deskripsi, urutan)
                  select s.id, l.indikator_id, l.kriteria_skor_monev_id, case when l.skor = 100 then 90 else l.skor end,
                         l.deskripsi, l.urutan
                  from s cross join ppg_skor_levels l
                  join ppg_skor_sets o on o.id = l.skor_set_id and o.tahun = $1 and o.versi = 99)
       select id from s`,
      [FIRST_YEAR],
    );
    const setId = rows[0]?.id;
    const started = performance.now();
    const job = await db.query<{ id: string }>(
      `insert into jobs (name, payload, max_attempts) values ('ppg.skor-hitung-ulang', $1, 10) returning id`,
      [{ skor_set_id: setId }],
    );
    for (;;) {
      const { rows: st } = await db.query<{ status: string; last_error: string | null }>(
        'select status, last_error from jobs where id = $1',
        [job.rows[0]?.id],
      );
      if (st[0]?.status === 'done') break;
      if (st[0]?.status === 'failed' || st[0]?.last_error)
        throw new Error(`recompute failed: ${st[0]?.last_error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = Math.round(performance.now() - started);
    const { rows: n } = await db.query<{ n: string }>(
      `select count(*) n from ppg_skor_instansis where skor_set_id = $1 and berlaku`,
      [setId],
    );
    const result = {
      tahun: FIRST_YEAR,
      scores_rewritten: Number(n[0]?.n ?? 0),
      enqueue_to_done_ms: ms,
      target_met: ms <= TARGET_RECOMPUTE_S * 1000,
    };
    console.log(`[bench] recompute of ${FIRST_YEAR}: ${result.scores_rewritten} scores in ${ms} ms`);
    return result;
  });
}

/**
 * Each bench verification's place on the engine (`wf_instances`, what the lists join), as the engine leaves it at
 * the verification's status; added to a data set seeded before it existed.
 */
async function ensureInstances(): Promise<void> {
  await withDb(databaseUrl(), async (db) => {
    await step(
      db,
      'wf_instances of the bench verifications',
      `insert into wf_instances (subject_type, subject_id, proses_kode, proses_versi, step, version, peran,
         holder_user_id, anggota_user_id, perans, finished_at)
       select 'ppg_verifikasi', v.id, 'VERIFIKASI_PPG', 1, x.step, 1 + x.n, x.peran,
              case when x.step = 'penilaian' then v.anggota_user_id end, v.anggota_user_id, array[x.peran],
              case when x.step = 'selesai' then now() end
       from ppg_verifikasis v join instansis i on i.id = v.instansi_id and i.kode like 'BENCHPPG.%'
       cross join lateral (select * from (values
           ('BELUM', 'penilaian', 'anggota_tim_ppg', 0), ('SEDANG', 'penilaian', 'anggota_tim_ppg', 0),
           ('REVIEW_KATIM', 'katim', 'ketua_tim_ppg', 1), ('REVIEW_GH', 'gh', 'ketua_group_ppg', 2),
           ('REVIEW_DIREKTUR', 'direktur', 'direktur', 3), ('SELESAI', 'selesai', 'direktur', 4))
         as s(status, step, peran, n) where s.status = v.status) x
       where not exists (select 1 from wf_instances w where w.subject_type = 'ppg_verifikasi' and w.subject_id = v.id)`,
    );
    await db.query('vacuum analyze wf_instances');
  });
}

async function run(): Promise<{ rows: ListRow[]; coldMs: Record<number, number>; recompute: Recompute }> {
  if ((await seededPlans()) < INSTANSI * YEARS) await seed();
  await ensureInstances();
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-ppg-run-'));
  const server = await startServer({ DATABASE_URL: databaseUrl(), DATA_DIR: dataDir });
  try {
    const headers = {
      authorization: `Bearer ${await loginToken(server.baseUrl, 'ketua_group_ppg', PASSWORD)}`,
    };
    const anggota = {
      authorization: `Bearer ${await loginToken(server.baseUrl, 'anggota_tim_ppg', PASSWORD)}`,
    };
    const api = (path: string) => `${server.baseUrl}/api/${path}`;
    const url = (tahun: number) => `${server.baseUrl}/api/dashboard/ppg?tahun=${tahun}`;
    // The first call of each year runs the grouped passes (the cache is empty): the cold cost, apart.
    const coldMs: Record<number, number> = {};
    for (let tahun = FIRST_YEAR; tahun <= LAST_YEAR; tahun++) {
      const started = performance.now();
      const res = await fetch(url(tahun), { headers });
      if (!res.ok) throw new Error(`GET dashboard/ppg?tahun=${tahun} answered ${res.status}`);
      coldMs[tahun] = Math.round(performance.now() - started);
      console.log(`[bench] cold GET /api/dashboard/ppg?tahun=${tahun}: ${coldMs[tahun]} ms`);
    }
    const rows: ListRow[] = [];
    for (const [i, connections] of CONNECTIONS.entries()) {
      const targets = [
        { endpoint: `GET /api/dashboard/ppg @${connections}`, url: url(LAST_YEAR) },
        {
          endpoint: `GET /api/my-profile (baseline) @${connections}`,
          url: `${server.baseUrl}/api/my-profile`,
        },
      ];
      const load = { connections, durationS: DURATION_S, targetP99Ms: TARGET_P99_MS, judged: i === 0 };
      rows.push(...(await measureTargets(targets, headers, load)));
      const profil = [
        {
          endpoint: `GET /api/profile-klop (kpk-profile-klop, page 1) @${connections}`,
          url: api(`profile-klop?tahun=${LAST_YEAR}`),
        },
        {
          endpoint: `GET /api/profile-klop (approved plans, page 20) @${connections}`,
          url: api(`profile-klop?tahun=${LAST_YEAR}&status_rencana=approved&page=20`),
        },
        {
          endpoint: `GET /api/profile-klop (name search, all years) @${connections}`,
          url: api('profile-klop?q=uji%2099'),
        },
      ];
      rows.push(...(await measureTargets(profil, headers, load)));
      const verifikasi = [
        {
          endpoint: `GET /api/approval-verifikasi (anggota-verifikasi-list, page 1) @${connections}`,
          url: api(`approval-verifikasi?tahun=${LAST_YEAR}`),
        },
        {
          endpoint: `GET /api/approval-verifikasi (MONEV, finished, page 10) @${connections}`,
          url: api(`approval-verifikasi?tahun=${LAST_YEAR}&peserta=MONEV&status=SELESAI&page=10`),
        },
        {
          endpoint: `GET /api/approval-verifikasi (all years, page 100) @${connections}`,
          url: api('approval-verifikasi?page=100'),
        },
      ];
      rows.push(...(await measureTargets(verifikasi, anggota, load)));
    }
    return { rows, coldMs, recompute: await recompute() };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const { rows, coldMs, recompute } = await run();
  await reportRows('ppg', rows, TARGET_P99_MS, loadAtStart, {
    database: 'postgresql',
    instansi: INSTANSI,
    years: YEARS,
    plan_items: ITEMS,
    realisation_rows: INSTANSI * YEARS * 4 * ITEMS,
    cold_ms: coldMs,
    recompute: { ...recompute, target_s: TARGET_RECOMPUTE_S },
    connections: CONNECTIONS,
    duration_s: DURATION_S,
  });
}

await main();
