import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${repoRoot}data-e2e`;
// E2E_PORT lets a second checkout run its suite beside another one (default 3100).
const port = Number(process.env.E2E_PORT ?? 3100);
const isCi = Boolean(process.env.CI);

// Debian's Chromium, never a downloaded browser; the flags keep it quiet and offline on CI machines.
const chromium = {
  ...devices['Desktop Chrome'],
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

// Playwright reads the default export of its config file.
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    // Recording a trace slows every action (a quarter of a journey's time on a busy machine): CI records one on the
    // retry of a failed test; a local run keeps the trace of every failure.
    trace: isCi ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The KPK journeys (proses.spec.ts, minutes each) are a project of their own, listed first, so they start at
  // once beside the short specs instead of closing the run (`--project proses` runs them alone). Specs that change
  // shared state (a password, a role's permissions, the maintenance switch) run after the rest, one project at a
  // time, so they never pull the floor from under a parallel spec.
  projects: [
    { name: 'proses', use: chromium, testMatch: /proses\.spec\.ts/ },
    {
      name: 'chromium',
      use: chromium,
      testIgnore: /(proses|password|permission|notifikasi|maintenance)\.spec\.ts/,
    },
    {
      name: 'account',
      use: chromium,
      testMatch: /(password|permission|notifikasi)\.spec\.ts/,
      dependencies: ['proses', 'chromium'],
    },
    { name: 'maintenance', use: chromium, testMatch: /maintenance\.spec\.ts/, dependencies: ['account'] },
  ],
  // The real server as `npm start` runs it: the built server on the built SPA (root `npm run test:e2e` builds both
  // first); a fresh PGlite database per run.
  webServer: {
    command: `rm -rf "${dataDir}" && node --enable-source-maps "${repoRoot}apps/server/dist/main.mjs"`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !isCi,
    // Migrating, seeding, the demo's work in progress and its two years of past reports: a minute or two, several
    // on a crowded machine.
    timeout: 420_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      CAPTCHA: 'off',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_ANON_MAX: '100000',
      DEMO_SEED: 'on',
      LOG_LEVEL: 'warn',
    },
  },
});
