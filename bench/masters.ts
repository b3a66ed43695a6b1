import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loginToken, repoRoot, startServer } from './server';

// Benchmark of issue 3: the kecamatan list (the largest master, ~7,000 rows) searched by a term, on PostgreSQL,
// through the dropdown GET and the admin master list. 50 connections, ~10 s each. Target: p99 ≤ 30 ms.
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TERM = process.env.BENCH_TERM ?? 'jaya';
const TARGET_P99_MS = 30;
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BENCH_DB = 'gratifikasi_bench_masters';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';

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

async function recreateDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_BENCH_DB}`;
  return url.toString();
}

/** The total the endpoint reports for the term, so the figures show the search really matches rows. */
async function totalOf(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { total: number } };
  return body.data.total;
}

async function run(): Promise<Row[]> {
  const databaseUrl = await recreateDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-masters-'));
  console.log('[bench] starting the server on postgresql (seeding ~7,000 kecamatan)…');
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  try {
    const token = await loginToken(server.baseUrl, 'sysadmin', PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const term = encodeURIComponent(TERM);
    const targets = [
      { endpoint: `GET /api/kecamatan?q=${TERM}`, url: `${server.baseUrl}/api/kecamatan?q=${term}` },
      {
        endpoint: `GET /api/admin/masters/kecamatan?q=${TERM}&page=1&per_page=20`,
        url: `${server.baseUrl}/api/admin/masters/kecamatan?q=${term}&page=1&per_page=20`,
      },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      const total = await totalOf(target.url, headers);
      await autocannon({ url: target.url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
      console.log(
        `[bench] ${target.endpoint}: ${total} matches; ${CONNECTIONS} connections for ${DURATION_S} s`,
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
    return rows;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const rows = await run();
  console.log('');
  console.table(rows);
  for (const row of rows) {
    console.log(
      `[bench] target p99 ≤ ${TARGET_P99_MS} ms: ${row.target_met ? 'met' : 'MISSED'} for ${row.endpoint} ` +
        `(${row.req_per_s} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms)`,
    );
  }
  // Server, database and autocannon share the machine: a busy machine lowers every figure.
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `[bench] ${cpus().length} CPUs; load average at start ${load(loadAtStart)}, at end ${load(loadavg())}`,
  );
  const resultsDir = join(repoRoot, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const file = join(resultsDir, `masters-${stamp}.json`);
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavg_at_start: loadAtStart,
    database: 'postgresql',
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    term: TERM,
  };
  await writeFile(file, `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  console.log(`[bench] results written to ${file}`);
}

await main();
