import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/session';

// Issue 13 §3: a guest finds the open-data page from the public navigation, sees a chart drawn from the reports
// and downloads its table as CSV. The open data counts closed months only: a fresh demo's reports were all filed this
// month, so its tables say there is nothing to show yet; a server kept past a month's end draws their charts.
test('a guest opens the statistics, sees a chart or why there is none, and downloads a table as CSV', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Situs publik' })
    .getByRole('link', { name: 'Statistik' })
    .click();
  await expect(page).toHaveURL(/\/statistik$/);
  await expect(page).toHaveTitle('Statistik Gratifikasi · Gratifikasi Online');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik Gratifikasi' })).toBeVisible();

  await expect(
    page.getByText(/^Data hingga akhir bulan lalu \(\d+ \w+ \d{4}\); nilai dibulatkan/),
  ).toBeVisible();

  const perTahun = page.getByRole('region', { name: 'Laporan per tahun' });
  await expect(
    perTahun
      .getByRole('img', { name: 'Grafik laporan per tahun' })
      .locator('svg')
      .or(perTahun.getByText(/^Belum ada angka yang dapat ditampilkan: hanya bulan yang telah berakhir/)),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await perTahun.getByRole('link', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('statistik-laporan-per-tahun.csv');
  const [header, firstRow] = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(header).toBe('\uFEFFTahun,Jumlah laporan');
  expect(firstRow).toMatch(/^((\d{4}|Lainnya),\d+)?$/);
});
