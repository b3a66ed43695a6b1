import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ListRow, measureTargets, reportRows } from './autocannon';
import { loginToken, startServer } from './server';

// Benchmark of issue 3: the kecamatan list (the largest master, ~7,000 rows) searched by a term, on PostgreSQL,
// through the dropdown GET and the admin master list. 50 connections, ~10 s each. Target: p99 ≤ 30 ms.
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TERM = process.env.BENCH_TERM ?? 'jaya';
const TARGET_P99_MS = 30;
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S, targetP99Ms: TARGET_P99_MS };
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BENCH_DB = 'gratifikasi_bench_masters';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';

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

async function run(): Promise<ListRow[]> {
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
    return await measureTargets(targets, headers, LOAD);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const rows = await run();
  await reportRows('masters', rows, TARGET_P99_MS, loadAtStart, {
    database: 'postgresql',
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    term: TERM,
  });
}

await main();
