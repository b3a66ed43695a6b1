import { DISEMINASI_IMPORT_COLUMNS, type DiseminasiImportColumn } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signedInContext, test } from '../support/session';

// Issue 26 §4: (b) the demo UPG (Kementerian Keuangan) imports its dissemination events from Excel — a file with one
// bad row is refused with the row's reason and saves nothing, the fixed file saves every event — and the KPK's PPG
// team finds them with the "KPK dissemination" saved filter; (c) the KPK compares two innovations side by side.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = Date.now().toString(36);
const year = new Date().getFullYear();

type Row = Partial<Record<DiseminasiImportColumn, string>>;
const row = (n: number, over: Row = {}): Row => ({
  nama_kegiatan: `Sosialisasi Impor ${stamp} ${n}`,
  jenis_diseminasi: 'SOSIALISASI',
  klasifikasi_kegiatan: 'INTERNAL',
  sasaran_kegiatan: 'PEGAWAI',
  tanggal_awal: `${year}-02-1${n}`,
  tanggal_akhir: `${year}-02-1${n}`,
  narasumber: 'Ketua UPG',
  provinsi: '31',
  kabkota: '31.71',
  tempat: 'Aula Gedung Djuanda',
  peserta: 'PELAKSANA:40; FUNGSIONAL:12',
  ...over,
});

async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Diseminasi');
  sheet.addRow([...DISEMINASI_IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(DISEMINASI_IMPORT_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(page: Page, rows: readonly Row[]) {
  await page
    .locator('.ant-modal input[type=file]')
    .setInputFiles({ name: 'impor-diseminasi.xlsx', mimeType: XLSX, buffer: await workbook(rows) });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.use({ signedInAs: 'upg' });

test('a UPG imports dissemination events from Excel and the KPK finds them with its saved filter', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/upg/ppg-diseminasi');
  await expect(page.getByRole('heading', { name: 'Daftar Diseminasi' })).toBeVisible({ timeout: 30_000 });
  // The "UPG dissemination" filter opens on the current year.
  await expect(page).toHaveURL(new RegExp(`tahun=${year}`));

  await page.getByRole('button', { name: 'Impor Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Diseminasi dari Excel' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh templat' }).click();
  expect((await template).suggestedFilename()).toBe('template-impor-diseminasi.xlsx');

  await upload(page, [row(1), row(2, { jenis_diseminasi: 'RAPAT_UMUM' }), row(3)]);
  await expect(
    dialog.getByText('1 dari 3 baris tidak valid. Perbaiki berkas lalu unggah kembali.'),
  ).toBeVisible();
  await expect(dialog.getByText('jenis_diseminasi: kode "RAPAT_UMUM" tidak dikenal')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Simpan' })).toBeDisabled();

  await upload(page, [row(1), row(2), row(3)]);
  await expect(dialog.getByText('Semua 3 baris valid. Tekan Simpan untuk menyimpan.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // The success toast lasts a second (spec §9); the list is the lasting proof.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: `Sosialisasi Impor ${stamp} 2` })).toBeVisible();

  // The KPK's PPG team: every institution's events, the year preset; narrowed to the first quarter and this run.
  const kpkContext = await signedInContext(browser, 'anggota_tim_ppg');
  const kpk = await kpkContext.newPage();
  await kpk.goto('/kpk/kpk-diseminasi');
  await expect(kpk.getByRole('heading', { name: 'Diseminasi Instansi' })).toBeVisible({ timeout: 30_000 });
  await expect(kpk).toHaveURL(new RegExp(`tahun=${year}`));
  await pick(kpk, 'Triwulan', 'Triwulan I');
  await kpk.getByRole('searchbox', { name: 'Cari' }).fill(`Impor ${stamp}`);
  await kpk.getByRole('searchbox', { name: 'Cari' }).press('Enter');
  const rows = kpk.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Kementerian Keuangan');

  // The filter is kept for the screen: leaving and coming back shows the same three.
  await kpk.getByRole('link', { name: `Sosialisasi Impor ${stamp} 3` }).click();
  await expect(kpk.getByRole('heading', { name: `Sosialisasi Impor ${stamp} 3` })).toBeVisible();
  await expect(kpk.getByText('52 orang')).toBeVisible();
  await kpk.getByRole('button', { name: 'Kembali ke daftar' }).click();
  await expect(kpk).toHaveURL(/triwulan=1/);
  await expect(rows).toHaveCount(3);
  await kpkContext.close();
});

test('the KPK compares two innovations field by field', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, 'ketua_tim_ppg');
  const page = await context.newPage();
  await page.goto('/kpk/kpk-inovasi');
  await expect(page.getByRole('heading', { name: 'Inovasi Instansi' })).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.nth(1)).toBeVisible();
  const first = ((await rows.nth(0).locator('a').textContent()) ?? '').trim();
  const second = ((await rows.nth(1).locator('a').textContent()) ?? '').trim();
  await expect(page.getByRole('button', { name: 'Bandingkan' })).toBeDisabled();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bandingkan' }).click();
  await expect(page.getByRole('heading', { name: 'Bandingkan Inovasi' })).toBeVisible();
  await expect(page.getByText('2 inovasi berdampingan')).toBeVisible();
  const table = page.locator('.ant-table');
  await expect(table.getByRole('columnheader', { name: first }).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: second }).first()).toBeVisible();
  for (const aspect of ['Instansi', 'Tahap Implementasi', 'Permasalahan', 'Dampak']) {
    await expect(table.getByRole('cell', { name: aspect, exact: true })).toBeVisible();
  }
  await context.close();
});
