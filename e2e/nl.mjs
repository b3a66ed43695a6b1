import { chromium } from '@playwright/test';

const base = 'http://localhost:3200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await page.goto(base + '/login');
await page.getByLabel('Nama pengguna').fill('anggota_tim');
await page.getByLabel('Kata sandi', { exact: true }).fill('Demo#2026');
await page.getByRole('button', { name: 'Masuk' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login'));
const login = await page.request.post(base + '/api/auth/login', {
  data: { username: 'anggota_tim', password: 'Demo#2026' },
});
const token = (await login.json()).data.access_token;
const res = await page.request.get(base + `/api/laporan/kotak-masuk?tab=menunggu&langkah=f31`, {
  headers: { authorization: `Bearer ${token}` },
});
const id = (await res.json()).data.items[0].id;
await page.goto(base + `/kpk/laporan-detail/${id}`);
await page.getByTestId('proses-panel').waitFor();
await page.waitForTimeout(1500);
const c = await page.getByLabel('Ubah', { exact: true }).count();
console.log('ubah count', c);
await page
  .getByLabel('Ubah', { exact: true })
  .check({ timeout: 5000 })
  .catch((e) => console.log('ERR', e.message.split('\n').slice(0, 8).join('\n')));
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/nl.png', fullPage: false });
await browser.close();
