import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TASKS } from '@gratifikasi/domain';
import pg from 'pg';
import { benchDatabaseUrl, LAPORAN_BENCH_DB, PG_ADMIN_URL, seedLaporanBench, step } from './laporan-seed';
import { startServer } from './server';

// Bulk data for the workflow benchmark (issue 10): a copy of the 1,000,000-report data set (bench/laporan-seed.ts)
// with ~200 KPK staff in 8 groups of 3 teams, and every submitted report in the process — the last ~90 days of
// reports still open and spread over the steps as a live system's are, the rest finished with an SK or an SP3 — plus
// a pool of reports waiting on one bench team leader for the decision benchmark. Set-based SQL, no row loops.
export const WORKFLOW_BENCH_DB = process.env.BENCH_WORKFLOW_DB ?? 'gratifikasi_bench_wf';
/** The decision benchmark's actor and the reports it decides (step f34, team scope, version 1). */
export const DECISION_USER = 'bench_katim';
export const DECISION_POOL = Number(process.env.BENCH_DECISION_POOL ?? 20_000);
const GROUPS = 8;
const TEAMS_PER_GROUP = 3;
const MEMBERS_PER_TEAM = 7;
/** Of the 1800 days the data set spans, the last OPEN_DAYS days' reports are still being processed. */
const OPEN_DAYS = 90;

/** Where open reports are, weighted as a live process holds them (most at verification and analysis). */
const OPEN_STEPS: [string, number][] = [
  ['distribusi', 6],
  ['distribusi-f', 6],
  ['f30', 12],
  ['f34', 5],
  ['f38', 5],
  ['f31', 8],
  ['f35', 4],
  ['f39', 4],
  ['f33', 8],
  ['f37', 3],
  ['f3b', 3],
  ['f3g', 4],
  ['f40', 2],
  ['f60', 10],
  ['f61', 4],
  ['f63', 4],
  ['f80', 3],
  ['f83', 2],
  ['f70', 2],
  ['f72', 1],
  ['f74', 1],
  ['f7A', 1],
  ['f7E', 1],
  ['f5a', 1],
  ['f51', 1],
  ['f52', 1],
  ['f54', 1],
  ['f56', 1],
  ['f5D', 1],
];

export function workflowDatabaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${WORKFLOW_BENCH_DB}`;
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

/** The report data set exists with its million reports (else it is made first). */
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

/** A copy of the report data set (a file copy: seconds), migrated to the current schema by starting the server. */
async function copyDatabase(): Promise<void> {
  if (!(await laporanBenchReady())) await seedLaporanBench();
  await withClient(PG_ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${WORKFLOW_BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${WORKFLOW_BENCH_DB} TEMPLATE ${LAPORAN_BENCH_DB}`);
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-wf-'));
  const server = await startServer({ DATABASE_URL: workflowDatabaseUrl(), DATA_DIR: dataDir });
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const tasks = new Map(DEFAULT_TASKS.map((t) => [t.kode, t]));
/** (step, role, scope, status, weight) of the open steps, as a VALUES list. */
const openStepValues = OPEN_STEPS.map(([kode, w]) => {
  const t = tasks.get(kode);
  if (!t) throw new Error(`unknown step ${kode}`);
  return `(${q(kode)}, ${q(t.roles[0] ?? '')}, ${q(t.lingkup)}, ${q(t.status)}, ${w})`;
}).join(', ');

async function staff(db: pg.Client): Promise<void> {
  await step(
    db,
    'bench groups',
    `insert into grups (kode, nama, urutan, is_active)
     select 'GRUP_B' || g, 'Grup Uji ' || g, 10 + g, true from generate_series(1, ${GROUPS - 2}) g`,
  );
  await step(
    db,
    'bench teams',
    `insert into tims (kode, nama, grup_id, is_active)
     select gr.kode || '_T' || t, 'Tim ' || gr.nama || ' ' || t, gr.id, true
     from grups gr cross join generate_series(1, ${TEAMS_PER_GROUP}) t
     where gr.deleted_at is null and (select count(*) from tims x where x.grup_id = gr.id) < t`,
  );
  await db.query(`create temp table bteam as
    select row_number() over (order by t.id) - 1 as n, t.id, t.grup_id from tims t where t.deleted_at is null`);
  const hash = `(select password_hash from users where username = 'anggota_tim')`;
  const role = (name: string) => `(select id from roles where name = ${q(name)})`;
  await step(
    db,
    'members, team leaders, group heads (~200 staff)',
    `with made as (
       insert into users (username, name, email, password_hash, grup_id, tim_id)
       select 'bench_agt_' || b.n || '_' || m, 'Anggota Uji ' || b.n || '.' || m, 'bench_agt_' || b.n || '_' || m || '@kpk.test',
              ${hash}, b.grup_id, b.id
       from bteam b cross join generate_series(1, ${MEMBERS_PER_TEAM}) m
       returning id)
     insert into role_users (user_id, role_id) select id, ${role('anggota_tim')} from made`,
  );
  await step(
    db,
    'team leaders',
    `with made as (
       insert into users (username, name, email, password_hash, grup_id, tim_id)
       select case when b.n = (select max(n) from bteam) then ${q(DECISION_USER)} else 'bench_katim_' || b.n end, 'Ketua Tim Uji ' || b.n,
              'bench_katim_' || b.n || '@kpk.test', ${hash}, b.grup_id, b.id
       from bteam b returning id)
     insert into role_users (user_id, role_id) select id, ${role('ketua_tim')} from made`,
  );
  await step(
    db,
    'group heads',
    `with made as (
       insert into users (username, name, email, password_hash, grup_id)
       select 'bench_gh_' || g.id, 'Ketua Grup Uji ' || g.id, 'bench_gh_' || g.id || '@kpk.test', ${hash}, g.id
       from grups g where g.deleted_at is null returning id)
     insert into role_users (user_id, role_id) select id, ${role('ketua_group')} from made`,
  );
  await db.query(`create temp table bmember as
    select row_number() over (partition by u.tim_id order by u.id) - 1 as m, u.id, u.tim_id
    from users u join role_users ru on ru.user_id = u.id and ru.role_id = ${role('anggota_tim')}
    where u.tim_id is not null`);
}

async function instances(db: pg.Client): Promise<void> {
  const teams = `(select count(*) from bteam)`;
  await db.query(`create temp table osteps as
    select s.*, sum(w) over (order by ord) - w as lo, sum(w) over (order by ord) as hi
    from (select row_number() over () as ord, * from (values ${openStepValues}) v(step, peran, lingkup, status, w)) s`);
  const totalWeight = OPEN_STEPS.reduce((n, [, w]) => n + w, 0);
  // Every report that reached the KPK; the bench team's first DECISION_POOL open slots are the decision pool.
  await step(
    db,
    'wf_instances (every submitted report)',
    `insert into wf_instances (subject_type, subject_id, proses_kode, proses_versi, step, version, peran,
       holder_user_id, holder_tim_id, holder_grup_id, grup_id, tim_id, anggota_user_id, step_since, due_on,
       clock_started_on, clock_due_on, clock_done_on, finished_at, created_at, updated_at)
     select 'laporan', l.id, 'GRATIFIKASI', 1, x.step, 1, x.peran,
       case when x.lingkup = 'anggota' or x.lingkup = 'pelapor' then mem.id end,
       case when x.lingkup = 'tim' then t.id end,
       case when x.lingkup = 'grup' then t.grup_id end,
       case when x.step <> 'distribusi' then t.grup_id end,
       case when x.step not in ('distribusi', 'distribusi-f') then t.id end,
       case when x.step not in ('distribusi', 'distribusi-f') then mem.id end,
       l.submitted_at, case when x.open then current_date + (l.id % 9) - 3 end,
       l.tanggal_lapor + 10, l.tanggal_lapor + 52, case when not x.open then l.tanggal_lapor + 40 end,
       case when not x.open then l.submitted_at + interval '60 days' end, l.submitted_at, l.submitted_at
     from laporans l
     join bteam t on t.n = l.id % ${teams}
     join bmember mem on mem.tim_id = t.id and mem.m = (l.id / ${teams}) % ${MEMBERS_PER_TEAM}
     cross join lateral (
       select o.step, o.peran, o.lingkup, true as open from osteps o
       where (l.tanggal_penerimaan >= date '2021-01-04' + ${1800 - OPEN_DAYS})
         and (l.id::bigint * 7919) % ${totalWeight} >= o.lo and (l.id::bigint * 7919) % ${totalWeight} < o.hi
       union all
       select case when l.status = 'TIDAK_DITINDAKLANJUTI' then 'sp3-selesai' else 'selesai' end,
              'Administrasi/Sekretaris', 'peran', false
       where l.tanggal_penerimaan < date '2021-01-04' + ${1800 - OPEN_DAYS}
     ) x
     where l.status not in ('DRAFT', 'DITERIMA_UPG')
     on conflict (subject_type, subject_id) do nothing`,
  );
  await step(
    db,
    'decision pool: open f34 reports held by the bench team',
    `update wf_instances w set step = 'f34', peran = 'ketua_tim', holder_user_id = null,
       holder_tim_id = t.id, holder_grup_id = null, grup_id = t.grup_id, tim_id = t.id, due_on = current_date + 2,
       finished_at = null, clock_done_on = null
     from bteam t where t.n = (select max(n) from bteam) and w.id in (
       select id from wf_instances where finished_at is not null order by id desc limit ${DECISION_POOL})`,
  );
  await step(
    db,
    'events: the start and the member who acted',
    `insert into wf_events (instance_id, from_step, to_step, decision, actor_user_id, actor_role, created_at)
     select id, null, 'distribusi', null, null, null, created_at from wf_instances
     union all
     select id, 'f30', 'f34', 'setuju', anggota_user_id, 'anggota_tim', created_at + interval '5 days'
     from wf_instances where anggota_user_id is not null and step not in ('distribusi', 'distribusi-f', 'f30')`,
  );
  await step(
    db,
    'reports follow their instance (status, step, group, holder, deadline)',
    `update laporans l set status = coalesce(o.status, case when w.step = 'sp3-selesai'
         then 'TIDAK_DITINDAKLANJUTI' else 'SELESAI' end),
       step = w.step, grup_id = w.grup_id, assignee_user_id = coalesce(w.holder_user_id, w.anggota_user_id),
       batas_step = w.due_on
     from wf_instances w left join osteps o on o.step = w.step
     where w.subject_id = l.id and w.subject_type = 'laporan'`,
  );
  // Rewritten as a table filled with the migrations' fillfactor would be: each page keeps room for HOT updates.
  await step(db, 'vacuum full laporans', 'vacuum full laporans');
  await step(db, 'vacuum analyze', 'vacuum analyze wf_instances, wf_events, laporans, users, role_users');
}

export async function seedWorkflowBench(): Promise<void> {
  const started = Date.now();
  console.log(`[seed] copying ${LAPORAN_BENCH_DB} to ${WORKFLOW_BENCH_DB} and migrating it…`);
  await copyDatabase();
  const db = new pg.Client({ connectionString: workflowDatabaseUrl() });
  await db.connect();
  try {
    await db.query(`set synchronous_commit = off; set work_mem = '64MB'; set maintenance_work_mem = '256MB'`);
    await staff(db);
    await instances(db);
  } finally {
    await db.end();
  }
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1]?.endsWith('workflow-seed.ts')) await seedWorkflowBench();
