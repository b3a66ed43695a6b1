import type { APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { type ImportRow, importRow, importWorkbook, uploadImport } from '../support/impor';
import { expect, test } from '../support/session';

// Issue 4 §4 (/upg import): the demo UPG (scoped to UPG Kemenkeu) imports three reports from Excel. A file with
// one bad row is refused row by row and saves nothing; the corrected file saves all three, numbered, in its list.

const stamp = Date.now().toString(36);
/** Varies per run (a reused e2e server keeps its pelapors): women born 15-05-1990, serial from the clock. */
const serial = String(1000 + (Date.now() % 9000));
const NIK_A = `317103550590${serial}`;
const NIK_B = `317104550590${serial}`;
const NIK_UNKNOWN = `317105550590${serial}`;
const PEMBERI = `Pemberi Impor ${stamp}`;
const item = (key: string, nik: string, over: ImportRow = {}) => importRow(key, nik, PEMBERI, over);

/** The demo UPG records two reporters of its instansi (Kementerian Keuangan) through the pelapor API. */
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
    ['Rina Impor', NIK_A],
    ['Sari Impor', NIK_B],
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
        telepon: '081234500010',
        email: `impor.${nik}@e2e.gratifikasi.go.id`,
        instansi_id: instansi?.id,
        jabatan: 'Pelaksana',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function reportsOfThisRun(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/laporan/list-upg?q=${encodeURIComponent(PEMBERI)}&per_page=20`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total: number; items: { nosig: string | null }[] } }).data;
}

test.use({ signedInAs: 'upg' });

test('a UPG imports three reports: a bad row saves nothing, the fixed file saves all', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'upg');
  await createPelapors(request, token);

  await page.goto('/upg/laporan-import');
  // The SPA boots again after the navigation; on a loaded machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Impor Laporan dari Excel' })).toBeVisible({
    timeout: 30_000,
  });
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh templat' }).click();
  expect((await template).suggestedFilename()).toBe('template-impor-laporan.xlsx');

  // Three reports (the first with a USD item); the second names a reporter the UPG does not keep.
  await uploadImport(
    page,
    await importWorkbook([
      item('L1', NIK_A),
      item('L1', NIK_A, {
        uraian: 'Voucher belanja',
        jenis_objek: 'VOUCHER',
        nilai_taksiran: 50,
        mata_uang: 'USD',
      }),
      item('L2', NIK_UNKNOWN),
      item('L3', NIK_B),
    ]),
  );
  await expect(
    page.getByText('1 dari 4 baris tidak valid. Perbaiki berkas lalu unggah kembali.'),
  ).toBeVisible();
  const bad = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'L2' });
  await expect(bad).toContainText('4');
  await expect(bad).toContainText('Tidak valid');
  await expect(bad).toContainText(`Pelapor dengan NIK ${NIK_UNKNOWN} belum terdaftar di UPG Anda`);
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  expect((await reportsOfThisRun(request, token)).total).toBe(0);

  // The fixed file: L2 names a reporter of the UPG.
  await uploadImport(
    page,
    await importWorkbook([
      item('L1', NIK_A),
      item('L1', NIK_A, {
        uraian: 'Voucher belanja',
        jenis_objek: 'VOUCHER',
        nilai_taksiran: 50,
        mata_uang: 'USD',
      }),
      item('L2', NIK_B),
      item('L3', NIK_B),
    ]),
  );
  await expect(
    page.getByText('Semua 4 baris valid (3 laporan). Tekan Simpan untuk menyimpan.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('3 laporan berhasil disimpan')).toBeVisible();

  const saved = await reportsOfThisRun(request, token);
  expect(saved.total).toBe(3);
  const numbers = saved.items.map((l) => l.nosig ?? '');
  expect(numbers.every((n) => n !== '')).toBe(true);

  await page.getByRole('button', { name: 'Lihat daftar laporan' }).click();
  await expect(page).toHaveURL(/\/upg\/laporan$/);
  for (const nosig of numbers) await expect(page.getByText(nosig, { exact: true }).first()).toBeVisible();
});
