// Times the built server's start (issue 29 "Start"): from spawning `node apps/server/dist/main.mjs` to its first
// answer of `GET /api/health` (polled every 20 ms), as `npm start` runs it on PGlite; beside it, the server's own
// `startup_ms` from its `ready` log line (process start to listening).
//
// - first: an empty DATA_DIR with DEMO_SEED=on (migrations, reference data, demo accounts and the demo's reports);
//   target ≤ 10 s.
// - restart: the DATA_DIR a finished first start left (seed_state up to date); target ≤ 1.5 s.
//
// BENCH_DATA_ROOT (the OS's temporary folder) holds the data directories. BENCH_RUNS (3) runs each; the median is printed. BENCH_START=first|restart runs one kind only. BENCH_NODE_ARGS adds
// Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). BENCH_KEEP=1 keeps the data directories.
// The server is built once first (`apps/server/scripts/build.mjs`); the SPA need not be built.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { freePort, loginToken, repoRoot, spawnServer, stopProcess } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KINDS = (process.env.BENCH_START ?? 'first,restart').split(',');
const POLL_MS = 20;
const TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);

interface Started {
  child: ChildProcess;
  baseUrl: string;
  ms: number;
  /** The server's own count from its process's start to listening (its `ready` log line), without the polling. */
  readyMs: Promise<number | null>;
}

/** The `startup_ms` of the server's `ready` line; the rest of its log is read and dropped (a full pipe would stall it). */
function readyLine(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (!child.stdout) return resolve(null);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.includes('"ready"')) return;
      const ms = (JSON.parse(line) as { startup_ms?: number }).startup_ms;
      resolve(typeof ms === 'number' ? ms : null);
    });
    lines.once('close', () => resolve(null));
  });
}

const live = new Set<ChildProcess>();

async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawnServer(
    port,
    {
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA: 'off',
      DEMO_SEED: 'on',
      LOG_LEVEL: 'info',
    },
    'pipe',
  );
  const readyMs = readyLine(child);
  live.add(child);
  child.once('exit', () => live.delete(child));
  while (performance.now() - t0 < TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl, ms: performance.now() - t0, readyMs };
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`no health answer within ${TIMEOUT_MS} ms`);
}

const stop = (child: ChildProcess) => stopProcess(child, Number(process.env.BENCH_STOP_TIMEOUT_MS ?? 60_000));

/** A healthy server must also let every role in: health is only truthful when logins work. */
async function checkLogins(baseUrl: string): Promise<void> {
  for (const user of ['individu', 'anggota_tim', 'koordinator', 'sysadmin', 'upg', 'ketua_group_ppg']) {
    await loginToken(baseUrl, user, process.env.DEMO_PASSWORD ?? 'Demo#2026');
  }
}

/** Waits until the rest of the demo (filled in after listening) is there, so a restart finds the seed finished. */
async function demoReady(baseUrl: string): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < TIMEOUT_MS) {
    const ok = await fetch(`${baseUrl}/api/health?demo=ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the demo seed did not finish');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const fmt = (ms: number) => `${Math.round(ms)} ms`;
/** The server's own ready time; on a loaded machine the poller's own wake-ups add to the time to health. */
const readyText = async (s: Started) => {
  const ms = await s.readyMs;
  return ms === null ? 'time not logged' : `${fmt(ms)} after its process started`;
};

async function main(): Promise<void> {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(process.env.BENCH_DATA_ROOT ?? tmpdir(), 'bench-start-'));
    dirs.push(dir);
    return dir;
  };
  const first: number[] = [];
  const restart: number[] = [];
  let seeded: string | null = null;
  try {
    for (let i = 0; i < (KINDS.includes('first') ? RUNS : 1); i++) {
      const dir = fresh();
      const s = await start(dir);
      await checkLogins(s.baseUrl);
      if (KINDS.includes('first')) {
        first.push(s.ms);
        console.log(`first start ${i + 1}: health after ${fmt(s.ms)} (listening ${await readyText(s)})`);
      }
      const rest = await demoReady(s.baseUrl);
      console.log(`  the rest of the demo ready ${fmt(rest)} after health`);
      await stop(s.child);
      seeded = dir;
    }
    if (KINDS.includes('restart') && seeded) {
      for (let i = 0; i < RUNS; i++) {
        const s = await start(seeded);
        restart.push(s.ms);
        console.log(`restart ${i + 1}: health after ${fmt(s.ms)} (listening ${await readyText(s)})`);
        await checkLogins(s.baseUrl);
        await stop(s.child);
      }
    }
  } finally {
    for (const child of live) child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    if (!process.env.BENCH_KEEP) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    else console.log(`data directories kept: ${dirs.join(' ')}`);
  }
  if (first.length) console.log(`first start (empty DATA_DIR, DEMO_SEED=on): median ${fmt(median(first))}`);
  if (restart.length) console.log(`restart (seeded DATA_DIR): median ${fmt(median(restart))}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
