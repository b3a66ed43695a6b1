import type { Page } from '@playwright/test';
import { apiGet } from '../support/api';
import { importRow, importWorkbook, uploadImport } from '../support/impor';
import { addItem, pickOption, TANGGAL_PENERIMAAN } from '../support/laporan';
import { expect, signedInContext, test } from '../support/session';

// Issue 24 §1: a UPG files a report for its employee on the form and imports another from Excel; both wait at the
// UPG with the 10-working-day clock until the UPG forwards them; then the KPK coordinator finds both on the
// distribution screen.

test.use({ signedInAs: 'upg' });

type Pelapors = { items: { nama: string; nik: string }[] };
type Reports = { items: { id: number; nosig: string | null; status: string }[] };

const stamp = Date.now().toString(36);
const PEMBERI_FORM = `Pemberi Formulir ${stamp}`;
const PEMBERI_IMPOR = `Pemberi Impor UPG ${stamp}`;

test('a UPG files and imports reports for its employee, forwards both, and the coordinator finds them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // One of the UPG's employees (the demo seeds several for UPG Kemenkeu).
  const { items: employees } = await apiGet<Pelapors>(request, 'upg', 'pelapor/list-upg?per_page=5');
  const employee = employees[0];
  expect(employee, 'the demo UPG keeps employees').toBeTruthy();
  if (!employee) return;

  // 1 The form: the UPG chooses the employee, then files as the reporter would.
  await page.goto('/upg/laporan-create');
  await expect(page.getByRole('heading', { name: 'Buat Laporan Gratifikasi' })).toBeVisible({
    timeout: 30_000,
  });
  await pickOption(page, 'Pelapor', employee.nik, employee.nik);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await pickOption(page, 'Jenis Peristiwa', 'Kunjungan kerja');
  await page.getByLabel('Tempat Penerimaan').fill('Kantor Wilayah, Surabaya');
  const tanggal = page.getByLabel('Tanggal Penerimaan');
  await tanggal.fill(TANGGAL_PENERIMAAN);
  await tanggal.press('Enter');
  await pickOption(page, 'Hubungan dengan Pemberi', 'Rekanan/vendor');
  await page.getByLabel('Nama Pemberi').fill(PEMBERI_FORM);
  await page.getByLabel('Instansi/Perusahaan Pemberi').fill('PT Mitra Usaha');
  await page.getByLabel('Alamat Pemberi').fill('Jl. Pemuda No. 5, Surabaya');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await addItem(page, {
    penerimaan: 'Barang',
    objek: 'Barang elektronik',
    uraian: 'Jam tangan pintar',
    nilai: '3200000',
  });
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page
    .getByLabel('Kronologi Penerimaan')
    .fill('Setelah kunjungan kerja, perwakilan rekanan menyerahkan jam tangan pintar dalam kotak.');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
  await page.getByRole('button', { name: /Kirim Laporan/ }).click();
  await expect(page.getByText('Laporan berhasil dikirim')).toBeVisible({ timeout: 30_000 });
  const subtitle = await page.getByText(/Nomor laporan: /).textContent();
  const nosigForm = /Nomor laporan: (\S+)/.exec(subtitle ?? '')?.[1] ?? '';
  expect(nosigForm).not.toBe('');

  // It waits at the UPG: the clock shows, the UPG forwards it after confirming.
  await page.getByRole('button', { name: 'Lihat Detail Laporan' }).click();
  await expect(page).toHaveURL(/\/upg\/laporan-detail\/\d+$/);
  await expect(page.getByText(/Batas meneruskan ke KPK: .*\(10 hari kerja sejak diterima UPG/)).toBeVisible();
  await forward(page);

  // 2 The import: one report of the same employee from the UPG's Excel file.
  await page.goto('/upg/laporan-import');
  await expect(page.getByRole('heading', { name: 'Impor Laporan dari Excel' })).toBeVisible({
    timeout: 30_000,
  });
  await uploadImport(page, await importWorkbook([importRow('U1', employee.nik, PEMBERI_IMPOR)]));
  await expect(
    page.getByText('Semua 1 baris valid (1 laporan). Tekan Simpan untuk menyimpan.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('1 laporan berhasil disimpan')).toBeVisible();
  const imported = await apiGet<Reports>(
    request,
    'upg',
    `laporan/list-upg?q=${encodeURIComponent(PEMBERI_IMPOR)}&per_page=5`,
  );
  expect(imported.items).toHaveLength(1);
  const nosigImpor = imported.items[0]?.nosig ?? '';
  expect(imported.items[0]?.status).toBe('DITERIMA_UPG');

  // Found in the UPG's list by its number, opened, forwarded.
  await page.getByRole('button', { name: 'Lihat daftar laporan' }).click();
  await expect(page).toHaveURL(/\/upg\/laporan$/);
  await page.getByRole('link', { name: nosigImpor }).first().click();
  await expect(page).toHaveURL(/\/upg\/laporan-detail\/\d+$/);
  await forward(page);

  // Both left the UPG's hands.
  for (const pemberi of [PEMBERI_FORM, PEMBERI_IMPOR]) {
    const { items } = await apiGet<Reports>(
      request,
      'upg',
      `laporan/list-upg?q=${encodeURIComponent(pemberi)}&per_page=5`,
    );
    expect(items[0]?.status, pemberi).toBe('TERKIRIM');
  }

  // 3 The KPK coordinator finds each on the distribution screen by its number.
  const context = await signedInContext(browser, 'koordinator');
  const kpk = await context.newPage();
  await kpk.goto('/kpk/distribusi-laporan');
  await expect(kpk.getByRole('heading', { name: 'Distribusi Laporan', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  for (const nosig of [nosigForm, nosigImpor]) {
    const search = kpk.getByRole('searchbox', { name: 'Cari' });
    await search.fill(nosig);
    await search.press('Enter');
    await expect(kpk.getByText(nosig, { exact: true }).first()).toBeVisible();
  }
  await context.close();
});

/** "Teruskan ke KPK" on the report's page, confirmed; the button leaves once the report is the KPK's. */
async function forward(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Teruskan ke KPK' });
  await button.click();
  await page.getByRole('button', { name: 'Teruskan', exact: true }).click();
  await expect(page.getByText('Laporan diteruskan ke KPK')).toBeVisible();
  await expect(button).toHaveCount(0);
}
