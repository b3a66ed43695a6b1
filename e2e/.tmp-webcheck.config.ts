import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e/specs',
  outputDir: '/tmp/webshots/e2e-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://127.0.0.1:3200',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] },
  },
  projects: [
    { name: 'chromium', testIgnore: /(password|maintenance)\.spec\.ts/ },
    { name: 'account', testMatch: /password\.spec\.ts/, dependencies: ['chromium'] },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts/, dependencies: ['account'] },
  ],
});
