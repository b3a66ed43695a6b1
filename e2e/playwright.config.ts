import { defineConfig, devices } from '@playwright/test';
import { port, repoRoot, serverCommand, serverEnv } from './support/server';

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
    command: serverCommand,
    cwd: repoRoot,
    // `?demo=ready`: a first start listens once logins work and fills in the rest of the demo after; the suite
    // needs all of it.
    url: `http://127.0.0.1:${port}/api/health?demo=ready`,
    // CI starts the server ahead of the suite (e2e/start-server.ts, E2E_SERVER=started) and keeps it for the run.
    reuseExistingServer: !isCi || process.env.E2E_SERVER === 'started',
    // Migrating, seeding, the demo's work in progress and its two years of past reports: a minute or two, several
    // on a crowded machine.
    timeout: 420_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv,
  },
});
