import { IMPORT_INSTANSI_COLUMNS } from '@gratifikasi/domain';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, bearer } from '../support/api';
import { type ImportRow, importRow } from '../support/impor';
import { expect, test } from '../support/session';

// Issue 28 §1 (/wizard import): the superuser brings in reports Kementerian Keuangan's UPG handled itself. A file
// with one bad row is checked row by row (nothing saved); the valid reports are committed by the queue job with a
// progress bar; the batch's detail lists its rows; the whole batch is undone.

const stamp = Date.now().toString(36);
const serial = String(1000 + (Date.now() % 9000));
const NIK_A = `317106550590${serial}`;
const NIK_B = `317107550590${serial}`;
const NIK_UNKNOWN = `317108550590${serial}`;
const PEMBERI = `Pemberi Wizard ${stamp}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = ImportRow & Partial<Record<(typeof IMPORT_INSTANSI_COLUMNS)[number], string | number>>;
const item = (key: string, nik: string): Row => ({
  ...importRow(key, nik, PEMBERI, { tanggal_penerimaan: '2025-06-02' }),
  tanggal_lapor_upg: '2025-06-04',
  keputusan_instansi: 'DISALURKAN_SOSIAL',
  tanggal_keputusan: '2025-06-06',
  nomor_keputusan: `KEP-${key}/UPG/2025`,
});

async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Laporan');
  sheet.addRow([...IMPORT_INSTANSI_COLUMNS]);
  for (const row of rows) sheet.addRow(IMPORT_INSTANSI_COLUMNS.map((c) => row[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Two reporters of Kementerian Keuangan, recorded by the demo UPG through the pelapor API. */
async function createPelapors(request: APIRequestContext, token: string): Promise<void> {
  const items = async (path: string) => {
    const res = await request.get(`/api/${path}`, { headers: bearer(token) });
    expect(res.status(), path).toBe(200);
    return ((await res.json()) as { data: { items: { id: number }[] } }).data.items;
  };
  const [provinsi] = await items('provinsis?q=Jawa%20Barat');
  const [kota] = await items(`kota-kabupatens?provinsi_id=${provinsi?.id}&q=Kabupaten%20Bogor`);
  const [instansi] = await items('instansi/list-all?q=Kementerian%20Keuangan');
  for (const [nama, nik] of [
    ['Rina Wizard', NIK_A],
    ['Sari Wizard', NIK_B],
  ]) {
    const res = await request.post('/api/pelapor', {
      headers: bearer(token),
      data: {
        nama,
        nik,
        tempat_lahir: 'Bogor',
        tanggal_lahir: '1990-05-15',
        alamat: 'Jl. Lapangan Banteng No. 1',
        provinsi_id: provinsi?.id,
        kota_kabupaten_id: kota?.id,
        telepon: '081234500011',
        email: `wizard.${nik}@e2e.gratifikasi.go.id`,
        instansi_id: instansi?.id,
        jabatan: 'Pelaksana',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test.use({ signedInAs: 'superuser' });

test('the superuser imports reports an institution handled, commits the valid ones, then undoes the batch', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await createPelapors(request, await apiToken(request, 'upg'));

  await page.goto('/wizard/import-laporan-dikelola-instansi');
  await expect(page.getByRole('heading', { name: 'Impor Laporan Dikelola Instansi' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Instansi').click();
  await page.getByLabel('Instansi').fill('Kementerian Keuangan');
  await page.locator('.ant-select-item-option', { hasText: 'Kementerian Keuangan' }).first().click();

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh templat' }).click();
  expect((await template).suggestedFilename()).toBe('template-impor-laporan-dikelola-instansi.xlsx');

  // Three reports (W1 with two items); W2 names a reporter unknown at the institution.
  const bytes = await workbook([
    item('W1', NIK_A),
    { ...item('W1', NIK_A), uraian: 'Kue kering' },
    item('W2', NIK_UNKNOWN),
    item('W3', NIK_B),
  ]);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: `dikelola-${stamp}.xlsx`, mimeType: XLSX, buffer: bytes });

  await expect(page).toHaveURL(/\/wizard\/import-laporan-dikelola-instansi-detail\/\d+$/, {
    timeout: 30_000,
  });
  const detailUrl = page.url();
  await expect(page.getByText('1 dari 4 baris tidak valid.')).toBeVisible();
  const bad = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'W2' });
  await expect(bad).toContainText('Tidak valid');
  await expect(bad).toContainText(`Pelapor dengan NIK ${NIK_UNKNOWN} tidak terdaftar di instansi ini`);
  await page.getByText('Hanya baris tidak valid').click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  // Commit the valid reports; the queue job's progress is polled to the end.
  await page.getByRole('button', { name: 'Simpan laporan yang valid' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('Penyimpanan selesai')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await page.getByText('Hanya baris tidak valid').click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'W3' })).toContainText(
    'Tersimpan',
  );

  // The imported reports are in no KPK list.
  const token = await apiToken(request, 'superuser');
  const kpk = await request.get(`/api/laporan/list-kpk?q=${encodeURIComponent(PEMBERI.toLowerCase())}`, {
    headers: bearer(token),
  });
  expect(kpk.status()).toBe(200);
  expect(((await kpk.json()) as { data: { total: number } }).data.total).toBe(0);

  // The batch list opens the detail again.
  await page.getByText('Kembali ke daftar batch').click();
  await page.getByRole('link', { name: `dikelola-${stamp}.xlsx` }).click();
  await expect(page).toHaveURL(detailUrl);

  await page.getByRole('button', { name: 'Batalkan impor' }).click();
  await expect(page.getByText('Batalkan impor ini? 2 laporan akan dihapus.')).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('Impor ini sudah dibatalkan; laporannya dihapus.')).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: 'Dibatalkan' })).toBeVisible();
});
