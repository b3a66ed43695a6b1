import type { Page } from '@playwright/test';
import { apiGet, apiToken, bearer } from '../support/api';
import { reportWithSk, today } from '../support/og';
import { expect, signedInContext, test } from '../support/session';

/**
 * Issue 12 §1–2: a parcel arrives at the counter and is received against the wrong item; its berita acara is
 * corrected, then issued from the letter master (final from then on); the object is matched to the item of the
 * reporter's other report it truly belongs to, and the report items carrying objects show where each one is.
 */
test.use({ actionTimeout: 30_000 });

interface Og {
  id: number;
  kode: string;
  uraian: string;
  nomor_laporan: string;
  version: number;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The list's URL once a search for `text` is in force (the first page may show the row before it is). */
const searched = (text: string) => new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`);
/** A row of og-match's candidate table (the arrived object's own card also names its item). */
const kandidat = (page: Page, text: string) => row(page, text).filter({ has: page.getByRole('radio') });

test('an arrived object: its record corrected and issued, matched to its true item, found in the item list', async ({
  browser,
  page: anyPage,
}) => {
  test.setTimeout(420_000);
  const request = anyPage.request;
  const first = await reportWithSk(request, 'PT Cincin Pertama', [
    { uraian: 'Cincin perak', nilai_taksiran: '4000000' },
  ]);
  const second = await reportWithSk(request, 'PT Lukisan Kedua', [
    { uraian: 'Lukisan cat minyak', nilai_taksiran: '9000000' },
  ]);
  const ogOf = async (laporanId: number) =>
    (await apiGet<{ items: Og[] }>(request, 'admin_pengelola_og', `og/list?laporan_id=${laporanId}`))
      .items[0] as Og;
  const cincin = await ogOf(first);
  const lukisan = await ogOf(second);
  const lokasi = await apiGet<{ items: { id: number; kode: string }[] }>(
    request,
    'admin_pengelola_og',
    'lokasi-objek-gratifikasis?per_page=200',
  );
  // The parcel is received at the counter as the ring (its label printed with the ring's code).
  const res = await request.post('/api/og/dokumen', {
    headers: bearer(await apiToken(request, 'admin_pengelola_og')),
    data: {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Kurir JNE',
      lokasi_id: lokasi.items.find((l) => l.kode === 'KPK')?.id,
      items: [{ og_id: cincin.id, version: cincin.version }],
    },
  });
  expect(res.status()).toBe(200);
  const dokumen = ((await res.json()) as { data: { id: number; nomor: string } }).data;

  const context = await signedInContext(browser, 'admin_pengelola_og');
  const page = await context.newPage();

  // The record is corrected while still a draft: who handed it in.
  await page.goto(`/kpk/penerimaan-og-view/${dokumen.id}`);
  await expect(page.getByText('Draf (dapat diubah)')).toBeVisible();
  await page.getByRole('button', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(new RegExp(`/kpk/penerimaan-og-edit/${dokumen.id}$`));
  await page.getByLabel('Diserahkan oleh').fill('');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama pihak wajib diisi')).toBeVisible();
  await page.getByLabel('Diserahkan oleh').fill('Budi Santoso (diantar kurir)');
  await page.getByLabel('Instansi').fill('Kementerian Keuangan');
  await page.getByLabel('Catatan').fill('Paket utuh, segel baik');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(new RegExp(`/kpk/penerimaan-og-view/${dokumen.id}$`));
  await expect(page.getByText('Budi Santoso (diantar kurir)')).toBeVisible();
  await expect(page.getByText('Paket utuh, segel baik')).toBeVisible();

  // Issued from the letter master: the PDF downloads, the record is final, its edit is gone.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Terbitkan & Unduh Berita Acara' }).click();
  expect((await download).suggestedFilename()).toMatch(/^berita-acara-BAT-\d{4}-OG-\d{4}\.pdf$/);
  await expect(page.getByText('tidak dapat diubah lagi')).toBeVisible();
  await expect(page.getByText('Terbit', { exact: true })).toBeVisible();
  await expect(page.getByText(/Versi \d+ ·/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah' })).toHaveCount(0);
  await page.goto(`/kpk/penerimaan-og-edit/${dokumen.id}`);
  await expect(page.getByText('tidak dapat diubah lagi')).toBeVisible();
  await expect(page.getByLabel('Diserahkan oleh')).toHaveCount(0);

  // Unpacked, it is the painting of the reporter's other report: matched to that item.
  await page.goto(`/kpk/og-view/${cincin.id}`);
  await page.getByRole('button', { name: 'Cocokkan dengan Rincian Laporan' }).click();
  await expect(page.getByRole('heading', { name: `Pencocokan ${cincin.kode}` })).toBeVisible();
  // (A retry's earlier reports of the same reporter are candidates too: the row of this attempt's report.)
  await expect(kandidat(page, 'Cincin perak').filter({ hasText: cincin.nomor_laporan })).toContainText(
    'tercatat sekarang',
  );
  await page.getByPlaceholder(/Cari/).fill(lukisan.nomor_laporan);
  await page.getByPlaceholder(/Cari/).press('Enter');
  const painting = kandidat(page, 'Lukisan cat minyak').filter({ hasText: lukisan.nomor_laporan });
  await expect(painting).toBeVisible();
  await expect(kandidat(page, 'Cincin perak').filter({ hasText: cincin.nomor_laporan })).toHaveCount(0);
  await painting.getByRole('radio').check();
  await page.getByLabel('Catatan pencocokan').fill('Isi paket ternyata lukisan');
  await page.getByRole('button', { name: 'Cocokkan dengan rincian terpilih' }).click();
  await page.getByRole('button', { name: 'Ya, cocokkan' }).click();
  await expect(page).toHaveURL(new RegExp(`/kpk/og-view/${lukisan.id}$`));
  // The match page stays up (its data refreshed) until the detail has rendered: wait for it to go.
  await expect(page.getByRole('heading', { name: `Pencocokan ${cincin.kode}` })).toHaveCount(0);
  // The label's code went with the painting; its history says so.
  await expect(page.getByRole('heading', { name: cincin.kode, exact: true })).toBeVisible();
  await expect(page.getByText('Lukisan cat minyak').first()).toBeVisible();
  await expect(page.getByText('Dicocokkan dengan rincian laporan')).toBeVisible();
  await expect(page.getByText(/Isi paket ternyata lukisan/)).toBeVisible();

  // The report items carrying objects: the painting received, the ring expected again.
  // Rows of this attempt's reports (a search by number may also list reports of earlier attempts).
  const lukisanRow = row(page, 'Lukisan cat minyak').filter({ hasText: lukisan.nomor_laporan });
  const cincinRow = row(page, 'Cincin perak').filter({ hasText: cincin.nomor_laporan });
  await page.goto('/kpk/rincian-laporan-og-list');
  await expect(page.getByRole('heading', { name: 'Daftar Rincian Laporan OG' })).toBeVisible();
  await page.getByPlaceholder(/Cari/).fill(lukisan.nomor_laporan);
  await page.getByPlaceholder(/Cari/).press('Enter');
  await expect(page).toHaveURL(searched(lukisan.nomor_laporan));
  await expect(lukisanRow).toContainText('Diterima');
  await expect(lukisanRow).toContainText(cincin.kode);
  await page.getByPlaceholder(/Cari/).fill(cincin.nomor_laporan);
  await page.getByPlaceholder(/Cari/).press('Enter');
  await expect(page).toHaveURL(searched(cincin.nomor_laporan));
  await expect(cincinRow).toContainText('Belum diterima');
  await page.getByRole('columnheader', { name: 'Nilai' }).click();
  await expect(page).toHaveURL(/sort=nilai_rupiah/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: /Ekspor/ }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^rincian-laporan-og-.*\.xlsx$/);
  await cincinRow.getByRole('link', { name: /Cincin perak/ }).click();
  await expect(page.getByRole('heading', { name: 'Cincin perak' })).toBeVisible();
  await expect(page.getByText('Milik Negara').first()).toBeVisible();
  await expect(page.getByText(/ternyata milik rincian/)).toBeVisible();
  await context.close();
});
