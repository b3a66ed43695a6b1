import { currentYear } from '@gratifikasi/domain';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/session';

// Issue 14: the reporter filters the per-institution report, sees its chart, exports the whole filtered set to Excel
// and finds the screen's totals in the file; the pivot's cells add up to its grand total.
test.use({ signedInAs: 'reporter' });

const number = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('the reporter filters report-per-instansi, sees the chart and exports the whole set to Excel', async ({
  page,
}) => {
  await page.goto('/reporter/beranda');
  await page.getByRole('link', { name: 'Laporan per Instansi' }).first().click();
  await expect(page).toHaveURL(/\/reporter\/report-per-instansi/);
  await expect(page.getByRole('heading', { name: 'Laporan per Instansi' })).toBeVisible();

  const year = String(currentYear());
  await page.getByLabel('Tahun').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${year}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`tahun=${year}`));

  const totals = page.getByTestId('report-totals');
  await expect(totals).toBeVisible();
  // The figures of the filtered set, not the ones still on screen from before the filter.
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  const shown = async (key: string) => number(await totals.locator(`[data-total="${key}"]`).textContent());
  if ((await shown('jumlah')) > 0)
    await expect(page.getByTestId('report-chart').locator('svg')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Ekspor Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-per-instansi-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const ws = wb.worksheets[0]!;
  expect(ws.getRow(1).getCell(1).value).toBe('Instansi');
  const last = ws.getRow(ws.rowCount);
  expect(last.getCell(1).value).toBe('Total');
  const jumlah = Number(last.getCell(3).value);
  // The file's totals are the screen's: other journeys file reports meanwhile, so the screen may still be drawing
  // the filtered figures it was asked for when they were read; it settles on the file's.
  await expect.poll(() => shown('jumlah')).toBe(jumlah);
  expect(await shown('nilai')).toBeCloseTo(Number(last.getCell(4).value), 2);
  // Every row of the filtered set is in the file: the data rows add up to the totals row.
  let sum = 0;
  for (let i = 2; i < ws.rowCount; i++) sum += Number(ws.getRow(i).getCell(3).value ?? 0);
  expect(sum).toBe(jumlah);
});

test('the pivot: rows × columns add up to the grand total', async ({ page }) => {
  await page.goto('/reporter/report-pivot?baris=status&kolom=kanal&ukuran=jumlah');
  const table = page.getByTestId('pivot-table');
  await expect(table).toBeVisible();
  const grand = number(await page.getByTestId('pivot-grand').textContent());
  const cells = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.flatMap((tr) => {
      const tds = Array.from(tr.querySelectorAll('td'));
      // The first cell is the row label, the last the row total.
      return tds.slice(1, -1).map((td) => td.textContent ?? '');
    }),
  );
  expect(cells.reduce((s, c) => s + number(c || '0'), 0)).toBe(grand);
});

test.describe('the KPK reports added as definitions', () => {
  test.use({ signedInAs: 'anggota_tim' });

  test('report-profil-instansi: a saved filter of spec §3 narrows the institutions and is kept', async ({
    page,
  }) => {
    await page.goto('/kpk/report-profil-instansi');
    await expect(page.getByRole('heading', { name: 'Laporan Profil Instansi' })).toBeVisible();
    await page.getByLabel('Pernah Lapor').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Pernah Lapor: Ya' }).click();
    await expect(page).toHaveURL(/pernah_lapor=ya/);
    // Every institution left has filed at least one report (the demo's reporters have).
    const totals = page.getByTestId('report-totals');
    await expect(totals).toBeVisible();
    expect(number(await totals.locator('[data-total="laporan"]').textContent())).toBeGreaterThan(0);

    const nama = `Pernah lapor ${Date.now()}`;
    await page.getByRole('button', { name: /Simpan filter/ }).click();
    await page.getByLabel('Nama filter').fill(nama);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Filter disimpan')).toBeVisible();

    await page.goto('/kpk/report-profil-instansi');
    await page.getByLabel('Filter tersimpan').click();
    await page.locator('.ant-select-item-option').filter({ hasText: nama }).click();
    await expect(page).toHaveURL(/pernah_lapor=ya/);
  });

  test('the pivot by kind of object counts objects, and its cells add up', async ({ page }) => {
    await page.goto('/kpk/report-pivot?baris=jenis_objek&ukuran=objek');
    const table = page.getByTestId('pivot-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Jenis Objek', exact: true })).toBeVisible();
    const grand = number(await page.getByTestId('pivot-grand').textContent());
    const totals = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((tr) => tr.querySelector('td:last-child')?.textContent ?? ''));
    expect(totals.reduce((s, c) => s + number(c || '0'), 0)).toBe(grand);
  });

  test('report-rekon-og opens for the KPK with its reconciliation columns', async ({ page }) => {
    await page.goto('/kpk/report-rekon-og');
    await expect(page.getByRole('heading', { name: 'Laporan Rekonsiliasi OG' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Hasil Rekonsiliasi' })).toBeVisible();
  });
});

test.describe('the UPG reads its own receivables', () => {
  test.use({ signedInAs: 'upg' });

  test('report-piutang opens with its totals', async ({ page }) => {
    await page.goto('/upg/report-piutang');
    await expect(page.getByRole('heading', { name: 'Laporan Piutang' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nomor Tagihan' })).toBeVisible();
  });
});
