import { chromium } from '@playwright/test';

const base = 'http://localhost:3200';
const req = async (user) => {
  const r = await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: 'Demo#2026' }),
  });
  const t = (await r.json()).data.access_token;
  return async (method, path, body) => {
    const res = await fetch(base + '/api/' + path, {
      method,
      headers: { authorization: 'Bearer ' + t, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  };
};
const ko = await req('koordinator');
const inbox = await ko('GET', 'laporan/kotak-masuk?tab=menunggu&langkah=distribusi');
const id = inbox.data.items[0].id;
const step = async (u, path, keputusan, extra = {}) => {
  const c = await req(u);
  const a = await c('GET', `laporan/${id}/aksi`);
  const r = await c('POST', `laporan/${id}/${path}`, { keputusan, versi: a.data.version, ...extra });
  console.log(u, path, JSON.stringify(r).slice(0, 150));
};
const grups = await ko('GET', 'laporan/beban?jenis=grup');
await step('koordinator', 'distribusi', 'distribusi', { grup_id: grups.data[0].id });
const gh = await req('ketua_group');
const members = await gh('GET', 'laporan/beban?jenis=anggota');
await step('ketua_group', 'distribusi-fungsional', 'distribusi', {
  anggota_user_id: members.data.find((m) => m.nama === 'Demo Anggota Tim').id,
});
await step('anggota_tim', 'f30-verifikasi-informasi', 'setuju', {
  informasi_sesuai: true,
  hasil_verifikasi: 'Sesuai dengan dokumen yang ada.',
});
await step('ketua_tim', 'f34-reviu-verifikasi-informasi', 'setuju');
await step('ketua_group', 'f38-persetujuan-verifikasi-informasi', 'setuju');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [user, btn, over] of [
  ['anggota_tim', 'Setujui', true],
  ['ketua_tim', 'Setujui', false],
]) {
  const page = await browser.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Nama pengguna').fill(user);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/f3')) console.log('POST', r.url(), r.postData());
  });
  await page.goto(base + `/kpk/laporan-detail/${id}`);
  const panel = page.getByTestId('proses-panel');
  await panel
    .locator('.ant-radio-button-wrapper')
    .filter({ hasText: /^Setujui$/ })
    .click();
  await page.getByLabel('Setujui usulan').waitFor();
  if (over) {
    await page.getByLabel('Ubah', { exact: true }).check();
    const cb = page.getByRole('combobox', { name: 'Unsur negative list rincian 1' });
    await cb.click();
    await cb.fill('seminar');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'seminar kit' })
      .first()
      .click();
    await page.getByLabel('Alasan rincian 1').fill('Perlengkapan peserta');
  }
  await panel.getByRole('button', { name: btn, exact: true }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: btn, exact: true }).click();
  await page.waitForTimeout(2500);
  await page.close();
}
const nl = await ko('GET', `laporan/${id}/nl`);
console.log(JSON.stringify(nl.data.items[0].penilaian));
await browser.close();
