import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loginToken, startServer } from './server';

// Benchmark of issue 11 §4: the document centre's zip of 1,000 documents streams with bounded memory — peak RSS of
// the server process under 300 MB while it sends the zip. The documents are 1,000 distinct stored files of
// BENCH_ZIP_KB each (default 512 KB: a 500 MB zip), attached to one demo report, on PostgreSQL. The server's RSS is
// read from /proc every 20 ms while the client drains the stream.
const COUNT = Number(process.env.BENCH_ZIP_FILES ?? 1000);
const SIZE_KB = Number(process.env.BENCH_ZIP_KB ?? 512);
const TARGET_RSS_MB = 300;
const ADMIN = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'gratifikasi_bench_zip';
const url = ADMIN.replace(/\/[^/]*$/, `/${DB}`);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A PDF-looking file of `kb` KB (each stored copy gets its own first line, so every file is distinct). */
function fileOf(kb: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% bench document\n');
  return Buffer.concat([head, randomBytes(kb * 1024 - head.length - 6), Buffer.from('\n%%EOF')]);
}

async function prepare(dataDir: string): Promise<{ laporanId: number; ids: number[] }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: lap } = await db.query<{ id: number }>(
      'select id from laporans where deleted_at is null order by id limit 1',
    );
    const laporanId = lap[0]?.id;
    if (!laporanId) throw new Error('the demo seed made no report');
    await db.query(`delete from media where storage_key like 'bench/%'`);
    const one = fileOf(SIZE_KB);
    await mkdir(join(dataDir, 'files', 'bench'), { recursive: true });
    const ids: number[] = [];
    for (let i = 0; i < COUNT; i++) {
      // Each file distinct on disk: the same buffer with its own header line, written once.
      const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${i}\n`), one.subarray(16)]);
      const key = `bench/zip-${i}.pdf`;
      await writeFile(join(dataDir, 'files', key), bytes);
      const sha = createHash('sha256').update(bytes).digest('hex');
      const { rows } = await db.query<{ id: number }>(
        `insert into media (storage_key, original_name, mime_type, size, sha256) values ($1, $2, 'application/pdf', $3, $4)
         on conflict (storage_key) do update set size = excluded.size, sha256 = excluded.sha256 returning id`,
        [key, `dokumen-${i}.pdf`, bytes.length, sha],
      );
      const attached = await db.query<{ id: number }>(
        `insert into mediables (media_id, mediable_type, mediable_id, collection)
         values ($1, 'laporan', $2, 'lampiran') returning id`,
        [rows[0]?.id ?? 0, laporanId],
      );
      ids.push(attached.rows[0]?.id ?? 0);
    }
    return { laporanId, ids };
  } finally {
    await db.end();
  }
}

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB]);
  if (!rowCount) await admin.query(`create database ${DB}`);
  await admin.end();
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  await ensureDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-zip-'));
  console.log('[bench] starting the server on postgresql (the first start seeds the demo)…');
  const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
  try {
    const { ids } = await prepare(dataDir);
    const token = await loginToken(server.baseUrl, 'anggota_tim', process.env.DEMO_PASSWORD ?? 'Demo#2026');
    const pid = server.pid ?? 0;
    const idle = await rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      rssMb(pid).then(
        (mb) => {
          peak = Math.max(peak, mb);
        },
        () => undefined,
      );
    }, 20);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/dokumen/pusat/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dokumen: ids.map((id) => ({ sumber: 'lampiran', id })) }),
    });
    if (!res.ok || !res.body) throw new Error(`zip answered ${res.status}: ${await res.text()}`);
    const announced = Number(res.headers.get('content-length'));
    let received = 0;
    for await (const chunk of res.body) received += (chunk as Uint8Array).byteLength;
    const ms = performance.now() - started;
    clearInterval(sampler);
    const result = {
      bench: 'zip',
      files: COUNT,
      file_kb: SIZE_KB,
      zip_mb: Math.round(received / 1024 / 1024),
      length_exact: announced === received,
      seconds: Math.round(ms / 100) / 10,
      mb_per_s: Math.round(received / 1024 / 1024 / (ms / 1000)),
      rss_idle_mb: Math.round(idle),
      rss_peak_mb: Math.round(peak),
      target_rss_mb: TARGET_RSS_MB,
      pass: peak < TARGET_RSS_MB && announced === received,
      load_at_start: loadAtStart.map((l) => Math.round(l * 100) / 100),
    };
    console.log(JSON.stringify(result, null, 2));
    if (!result.pass) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
