import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** The server process (e.g. to sample its memory). */
  pid?: number;
}

/**
 * The built server as `npm start` runs it (production, two malloc arenas: not one per thread), on 127.0.0.1:`port`
 * with `env` over the bench's own environment; `stdout: 'pipe'` to read its log lines. BENCH_NODE_ARGS: extra Node flags, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` to profile it.
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'apps/server/dist/main.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** SIGTERM, then SIGKILL if the process has not exited within `timeoutMs`; resolves once it has exited. */
export function stopProcess(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A TCP port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      // The whole demo, not only the first start's accounts and example reports (health answers before the rest).
      const res = await fetch(`${baseUrl}/api/health?demo=ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseUrl} not healthy after ${timeoutMs} ms`);
}

/**
 * Starts the real server (the same entry point as `npm start`) with benchmark settings:
 * captcha off and a rate limit high enough that autocannon measures the app, not the limiter.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { settle?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server as `npm start` runs it: built ahead (a second or two), then its bundle.
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  const child = spawnServer(port, {
    CAPTCHA: 'off',
    RATE_LIMIT_MAX: '10000000',
    RATE_LIMIT_ANON_MAX: '10000000',
    DEMO_SEED: 'on',
    // Without the demo the server refuses the demo's public secrets (config.ts): the bench brings its own.
    OAUTH_CLIENT_SECRET: 'bench-oauth-client-secret',
    PAYMENT_SECRET: 'bench-payment-hmac-secret',
    TOTP_KEY: 'bench-totp-encryption-key',
    LOG_LEVEL: 'warn',
    ...env,
  });
  // The first start migrates and seeds the demo through the engine: minutes on a busy two-core machine.
  try {
    await waitForHealth(baseUrl, child, Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000));
  } catch (err) {
    // A server that never became healthy must not outlive the benchmark (it would hold the database open).
    child.kill('SIGKILL');
    throw err;
  }
  // A graceful stop closes the database; a server that hangs on shutdown is killed after 10 s (a profiled server
  // writes its profile on exit: BENCH_STOP_TIMEOUT_MS=60000).
  const stop = () => stopProcess(child, Number(process.env.BENCH_STOP_TIMEOUT_MS ?? 10_000));
  if (opts.settle !== false) {
    await settle(baseUrl);
    if (env.DATABASE_URL?.startsWith('postgres')) await jobsIdle(env.DATABASE_URL);
  }
  return { baseUrl, stop, pid: child.pid };
}

const RED_FLAGS = ['red-flag-pemberi', 'red-flag-pemecahan', 'red-flag-lonjakan', 'red-flag-terlambat'];

/**
 * Waits for what a listening server computes in the background at start (the open data's figures, the red flags),
 * so that work is not measured as the first endpoint's latency: each call joins the computation under way.
 */
async function settle(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/api/statistik`).then((r) => r.arrayBuffer());
  const token = await loginToken(baseUrl, 'koordinator', process.env.DEMO_PASSWORD ?? 'Demo#2026').catch(
    () => null,
  );
  if (!token) return;
  for (const key of RED_FLAGS) {
    await fetch(`${baseUrl}/api/report/${key}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.arrayBuffer(),
    );
  }
}

/**
 * Waits until the server's job queue is idle: no schedule due, no job due or running. A server started on a
 * database left by a seed catches up at start (the report summary's refresh, a deadline run that fell due, a job a
 * stopped seed left running until its lock expires); measured beside that work, the first endpoints would carry it.
 */
async function jobsIdle(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = Date.now();
    let quiet = 0;
    let said = 0;
    while (quiet < 2) {
      const { rows } = await db.query<{ name: string; status: string }>(
        `select name, status from jobs where status = 'running' or (status = 'pending' and run_after <= now())
         union all
         select name, 'due' from job_schedules where next_run_at <= now()`,
      );
      quiet = rows.length === 0 ? quiet + 1 : 0;
      if (rows.length && Date.now() - said > 30_000) {
        said = Date.now();
        console.log(
          `[bench] waiting for the server's jobs: ${rows.map((r) => `${r.name} (${r.status})`).join(', ')}`,
        );
      }
      if (Date.now() - started > Number(process.env.BENCH_IDLE_TIMEOUT_MS ?? 1_200_000)) {
        throw new Error(`the server's jobs still busy: ${rows.map((r) => r.name).join(', ')}`);
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
    if (Date.now() - started > 3_000)
      console.log(`[bench] jobs idle after ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await db.end();
  }
}

/** Logs a demo account in through the SPA's login call and returns its access token. */
export async function loginToken(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captcha: '', token: '', code: '' }),
  });
  const body = (await res.json()) as { data?: { access_token?: string }; message?: string };
  if (!res.ok || !body.data?.access_token) {
    throw new Error(`login of ${username} failed: ${res.status} ${body.message ?? ''}`);
  }
  return body.data.access_token;
}
