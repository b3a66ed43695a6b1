import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

// Issue 13 §3: a guest finds the open-data page from the public navigation, sees a chart drawn from the reports
// and downloads its table as CSV.
test('a guest opens the statistics, sees a chart and downloads a table as CSV', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Situs publik' })
    .getByRole('link', { name: 'Statistik' })
    .click();
  await expect(page).toHaveURL(/\/statistik$/);
  await expect(page).toHaveTitle('Statistik Gratifikasi · Gratifikasi Online');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik Gratifikasi' })).toBeVisible();

  const perTahun = page.getByRole('region', { name: 'Laporan per tahun' });
  await expect(perTahun.getByRole('img', { name: 'Grafik laporan per tahun' }).locator('svg')).toBeVisible();

  const download = page.waitForEvent('download');
  await perTahun.getByRole('link', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('statistik-laporan-per-tahun.csv');
  const [header, firstRow] = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(header).toBe('\uFEFFTahun,Jumlah laporan');
  expect(firstRow).toMatch(/^(\d{4}|Lainnya),\d+$/);
});
