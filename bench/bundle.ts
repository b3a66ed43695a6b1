import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { BUDGETED_ROUTES, WEB_DIST } from '../apps/web/scripts/bundle-budget';
import {
  ENTRY,
  kb,
  type Manifest,
  readManifest,
  routeSize,
  sizeOf,
  sizeOfFiles,
} from '../apps/web/scripts/bundle-size';
import { startServer } from './server';

/**
 * Bundle benchmark (issue 9 §2). From the Vite manifest of the build: every lazy chunk (each screen and
 * layout) with what it adds to the entry, and the first visit of the budgeted routes (/login and the other pages a
 * guest opens first, each area's home; the same figures `npm run budget -w @gratifikasi/web` checks in CI). Then Chromium
 * visits those routes with an empty cache and counts the scripts it really downloads, to confirm the static
 * figure. `BUNDLE_BROWSER=off` skips the browser part.
 */

const DEMO_PASSWORD = 'Demo#2026';
/** Who is signed in for the first visit of each area home (demo accounts); the public pages are visited as a guest. */
const VISITORS: Record<string, string> = {
  'individu-beranda': 'individu',
  'upg-beranda': 'upg',
  'data_entry-beranda': 'data_entry',
  'reporter-beranda': 'reporter',
  'observer-beranda': 'observer',
  'kpk-beranda': 'anggota_tim',
  'kpk-beranda-ppg': 'anggota_tim_ppg',
  'wizard-home': 'superuser',
  'admin-home': 'sysadmin',
};

function lazyChunks(manifest: Manifest): void {
  const shell = new Set(sizeOf(WEB_DIST, manifest, [ENTRY]).files);
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
    .map(([key]) => {
      const own = sizeOfFiles(
        WEB_DIST,
        sizeOf(WEB_DIST, manifest, [key]).files.filter((file) => !shell.has(file)),
      );
      return { module: key, files: own.files.length, raw_kb: kb(own.raw), gzip_kb: kb(own.gzip) };
    })
    .sort((a, b) => b.gzip_kb - a.gzip_kb);
  const entry = sizeOf(WEB_DIST, manifest, [ENTRY]);
  console.log(
    `\n[bundle] entry (index.html): ${entry.files.length} files, ${kb(entry.raw)} KB raw, ${kb(entry.gzip)} KB gzip`,
  );
  console.log('[bundle] every lazy chunk (screens, layouts, dialogs) and what it adds to the entry:');
  console.table(rows);
}

interface Visit {
  files: string[];
  transfer: number;
  gzip: number;
}

async function firstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
  user: string | null,
): Promise<Visit> {
  let storageState:
    | Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>
    | undefined;
  if (user) {
    const signIn = await browser.newContext({ baseURL: baseUrl });
    const page = await signIn.newPage();
    await page.goto('/login');
    await page.getByLabel('Nama pengguna').fill(user);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    storageState = await signIn.storageState();
    await signIn.close();
  }
  // A fresh context: empty cache, only the stored session carried over.
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    const pending: Promise<{ file: string; transfer: number; gzip: number } | null>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        Promise.all([request.sizes(), request.response().then((r) => r?.body())])
          .then(([sizes, body]) => ({
            file: new URL(request.url()).pathname.replace(/^\//, ''),
            transfer: sizes.responseHeadersSize + sizes.responseBodySize,
            gzip: body ? gzipSync(body, { level: 9 }).length : 0,
          }))
          .catch(() => null),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The area header's account menu, or for a guest the boot screen gone: the screen is there.
    await (user
      ? page.getByRole('button', { name: /akun/i }).waitFor({ timeout: 30_000 })
      : page.getByText('Memuat Gratifikasi Online…').waitFor({ state: 'detached', timeout: 30_000 }));
    await page.waitForLoadState('networkidle');
    // A signed-in visit must stay on its home; a public page may settle on its canonical address (an article's slug).
    const ended = new URL(page.url()).pathname;
    if (ended !== path && (user || ended === '/login')) throw new Error(`${path} ended on ${page.url()}`);
    if (ended !== path) console.log(`[bundle] ${path} settled on ${ended}`);
    const scripts = (await Promise.all(pending)).filter((s) => s !== null);
    const unique = [...new Map(scripts.map((s) => [s.file, s])).values()];
    return {
      files: unique.map((s) => s.file).sort(),
      transfer: unique.reduce((sum, s) => sum + s.transfer, 0),
      gzip: unique.reduce((sum, s) => sum + s.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

async function browserCheck(manifest: Manifest): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bundle-'));
  const server = await startServer({ DATA_DIR: dataDir });
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
  try {
    const rows = [];
    for (const route of BUDGETED_ROUTES) {
      const expected = routeSize(WEB_DIST, manifest, route);
      const seen = await firstVisit(browser, server.baseUrl, route.path, VISITORS[route.route] ?? null);
      const missing = expected.files.filter((f) => !seen.files.includes(f));
      const extra = seen.files.filter((f) => !expected.files.includes(f));
      rows.push({
        route: route.path,
        scripts: seen.files.length,
        transfer_kb: kb(seen.transfer),
        gzip_kb: kb(seen.gzip),
        static_gzip_kb: kb(expected.gzip),
        matches_static: missing.length === 0 && extra.length === 0 ? 'yes' : 'NO',
      });
      if (extra.length > 0) console.log(`[bundle] ${route.path} also downloaded: ${extra.join(', ')}`);
      if (missing.length > 0) console.log(`[bundle] ${route.path} did not download: ${missing.join(', ')}`);
    }
    console.log(
      '\n[bundle] Chromium, first visit with an empty cache (transfer = headers + body as served):',
    );
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const manifest = readManifest(WEB_DIST);
  lazyChunks(manifest);
  console.log('\n[bundle] first visit per budgeted route (entry + layout + screen, static imports):');
  console.table(
    BUDGETED_ROUTES.map((route) => {
      const size = routeSize(WEB_DIST, manifest, route);
      return {
        route: route.path,
        files: size.files.length,
        raw_kb: kb(size.raw),
        gzip_kb: kb(size.gzip),
        budget_kb: route.budgetKb,
      };
    }),
  );
  if (process.env.BUNDLE_BROWSER !== 'off') await browserCheck(manifest);
}

await main();
