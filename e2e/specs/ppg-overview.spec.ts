import type { Page } from '@playwright/test';
import { expect, signedInContext, test } from '../support/session';

// Issue 25 §2 "Overview": one page per institution with a tab each — the UPG opens its own from profil-klop, the
// KPK's PPG team any institution from kpk-profile-klop; the tab is in the address and every tab shows the demo's
// data (Kementerian Keuangan: an approved plan, two quarters realised, risks, events, a finished verification).

const year = new Date().getFullYear();
const TABS = [
  'Profil',
  'Rencana Kerja',
  'Realisasi',
  'Risiko',
  'Diseminasi & Inovasi',
  'Verifikasi & Riwayat Skor',
] as const;
const SLUGS = ['profil', 'rencana-kerja', 'realisasi', 'risiko', 'diseminasi-inovasi', 'verifikasi'] as const;

async function openTab(page: Page, name: (typeof TABS)[number], slug: (typeof SLUGS)[number]) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?tahun=${year}$`));
}

/** Every tab of the overview, each with the demo's data of Kementerian Keuangan. */
async function everyTab(page: Page) {
  await expect(page.getByRole('heading', { name: 'Kementerian Keuangan' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab')).toHaveText([...TABS]);
  await expect(page.getByText('Data Instansi')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Tahapan Pengendalian Gratifikasi')).toBeVisible();

  await openTab(page, 'Rencana Kerja', 'rencana-kerja');
  await expect(page.getByText('Surat edaran pimpinan menjelang hari raya keagamaan')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.ant-card-head').getByText('Disetujui')).toBeVisible();

  await openTab(page, 'Realisasi', 'realisasi');
  const kuartal = page
    .locator('.ant-card')
    .filter({ hasText: `Realisasi Triwulanan ${year}` })
    .first();
  await expect(kuartal.getByText('Triwulan I', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Two of the four quarters are realised in the demo: fewer than four still to fill.
  await expect(kuartal.getByText('Belum diisi')).not.toHaveCount(4);

  await openTab(page, 'Risiko', 'risiko');
  await expect(page.getByRole('table', { name: /Peta risiko/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-label^="Tingkat risiko"]').first()).toBeVisible({ timeout: 30_000 });

  await openTab(page, 'Diseminasi & Inovasi', 'diseminasi-inovasi');
  const diseminasi = page
    .locator('.ant-card')
    .filter({ hasText: `Diseminasi ${year}` })
    .first();
  await expect(diseminasi.locator('tbody a').first()).toBeVisible({ timeout: 30_000 });
  const inovasi = page
    .locator('.ant-card')
    .filter({ hasText: `Inovasi ${year}` })
    .first();
  await expect(inovasi.locator('tbody a').first()).toBeVisible({ timeout: 30_000 });

  await openTab(page, 'Verifikasi & Riwayat Skor', 'verifikasi');
  await expect(page.locator('.ant-tag').getByText('Selesai', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const skor = page.locator('.ant-card').filter({ hasText: 'Riwayat Skor' }).first();
  await expect(
    skor
      .locator('tbody tr')
      .filter({ hasText: String(year) })
      .first(),
  ).toBeVisible();
}

test('the UPG opens its own overview from profil-klop and reads every tab', async ({ browser }) => {
  test.setTimeout(180_000);
  const upg = await signedInContext(browser, 'upg');
  const page = await upg.newPage();
  await page.goto('/upg/profil-klop');
  await expect(page.getByRole('heading', { name: 'Profil KLOP' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Ringkasan Instansi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/upg/upg-profile-klop-detail/\\d+\\?tahun=${year}$`), {
    timeout: 30_000,
  });
  const own = new URL(page.url()).pathname.split('/').pop();
  await everyTab(page);

  // Another institution's id is refused plainly.
  await page.goto(`/upg/upg-profile-klop-detail/${Number(own) + 1}/risiko`);
  await expect(page.getByText('Instansi tidak ditemukan')).toBeVisible({ timeout: 30_000 });
  await upg.close();
});

test('the KPK team opens an institution from kpk-profile-klop and sees the same tabs', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const kpk = await signedInContext(browser, 'ketua_tim_ppg');
  const page = await kpk.newPage();
  await page.goto(`/kpk/kpk-profile-klop?tahun=${year}`);
  await page
    .getByRole('link', { name: 'Kementerian Keuangan', exact: true })
    .first()
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/kpk/kpk-profile-klop-detail/\\d+\\?tahun=${year}$`), {
    timeout: 30_000,
  });
  await everyTab(page);
  await kpk.close();
});
