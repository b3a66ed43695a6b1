import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiGet } from '../support/api';
import { fileReportAsIndividu } from '../support/laporan';
import { expect, test } from '../support/session';

// Issue 11 §6: another agency asks, by letter, for the reporting record of several persons. A KPK team member
// uploads their NIKs from Excel (a bad row is named and left out), saves: every person is searched, the demo
// reporter's report is found, and the answer letter comes out as a PDF.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = Date.now().toString(36);
/** A valid NIK nobody holds: a man born 01-01-1980, serial from the clock. */
const NIK_UNKNOWN = `317101010180${String(1000 + (Date.now() % 9000))}`;

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Permintaan');
  sheet.addRow(['NIK', 'Nama']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test.use({ signedInAs: 'anggota_tim' });

test('a request with an Excel of NIKs: each searched, the found report listed, the answer letter printed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { nosig } = await fileReportAsIndividu(request, `Pemberi Rekam Jejak ${stamp}`);
  const { items } = await apiGet<{ items: { nik: string | null }[] }>(
    request,
    'individu',
    'pelapor/list-individu',
  );
  const nik = items[0]?.nik ?? '';
  expect(nik).toMatch(/^\d{16}$/);

  await page.goto('/kpk/riwayat-permintaan-cari-via-excel');
  await expect(page.getByRole('heading', { name: 'Cari Permintaan via Excel' })).toBeVisible({
    timeout: 30_000,
  });
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Template' }).click();
  expect((await template).suggestedFilename()).toBe('template-permintaan-rekam-jejak.xlsx');

  const nomor = `B-${stamp}/BKN/2026`;
  await page.getByLabel('Instansi Peminta').fill('Badan Kepegawaian Negara');
  await page.getByLabel('Nomor Surat').fill(nomor);
  await fillDate(page, 'Tanggal Surat', '20-11-2026');
  await page.getByLabel('Perihal').fill('Permintaan rekam jejak calon pejabat pimpinan tinggi');
  await page.locator('input[type=file]').setInputFiles({
    name: 'orang.xlsx',
    mimeType: XLSX,
    buffer: await workbook([
      [nik, ''],
      [NIK_UNKNOWN, 'Orang Tak Dikenal'],
      ['12345', ''],
    ]),
  });
  await expect(page.getByText('1 baris tidak dibaca')).toBeVisible();
  await expect(page.getByText('Baris 4: NIK harus terdiri dari 16 digit angka')).toBeVisible();
  await page.getByRole('button', { name: /Simpan dan Cari \(2 orang\)/ }).click();

  await expect(page).toHaveURL(/\/kpk\/riwayat-permintaan-detail\/\d+$/);
  await expect(page.getByRole('heading', { name: `Permintaan ${nomor}` })).toBeVisible();
  const found = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: nik });
  await expect(found).toContainText('laporan');
  await found.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByText(nosig, { exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: NIK_UNKNOWN })).toContainText(
    'Tidak ditemukan',
  );

  const letter = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Surat Jawaban' }).click();
  const download = await letter;
  expect(download.suggestedFilename()).toMatch(/^jawaban-rekam-jejak-\d+\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

  // The list shows it, found by its letter number.
  await page.goto('/kpk/riwayat-permintaan-list');
  await page.getByPlaceholder(/Cari/).fill(nomor);
  await page.getByPlaceholder(/Cari/).press('Enter');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: nomor })).toContainText(
    '2 (1 pernah melapor)',
  );
});

test('one person’s record on Rekam Jejak: searched by NIK, the reporter and the report shown and opened', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { nosig } = await fileReportAsIndividu(request, `Pemberi Jejak Cepat ${stamp}`);
  await page.goto('/kpk/rekam-jejak');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Isi NIK atau nama')).toBeVisible();
  await page.getByLabel('NIK').fill('3201011201900003');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Pelapor yang cocok (1)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Budi Santoso' })).toBeVisible();
  await page.getByText(nosig, { exact: true }).click();
  await expect(page).toHaveURL(/\/kpk\/laporan-detail\/\d+/);
});
