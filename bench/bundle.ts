import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot, startServer } from './server';

// Bundle benchmark of issue 2: the gzip size of every script a first visit to /login loads. Target ≤ 250 KB.
const TARGET_KB = 250;

interface Script {
  url: string;
  raw_kb: number;
  gzip_kb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function scriptsOfFirstVisit(baseUrl: string): Promise<Script[]> {
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
    const page = await browser.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !contentType.includes('javascript')) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            raw_kb: kb(body.length),
            gzip_kb: kb(gzipSync(body, { level: 9 }).length),
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    // The session check shows a spinner first; the login screen (a lazy chunk) is what the visit is for.
    await page.locator('input[type="password"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    return [...new Map(scripts.map((s) => [s.url, s])).values()];
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run bench does).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bundle-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const scripts = await scriptsOfFirstVisit(server.baseUrl);
    scripts.sort((a, b) => b.gzip_kb - a.gzip_kb);
    console.table(scripts);
    const totalGzip = kb(scripts.reduce((sum, s) => sum + s.gzip_kb * 1024, 0));
    const totalRaw = kb(scripts.reduce((sum, s) => sum + s.raw_kb * 1024, 0));
    const verdict = totalGzip <= TARGET_KB ? 'within' : 'OVER';
    console.log(
      `[bundle] first visit to /login: ${scripts.length} scripts, ${totalRaw} KB raw, ` +
        `${totalGzip} KB gzip (level 9) — ${verdict} the ${TARGET_KB} KB target`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
