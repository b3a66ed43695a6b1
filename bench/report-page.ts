import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { writeResults } from './autocannon';
import { loginToken, type RunningServer, startServer } from './server';

/**
 * The KPK report page cold (issue 24 §3, target ≤ 1 s at load 1): for each role, a report waiting in its inbox is
 * opened in a fresh browser context (empty cache, signed in) and timed — until the decision panel shows, and until
 * the page settles (no request in flight) — with each API call's time to first byte, which on 127.0.0.1 is the
 * server's time. The median of `BENCH_RUNS` visits per role is printed. `BENCH_BASE_URL` measures a server already
 * running (e.g. `npm start`); otherwise one is started on a fresh demo database. Run after `npm run build`.
 */
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROLES = (process.env.BENCH_ROLES ?? 'koordinator,anggota_tim,ketua_tim,direktur')
  .split(',')
  .filter(Boolean);
const TARGET_MS = 1_000;

interface Visit {
  panel_ms: number;
  settled_ms: number;
  api: Map<string, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) : 0;
};

/** `/api/laporan/12/aksi?x=1` → `GET /api/laporan/:id/aksi`. */
const endpointOf = (method: string, url: string) =>
  `${method} ${new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}`;

/** A report the role has in its inbox (waiting for it first, else in process), or any the KPK holds. */
async function reportFor(baseUrl: string, role: string): Promise<number | null> {
  const headers = { authorization: `Bearer ${await loginToken(baseUrl, role, PASSWORD)}` };
  for (const path of [
    'laporan/kotak-masuk?tab=menunggu&per_page=1',
    'laporan/kotak-masuk?tab=proses&per_page=1',
    'laporan/list-kpk?per_page=1',
  ]) {
    const res = await fetch(`${baseUrl}/api/${path}`, { headers });
    if (!res.ok) continue;
    const body = (await res.json()) as { data?: { items?: { id: number }[] } };
    const id = body.data?.items?.[0]?.id;
    if (id) return id;
  }
  return null;
}

async function signedIn(browser: Browser, baseUrl: string, role: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(role);
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Counts the page's requests in flight; `quiet()` resolves with the time the last one ended, once none is left. */
function tracker(page: Page, quietMs = 500) {
  let inFlight = 0;
  let last = performance.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () =>
      new Promise<number>((resolve) => {
        const tick = setInterval(() => {
          if (inFlight === 0 && performance.now() - last >= quietMs) {
            clearInterval(tick);
            resolve(last);
          }
        }, 25);
      }),
  };
}

async function visit(
  browser: Browser,
  baseUrl: string,
  state: Awaited<ReturnType<typeof signedIn>>,
  id: number,
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: state });
  const page = await context.newPage();
  const origin = Date.now();
  const api = new Map<string, number>();
  const trace: string[] = [];
  page.on('requestfinished', (request) => {
    if (process.env.BENCH_TRACE) {
      const t = request.timing();
      trace.push(
        `${Math.round(t.startTime - origin)} +${Math.round(t.responseEnd)} ms ${endpointOf(request.method(), request.url())}`,
      );
    }
    if (!request.url().includes('/api/')) return;
    const t = request.timing();
    if (t.responseStart > 0)
      api.set(endpointOf(request.method(), request.url()), t.responseStart - t.requestStart);
  });
  try {
    const requests = tracker(page);
    const start = performance.now();
    await page.goto(`/kpk/laporan-detail/${id}`, { waitUntil: 'commit' });
    await page.getByTestId('proses-panel').waitFor({ timeout: 60_000 });
    const panel = performance.now() - start;
    const last = await requests.quiet();
    if (process.env.BENCH_TRACE) {
      for (const entry of trace) console.log(entry);
    }
    return { panel_ms: Math.round(panel), settled_ms: Math.round(last - start), api };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  let server: RunningServer | null = null;
  let dataDir: string | null = null;
  let baseUrl = process.env.BENCH_BASE_URL;
  if (!baseUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-report-page-'));
    server = await startServer({ DATA_DIR: dataDir });
    baseUrl = server.baseUrl;
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const rows: Record<string, string | number | boolean>[] = [];
  try {
    for (const role of ROLES) {
      const id = await reportFor(baseUrl, role);
      if (!id) {
        console.log(`[report-page] ${role}: no report to open`);
        continue;
      }
      const state = await signedIn(browser, baseUrl, role);
      // One unmeasured visit: the server's first reads of this report (and the browser's disk cache of nothing).
      await visit(browser, baseUrl, state, id);
      const visits: Visit[] = [];
      for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, baseUrl, state, id));
      const panel = median(visits.map((v) => v.panel_ms));
      rows.push({
        role,
        laporan: id,
        what: 'decision panel shown',
        ms: panel,
        target_met: panel <= TARGET_MS,
      });
      rows.push({ role, laporan: id, what: 'page settled', ms: median(visits.map((v) => v.settled_ms)) });
      const endpoints = [...new Set(visits.flatMap((v) => [...v.api.keys()]))].sort();
      for (const endpoint of endpoints) {
        const times = visits.flatMap((v) => (v.api.has(endpoint) ? [v.api.get(endpoint) ?? 0] : []));
        rows.push({ role, laporan: id, what: endpoint, ms: Math.round(median(times)) });
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  console.log(
    `[report-page] median of ${RUNS} cold visits; load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}`,
  );
  await writeResults('report-page', loadAtStart, { runs: RUNS, target_ms: TARGET_MS }, rows);
}

await main();
