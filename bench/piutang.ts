import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ListRow, measureTargets, reportRows } from './autocannon';
import { DEBTORS, piutangDatabaseUrl, seedPiutangBench } from './piutang-seed';
import { loginToken, startServer } from './server';

// Benchmark of issue 12 §4–5 on PostgreSQL: 100,000 debtors and 1,000,000 ledger entries (bench/piutang-seed.ts
// makes them when the database has fewer). The statement of account, aging and mutation pages (list and one
// debtor) at 10 and 50 connections, BENCH_DURATION s each; target p99 ≤ 100 ms at 10 connections. Then the
// reconciliation of a 100,000-row statement (upload, check, compare): target ≤ 10 s.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P99_MS = 100;
const TARGET_REKON_S = 10;
const REKON_ROWS = Number(process.env.BENCH_REKON_ROWS ?? 100_000);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';

async function entryCount(): Promise<number> {
  const db = new pg.Client({ connectionString: piutangDatabaseUrl() });
  try {
    await db.connect();
    const { rows } = await db.query<{ n: string }>('select count(*) as n from piutang_entris');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** A statement of REKON_ROWS payments of the ledger's first months, every 50th amount off by a sen, plus strays. */
async function statementCsv(): Promise<{ csv: string; pelapor: number }> {
  const db = new pg.Client({ connectionString: piutangDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ tanggal: string; va: string; jumlah: string; referensi: string }>(
      `select e.tanggal::text as tanggal, t.va, (-e.jumlah)::text as jumlah, e.referensi
       from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id
       where e.jenis = 'BAYAR' order by e.tanggal, e.id limit $1`,
      [REKON_ROWS],
    );
    const { rows: p } = await db.query<{ id: number }>(
      'select pelapor_id as id from piutang_tagihans order by pelapor_id offset $1 limit 1',
      [Math.floor(DEBTORS / 2)],
    );
    const lines = rows.map((r, i) =>
      [
        r.tanggal,
        r.va,
        i % 50 === 0 ? (Number(r.jumlah) + 0.01).toFixed(2) : r.jumlah,
        i % 1000 === 1 ? `X-${i}` : r.referensi,
      ].join(','),
    );
    return { csv: ['tanggal,va,jumlah,referensi', ...lines].join('\n'), pelapor: p[0]?.id ?? 1 };
  } finally {
    await db.end();
  }
}

async function run() {
  let entries = await entryCount();
  if (entries < 1_000_000) {
    console.log(`[bench] ${entries} ledger entries in the bench database; seeding…`);
    await seedPiutangBench();
    entries = await entryCount();
  }
  const { csv, pelapor } = await statementCsv();
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-piutang-'));
  const server = await startServer({
    DATABASE_URL: piutangDatabaseUrl(),
    DATA_DIR: dataDir,
    DEMO_SEED: 'off',
  });
  try {
    const token = await loginToken(server.baseUrl, 'admin_pengelola_og', PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const api = `${server.baseUrl}/api/pengelolaan-piutang`;
    const mid = Math.floor(DEBTORS / 20 / 2);
    const targets = [
      { endpoint: 'GET soa (list, middle page)', url: `${api}/soa?page=${mid}` },
      { endpoint: 'GET soa/:id/IDR', url: `${api}/soa/${pelapor}/IDR` },
      {
        endpoint: 'GET debtor-aging (list, as of a date)',
        url: `${api}/debtor-aging?page=${mid}&per_tanggal=2025-06-30`,
      },
      {
        endpoint: 'GET debtor-aging/:id/IDR',
        url: `${api}/debtor-aging/${pelapor}/IDR?per_tanggal=2025-06-30`,
      },
      {
        endpoint: 'GET mutasi-ar (period, page)',
        url: `${api}/mutasi-ar?dari=2025-01-01&sampai=2025-06-30&page=${mid}`,
      },
    ];
    const rows: ListRow[] = [];
    for (const [i, connections] of CONNECTIONS.entries()) {
      const at = targets.map((t) => ({ ...t, endpoint: `${t.endpoint} @${connections}` }));
      rows.push(
        ...(await measureTargets(at, headers, {
          connections,
          durationS: DURATION_S,
          targetP99Ms: TARGET_P99_MS,
          judged: i === 0,
        })),
      );
    }
    // Reconciliation of a REKON_ROWS-row statement: upload (read, check, stage) then compare.
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'rekening-bench.csv');
    const t0 = performance.now();
    const up = await fetch(`${server.baseUrl}/api/og/rekon/import`, { method: 'POST', headers, body: form });
    const upBody = (await up.json()) as { data?: { id: number; jumlah_error: number }; message?: string };
    if (!up.ok || !upBody.data) throw new Error(`rekon import: ${up.status} ${upBody.message}`);
    const t1 = performance.now();
    const cmp = await fetch(`${server.baseUrl}/api/og/rekon/${upBody.data.id}/recompare`, {
      method: 'POST',
      headers,
    });
    const cmpBody = (await cmp.json()) as { data?: { ringkasan: Record<string, number> } };
    if (!cmp.ok) throw new Error(`rekon compare: ${cmp.status}`);
    const t2 = performance.now();
    const rekon = {
      rows: REKON_ROWS,
      upload_s: Number(((t1 - t0) / 1000).toFixed(2)),
      compare_s: Number(((t2 - t1) / 1000).toFixed(2)),
      total_s: Number(((t2 - t0) / 1000).toFixed(2)),
      ringkasan: cmpBody.data?.ringkasan,
    };
    console.log(`[bench] reconciliation of ${REKON_ROWS} rows: ${JSON.stringify(rekon)}`);
    console.log(
      `[bench] target ≤ ${TARGET_REKON_S} s: ${rekon.total_s <= TARGET_REKON_S ? 'met' : 'MISSED'}`,
    );
    return { rows, entries, rekon };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = loadavg();
const { rows, entries, rekon } = await run();
await reportRows('piutang', rows, TARGET_P99_MS, loadAtStart, {
  database: 'postgresql',
  debtors: DEBTORS,
  ledger_entries: entries,
  connections: CONNECTIONS,
  duration_s: DURATION_S,
  rekon,
});
