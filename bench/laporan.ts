import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, seedLaporanBench } from './laporan-seed';
import { loginToken, repoRoot, startServer } from './server';

// Benchmark of issue 4: the KPK report lists over 1,000,000 reports on PostgreSQL (bench/laporan-seed.ts makes them
// when the database has fewer). 50 connections, 10 s per endpoint, as a KPK user. Target: p99 ≤ 100 ms.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TERM = process.env.BENCH_TERM ?? 'wibowo';
const TARGET_P99_MS = 100;
const USER = process.env.BENCH_USER ?? 'ketua_tim';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';
const MIN_REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);

interface Row {
  endpoint: string;
  items_total: number;
  req_per_s: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  target_met: boolean;
}

async function reportCount(): Promise<number> {
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

async function totalOf(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { total?: number } };
  return body.data.total ?? 0;
}

async function run(): Promise<{ rows: Row[]; reports: number }> {
  let reports = await reportCount();
  if (reports < MIN_REPORTS) {
    console.log(`[bench] ${reports} reports in the bench database; seeding ${MIN_REPORTS}…`);
    await seedLaporanBench();
    reports = await reportCount();
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-laporan-'));
  console.log(`[bench] starting the server on postgresql with ${reports} reports…`);
  const server = await startServer({ DATABASE_URL: benchDatabaseUrl(), DATA_DIR: dataDir });
  try {
    const token = await loginToken(server.baseUrl, USER, PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const term = encodeURIComponent(TERM);
    const targets = [
      {
        endpoint: `GET /api/laporan/list-kpk?status=TERKIRIM&q=${TERM}&per_page=20`,
        url: `${server.baseUrl}/api/laporan/list-kpk?status=TERKIRIM&q=${term}&per_page=20`,
      },
      { endpoint: 'GET /api/laporan/tabbed', url: `${server.baseUrl}/api/laporan/tabbed` },
      {
        endpoint: 'GET /api/laporan/list-kpk?per_page=20',
        url: `${server.baseUrl}/api/laporan/list-kpk?per_page=20`,
      },
      // The machine's state: an authenticated call that reads almost nothing, for comparison.
      { endpoint: 'GET /api/my-profile (baseline)', url: `${server.baseUrl}/api/my-profile` },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      const total = await totalOf(target.url, headers);
      await autocannon({ url: target.url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
      console.log(
        `[bench] ${target.endpoint}: total ${total}; ${CONNECTIONS} connections for ${DURATION_S} s`,
      );
      const r = await autocannon({
        url: target.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
      });
      rows.push({
        endpoint: target.endpoint,
        items_total: total,
        req_per_s: Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        non_2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        target_met: r.latency.p99 <= TARGET_P99_MS && r.non2xx === 0 && r.errors === 0,
      });
    }
    return { rows, reports };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const { rows, reports } = await run();
  console.log('');
  console.table(rows);
  for (const row of rows) {
    console.log(
      `[bench] target p99 ≤ ${TARGET_P99_MS} ms: ${row.target_met ? 'met' : 'MISSED'} for ${row.endpoint} ` +
        `(${row.req_per_s} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms)`,
    );
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `[bench] ${cpus().length} CPUs; load average at start ${load(loadAtStart)}, at end ${load(loadavg())}`,
  );
  const resultsDir = join(repoRoot, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const file = join(resultsDir, `laporan-${stamp}.json`);
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavg_at_start: loadAtStart,
    database: 'postgresql',
    reports,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    term: TERM,
    user: USER,
  };
  await writeFile(file, `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  console.log(`[bench] results written to ${file}`);
}

await main();
