import { addItem, createIndividu, pickOption, TANGGAL_PENERIMAAN, TINY_PNG } from '../support/laporan';
import { expect, signedInContext, test } from '../support/session';

// Issue 4 §3–§5: the reporter files a report with two items (one in USD) and an attachment, finds it in the list
// by its number and downloads its formulir; another individu typing the report's URL is refused.

test.use({ signedInAs: 'individu' });

test('an individu files a report, finds it by number, downloads the formulir; another individu cannot open it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/individu/laporan-create');
  await expect(page.getByRole('heading', { name: 'Buat Laporan Gratifikasi' })).toBeVisible();

  // 1 Pelapor: the demo reporter has one profile, chosen for them.
  await expect(page.getByText('Data Pelapor')).toBeVisible();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // 2 Peristiwa.
  await pickOption(page, 'Jenis Peristiwa', 'Kunjungan kerja');
  await page.getByLabel('Tempat Penerimaan').fill('Jakarta Selatan');
  const tanggal = page.getByLabel('Tanggal Penerimaan');
  await tanggal.fill(TANGGAL_PENERIMAAN);
  await tanggal.press('Enter');
  await pickOption(page, 'Hubungan dengan Pemberi', 'Rekanan/vendor');
  await page.getByLabel('Nama Pemberi').fill('Direktur PT Contoh Jaya');
  await page.getByLabel('Instansi/Perusahaan Pemberi').fill('PT Contoh Jaya');
  await page.getByLabel('Alamat Pemberi').fill('Jl. Jenderal Sudirman Kav. 1, Jakarta');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // 3 Rincian: one item in rupiah, one in USD valued at the kurs in force on the date received.
  await addItem(page, {
    penerimaan: 'Barang',
    objek: 'Barang elektronik',
    uraian: 'Telepon genggam',
    nilai: '4500000',
  });
  await addItem(page, {
    penerimaan: 'Uang',
    objek: 'Uang tunai',
    uraian: 'Uang tunai dalam amplop',
    nilai: '100',
    mataUang: 'USD',
  });
  await expect(page.getByRole('cell', { name: /Telepon genggam/ })).toBeVisible();
  await expect(page.getByTestId('total-rincian')).toContainText('Rp');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // 4 Kronologi.
  await page
    .getByLabel('Kronologi Penerimaan')
    .fill(
      'Setelah rapat koordinasi, pemberi menyerahkan sebuah telepon genggam dan amplop berisi uang dolar.',
    );
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // 5 Lampiran: a photo of the items.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto-objek.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText(/foto-objek\.png \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // 6 Kelengkapan & Pernyataan, then send.
  await page.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
  await page.getByRole('button', { name: /Kirim Laporan/ }).click();
  await expect(page.getByText('Laporan berhasil dikirim')).toBeVisible({ timeout: 30_000 });
  const subtitle = await page.getByText(/Nomor laporan: /).textContent();
  const nosig = /Nomor laporan: (\S+)/.exec(subtitle ?? '')?.[1] ?? '';
  expect(nosig).not.toBe('');
  expect(nosig).not.toBe('-');

  // The detail: both items, the USD one with its kurs; the formulir downloads as a PDF.
  await page.getByRole('button', { name: 'Lihat Detail Laporan' }).click();
  await expect(page).toHaveURL(/\/individu\/laporan-detail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: `Laporan ${nosig}` })).toBeVisible();
  await expect(page.getByText('USD 100,00')).toBeVisible();
  await expect(page.getByText('IDR 4.500.000,00')).toBeVisible();
  await expect(page.getByText('Telepon genggam', { exact: true })).toBeVisible();
  await expect(page.getByText('foto-objek.png')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Unduh Formulir/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);

  // The list: the number is there under "Terkirim".
  await page.goto('/individu/laporan');
  await page.getByRole('tab', { name: /^Terkirim/ }).click();
  await page.getByLabel('Cari').fill(nosig);
  await page.getByLabel('Cari').press('Enter');
  await expect(page.getByRole('link', { name: nosig })).toBeVisible();

  // Another individu typing the URL gets "not found", never the report.
  const other = await createIndividu(request);
  // Its own browser, signed in through the form (a plain new context would carry this spec's signed-in storage).
  const context = await signedInContext(browser, other);
  const otherPage = await context.newPage();
  await otherPage.goto(detailUrl);
  await expect(otherPage.getByText('Laporan tidak ditemukan')).toBeVisible();
  await expect(otherPage.getByText(nosig)).toHaveCount(0);
  await context.close();
});
