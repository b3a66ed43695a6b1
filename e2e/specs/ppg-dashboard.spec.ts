import { expect, signedInContext, test } from '../support/session';

// Issue 25 §4: the PPG group head's home and dashboard show the demo year's figures, each leading to its list; the
// UPG's own dashboard shows its institution's year only.
test('the PPG dashboards: the group head’s home and dashboard, a figure to its list; the UPG’s own', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const gh = await signedInContext(browser, 'ketua_group_ppg');
  const page = await gh.newPage();

  // The PPG home: the year's headline figures and the team's work, from the same figures.
  await page.goto('/kpk/kpk-beranda-ppg');
  const peserta = page.locator('[data-ppg-figure="ringkas-peserta"]');
  await expect(peserta).toBeVisible({ timeout: 30_000 });
  await expect(peserta.locator('div').first()).not.toHaveText('0');
  await expect(page.locator('[data-figure="ppg_rencana_disetujui"]')).toBeVisible();

  // The dashboard: non-zero figures; one opens the list it counts.
  await page.goto('/kpk/dashboard-ppg');
  await expect(page.getByRole('heading', { name: 'Dasbor PPG' })).toBeVisible({ timeout: 30_000 });
  const disetujui = page.locator('[data-ppg-figure="rencana-disetujui"]');
  await expect(disetujui).toBeVisible({ timeout: 30_000 });
  const count = Number((await disetujui.locator('div').first().textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('risiko-VERY HIGH')).toBeVisible();
  await disetujui.click();
  await expect(page).toHaveURL(/\/kpk\/kpk-profile-klop\?tahun=\d{4}&status_rencana=approved$/);
  await expect(page.getByRole('heading', { name: 'Profil KLOP' })).toBeVisible({ timeout: 30_000 });
  // Every plan counted is listed (the first page holds ten); the year journey may approve one more meanwhile.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  expect(await rows.count()).toBeGreaterThanOrEqual(Math.min(count, 10));
  await gh.close();

  // The UPG: its own institution's year.
  const upg = await signedInContext(browser, 'upg');
  const own = await upg.newPage();
  await own.goto('/upg/ppg-dashboard');
  await expect(own.getByRole('heading', { name: 'Dasbor PPG' })).toBeVisible({ timeout: 30_000 });
  await expect(own.getByText(/Kementerian Keuangan · tahun \d{4}/)).toBeVisible({ timeout: 30_000 });
  await expect(own.locator('[data-ppg-figure="rencana"]')).toContainText('Disetujui');
  await expect(own.getByTestId('realisasi-tw1')).toBeVisible();
  await upg.close();
});
