import { chromium } from '@playwright/test';

const base = 'http://localhost:3200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function as(user) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  await page.goto(base + '/login');
  await page.getByLabel('Nama pengguna').fill(user);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  return page;
}
let p = await as('anggota_tim');
await p.goto(base + '/kpk/anggota-laporan/menunggu');
await p.waitForTimeout(3000);
await p.screenshot({ path: '/tmp/s-inbox.png' });
await p.goto(base + '/kpk/laporan-detail/40');
await p.waitForTimeout(5000);
await p.screenshot({ path: '/tmp/s-detail.png', fullPage: true });
p = await as('koordinator');
await p.goto(base + '/kpk/distribusi-laporan');
await p.waitForTimeout(3000);
await p.screenshot({ path: '/tmp/s-distribusi.png' });
await p.goto(base + '/kpk/beranda');
await p.waitForTimeout(3000);
await p.screenshot({ path: '/tmp/s-beranda.png' });
await browser.close();
