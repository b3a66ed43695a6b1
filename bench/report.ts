import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORTS } from '@gratifikasi/domain';
import pg from 'pg';
import { type ListRow, measureTargets, reportRows } from './autocannon';
import { benchDatabaseUrl, seedLaporanBench } from './laporan-seed';
import { loginToken, startServer } from './server';

// Benchmark of issue 14 over 1,000,000 reports on PostgreSQL (bench/laporan-seed.ts makes them when the database has
// fewer): (1) the summary's rebuild after 10,000 new reports (target ≤ 10 s); (2) every KPK report page, the pivot
// and the dashboard at 10 connections as a KPK user (target p99 ≤ 300 ms); (3) the Excel export of the whole logbook
// (every report), the server's resident memory sampled while it streams (constant memory: the growth stays flat).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P99_MS = 300;
const TARGET_REFRESH_MS = 10_000;
const USER = process.env.BENCH_USER ?? 'ketua_tim';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';
const MIN_REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const NEW_REPORTS = Number(process.env.BENCH_NEW_REPORTS ?? 10_000);

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: benchDatabaseUrl() });
  await db.connect();
  try {
    return (await db.query<T>(text)).rows;
  } finally {
    await db.end();
  }
}

const reportCount = async () =>
  Number(
    (await query<{ n: string }>('select count(*) as n from laporans').catch(() => [{ n: '0' }]))[0]?.n ?? 0,
  );

/** Adds copies of existing filed reports (numbers cleared), as if filed now. */
async function addReports(): Promise<void> {
  await query(`insert into laporans (pelapor_id, created_by, created_by_role, kanal, instansi_id, unit_kerja_id, upg_id,
      status, total_nilai, is_terlambat, submitted_at, tanggal_penerimaan, nama_pemberi, search_text)
    select pelapor_id, created_by, created_by_role, kanal, instansi_id, unit_kerja_id, upg_id, status, total_nilai,
      is_terlambat, now(), tanggal_penerimaan, nama_pemberi, search_text
    from laporans where submitted_at is not null and deleted_at is null limit ${NEW_REPORTS}`);
}

const refreshedAt = async () =>
  (
    await query<{ at: Date }>("select refreshed_at as at from report_refreshes where nama = 'laporan'")
  )[0]?.at?.getTime() ?? 0;

/**
 * Enqueues the summary's durable job (report.ringkasan) as the schedule would and waits until the running server's
 * worker has rebuilt it: the time includes the worker's poll (≤ 2 s).
 */
async function refreshThroughTheJob(): Promise<number> {
  for (let i = 0; i < 600 && (await refreshedAt()) === 0; i++) await new Promise((r) => setTimeout(r, 500));
  const before = await refreshedAt();
  const started = performance.now();
  await query("insert into jobs (name, payload) values ('report.ringkasan', 'null')");
  while ((await refreshedAt()) === before) {
    if (performance.now() - started > 300_000) throw new Error('summary not rebuilt in 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return Math.round(performance.now() - started);
}

async function rssKb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Streams the whole logbook as Excel, sampling the server's memory; returns rows, bytes, time and RSS growth. */
async function exportAll(baseUrl: string, headers: Record<string, string>, pid: number | undefined) {
  const before = await rssKb(pid);
  let peak = before;
  const timer = setInterval(async () => {
    peak = Math.max(peak, await rssKb(pid));
  }, 250);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/report/report-logbook/export`, { headers });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  clearInterval(timer);
  return {
    rows: Number(res.headers.get('x-report-rows') ?? 0),
    bytes,
    ms: Math.round(performance.now() - started),
    rss_before_mb: Math.round(before / 1024),
    rss_peak_mb: Math.round(peak / 1024),
  };
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  let reports = await reportCount();
  if (reports < MIN_REPORTS) {
    console.log(`[bench] ${reports} reports in the bench database; seeding ${MIN_REPORTS}…`);
    await seedLaporanBench();
    reports = await reportCount();
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-report-'));
  const server = await startServer({ DATABASE_URL: benchDatabaseUrl(), DATA_DIR: dataDir });
  try {
    console.log(`[bench] adding ${NEW_REPORTS} reports and rebuilding the summary through its job…`);
    await addReports();
    const refreshMs = await refreshThroughTheJob();
    console.log(`[bench] summary rebuilt in ${refreshMs} ms (target ≤ ${TARGET_REFRESH_MS} ms)`);
    const headers = { authorization: `Bearer ${await loginToken(server.baseUrl, USER, PASSWORD)}` };
    const url = (path: string) => `${server.baseUrl}/api/${path}`;
    const targets = [
      ...REPORTS.filter((r) => r.areas.includes('kpk')).map((r) => ({
        endpoint: `GET /api/report/${r.key} @${CONNECTIONS}`,
        url: url(`report/${r.key}?per_page=20`),
      })),
      {
        endpoint: `GET /api/report/pivot (instansi × tahun) @${CONNECTIONS}`,
        url: url('report/pivot?baris=instansi&kolom=tahun'),
      },
      { endpoint: `GET /api/dashboard/kpk @${CONNECTIONS}`, url: url('dashboard/kpk') },
    ];
    const rows: ListRow[] = await measureTargets(targets, headers, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      targetP99Ms: TARGET_P99_MS,
    });
    console.log('[bench] exporting the whole logbook to Excel…');
    const exported = await exportAll(server.baseUrl, headers, server.pid);
    console.log(`[bench] export: ${JSON.stringify(exported)}`);
    await reportRows('report', rows, TARGET_P99_MS, loadAtStart, {
      database: 'postgresql',
      reports,
      refresh_after_new_reports_ms: refreshMs,
      refresh_target_met: refreshMs <= TARGET_REFRESH_MS,
      export: exported,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      user: USER,
    });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
