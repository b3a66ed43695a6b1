import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Measured, measuredOf, printLoad, writeResults } from './autocannon';
import { loginToken, startServer } from './server';

// Load benchmark of issue 2: GET /api/health and GET /api/my-profile (Bearer), 50 connections, ~10 s each,
// on the embedded PGlite and on PostgreSQL. Target on PostgreSQL: my-profile ≥ 2,000 req/s with p99 ≤ 50 ms.
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BENCH_DB = 'gratifikasi_bench';
const USERNAME = 'anggota_tim';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';

interface Row extends Measured {
  database: 'pglite' | 'postgresql';
  endpoint: string;
}

async function measure(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

async function benchTarget(database: Row['database'], env: Record<string, string>): Promise<Row[]> {
  console.log(`\n[bench] starting the server on ${database}…`);
  const server = await startServer(env);
  try {
    const token = await loginToken(server.baseUrl, USERNAME, PASSWORD);
    const targets: { endpoint: string; url: string; headers: Record<string, string> }[] = [
      { endpoint: 'GET /api/health', url: `${server.baseUrl}/api/health`, headers: {} },
      {
        endpoint: 'GET /api/my-profile',
        url: `${server.baseUrl}/api/my-profile`,
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      await measure(target.url, target.headers, 2); // warm-up: JIT, connection pool, caches
      console.log(`[bench] ${database} ${target.endpoint}: ${CONNECTIONS} connections for ${DURATION_S} s`);
      const r = await measure(target.url, target.headers, DURATION_S);
      rows.push({
        database,
        endpoint: target.endpoint,
        ...measuredOf(r),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function recreatePgDatabase(): Promise<string> {
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

async function benchPglite(): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-'));
  try {
    return await benchTarget('pglite', { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<Row[]> {
  const databaseUrl = await recreatePgDatabase();
  // DATA_DIR still hosts uploaded files; a temporary one keeps ./data untouched.
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-pg-'));
  try {
    return await benchTarget('postgresql', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // BENCH_DB=pglite or BENCH_DB=postgresql runs one target only; both by default.
  const only = process.env.BENCH_DB;
  const loadAtStart = loadavg();
  const rows: Row[] = [];
  if (only !== 'postgresql') rows.push(...(await benchPglite()));
  if (only !== 'pglite') rows.push(...(await benchPostgres()));

  console.log('');
  console.table(rows);
  const target = rows.find((r) => r.database === 'postgresql' && r.endpoint === 'GET /api/my-profile');
  if (target) {
    const met = target.req_per_s >= 2000 && target.p99_ms <= 50;
    console.log(
      `[bench] target (PostgreSQL my-profile ≥ 2000 req/s, p99 ≤ 50 ms): ${met ? 'met' : 'MISSED'} ` +
        `with ${target.req_per_s} req/s, p99 ${target.p99_ms} ms`,
    );
  }
  printLoad(loadAtStart);
  await writeResults(null, loadAtStart, { connections: CONNECTIONS, duration_s: DURATION_S }, rows);
}

await main();
