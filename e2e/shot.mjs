import { chromium } from '@playwright/test';

const base = 'http://localhost:3200';
const [, , user, step, out, decision] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await page.goto(base + '/login');
await page.getByLabel('Nama pengguna').fill(user);
await page.getByLabel('Kata sandi', { exact: true }).fill('Demo#2026');
await page.getByRole('button', { name: 'Masuk' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
const login = await page.request.post(base + '/api/auth/login', {
  data: { username: user, password: 'Demo#2026' },
});
const token = (await login.json()).data.access_token;
const res = await page.request.get(base + `/api/laporan/kotak-masuk?tab=menunggu&langkah=${step}`, {
  headers: { authorization: `Bearer ${token}` },
});
const body = await res.json();
const id = body.data?.items?.[0]?.id;
console.log('id', id, res.status());
await page.goto(base + `/kpk/laporan-detail/${id}`);
await page.getByTestId('proses-panel').waitFor();
if (decision)
  await page
    .getByRole('radio', { name: decision })
    .click({ force: true })
    .catch(() => page.getByText(decision, { exact: true }).first().click());
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
