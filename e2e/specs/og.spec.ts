import type { Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { apiGet } from '../support/api';
import { pickOption } from '../support/laporan';
import { reportWithSk } from '../support/og';
import { expect, signedInContext, test } from '../support/session';

/**
 * Issue 12 §1–3: after an SK every object ends somewhere. One SK rules a watch the state's and a cloth the
 * recipient's; the object manager receives both, labels the watch, finds it again by scanning its label (a barcode
 * image fed to the scanner page), packs it into a box and hands the box to a KPKNL office; the cloth is returned.
 */
test.use({ actionTimeout: 30_000 });

interface Og {
  id: number;
  kode: string;
  uraian: string;
  kepemilikan: string;
  state: string;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an SK’s objects: one received, labelled, scanned, boxed and handed to a KPKNL office; the other returned', async ({
  browser,
  page: anyPage,
}) => {
  test.setTimeout(360_000);
  const laporanId = await reportWithSk(anyPage.request, 'PT Objek Akhir');
  const { items } = await apiGet<{ items: Og[] }>(
    anyPage.request,
    'admin_pengelola_og',
    `og/list?laporan_id=${laporanId}`,
  );
  const jam = items.find((o) => o.kepemilikan === 'MILIK_NEGARA') as Og;
  const kain = items.find((o) => o.kepemilikan === 'MILIK_PENERIMA') as Og;
  expect(jam.state).toBe('DIHARAPKAN');

  // The reporter sends the watch by courier: the receipt goes in on the report's screen.
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: jam.kode,
    scale: 3,
    height: 12,
    paddingwidth: 20,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  const pelapor = await signedInContext(browser, 'individu');
  const rp = await pelapor.newPage();
  await rp.goto(`/individu/laporan-detail/${laporanId}`);
  await expect(rp.getByText('1 objek ditetapkan milik negara dan belum diterima KPK')).toBeVisible();
  await rp.getByLabel('Jasa pengiriman').fill('JNE Reguler');
  await rp.getByLabel('Nomor resi').fill('JNE0012345678');
  await rp.getByLabel('Foto resi').setInputFiles({ name: 'resi.png', mimeType: 'image/png', buffer: png });
  await rp.getByRole('button', { name: 'Kirim Resi' }).click();
  await expect(rp.getByText('Menunggu verifikasi KPK')).toBeVisible();
  await pelapor.close();

  const context = await signedInContext(browser, 'admin_pengelola_og');
  const page = await context.newPage();

  // The parcel arrives: its receipt checked on the watch's screen.
  await page.goto(`/kpk/og-view/${jam.id}`);
  await expect(page.getByText('JNE Reguler · JNE0012345678')).toBeVisible();
  await page.getByRole('button', { name: 'Sesuai', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sesuai', exact: true })).toHaveCount(0);
  await expect(page.getByText('Sesuai', { exact: true })).toBeVisible();

  // Receiving: both objects arrive at the counter, with one berita acara.
  await page.goto('/kpk/og-list');
  await expect(row(page, jam.kode)).toContainText('Belum diterima');
  await page.goto('/kpk/penerimaan-og-create');
  await page.getByLabel('Diserahkan oleh').fill('Budi Pelapor');
  await pickOption(page, 'Lokasi penyimpanan', 'Disimpan di KPK');
  await row(page, jam.kode).getByRole('checkbox').check();
  await row(page, kain.kode).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Simpan Berita Acara' }).click();
  await expect(page.getByRole('heading', { name: /Penerimaan OG BAT-\d{4}\/OG\/\d{4}/ })).toBeVisible();
  await expect(row(page, jam.kode)).toContainText('Diterima');

  // The label sheet of the watch.
  await page.goto(`/kpk/og-view/${jam.id}`);
  const labelDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Cetak Label' }).click();
  expect((await labelDownload).suggestedFilename()).toBe('label-og.pdf');

  // Scanning: an unknown code says so; a photo of the watch's label opens the watch.
  await page.goto('/kpk/scan-barcode-og');
  await page.getByLabel('Kode label').fill('BUKAN-LABEL-1');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByRole('alert')).toContainText('tidak dikenal');
  await page
    .getByLabel('Foto label')
    .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
  await expect(page).toHaveURL(new RegExp(`/kpk/og-view/${jam.id}$`));
  await expect(page.getByRole('heading', { name: jam.kode })).toBeVisible();

  // Verification at the counter: what arrived matches what was reported.
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kondisi objek').fill('Baik, lengkap dengan kotak');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Diverifikasi').first()).toBeVisible();
  // A photo of what arrived, kept with the object.
  await page
    .getByLabel('Unggah foto objek')
    .setInputFiles({ name: 'kondisi.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: `foto-${jam.kode}` })).toBeVisible();

  // A box for a KPKNL office; the watch is packed into it and the box handed over.
  await page.goto('/kpk/box-penyerahan-djkn-create');
  await pickOption(page, 'Kantor DJKN/KPKNL', 'KPKNL Jakarta II', 'Jakarta II');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('heading', { name: /Boks BOX-\d{4}\/\d{4}/ })).toBeVisible();
  await row(page, jam.kode).getByRole('checkbox').check();
  await page.getByRole('button', { name: /Kemas ke boks \(1\)/ }).click();
  await expect(page.getByText('Isi boks (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Serahkan ke KPKNL' }).click();
  await expect(page).toHaveURL(/penyerahan-og-djkn-create\?box=/);
  await page.getByLabel('Diterima oleh (petugas KPKNL)').fill('Kepala Seksi Pelayanan Lelang');
  await expect(page.getByRole('row').filter({ hasText: 'BOX-' }).getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Simpan Berita Acara' }).click();
  await expect(page.getByRole('heading', { name: /Penyerahan OG ke DJKN BAS-DJKN-\d{4}/ })).toBeVisible();
  await expect(page.getByText('KPKNL Jakarta II')).toBeVisible();
  await expect(row(page, jam.kode)).toContainText('Diserahkan ke DJKN/KPKNL');

  // The cloth, ruled the recipient's: verified, then returned with its record.
  await page.goto(`/kpk/og-view/${kain.id}`);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await page.getByRole('dialog').getByLabel('Kondisi objek').fill('Baik');
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('button', { name: 'Kembalikan ke penerima' }).click();
  await expect(page).toHaveURL(/pengembalian-og-create\?og=/);
  await page.getByLabel('Diterima oleh').fill('Budi Pelapor');
  await page.getByRole('button', { name: 'Simpan Berita Acara' }).click();
  await expect(page.getByRole('heading', { name: /Pengembalian OG BAK-\d{4}/ })).toBeVisible();
  await expect(row(page, kain.kode)).toContainText('Dikembalikan');

  // The watch's history tells each step, with its records.
  await page.goto(`/kpk/og-history/${jam.id}`);
  for (const step of ['SK bernomor', 'Terima', 'Verifikasi', 'Kemas ke boks', 'Serahkan ke DJKN/KPKNL']) {
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  }
  await context.close();
});

test('the counter’s list and an object are usable on a 390 px phone', async ({ browser }) => {
  const context = await signedInContext(browser, 'admin_pengelola_og');
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/kpk/penerimaan-og-list-mobile');
  await expect(page.getByRole('heading', { name: 'Daftar Penerimaan OG' })).toBeVisible();
  // The demo's receiving record shows as a card; it opens the record.
  await page
    .getByRole('link', { name: /BAT-\d{4}/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Penerimaan OG BAT-/ })).toBeVisible();
  // The screen's own content fits the width (wide tables scroll inside their card).
  const overflow = await page.getByRole('main').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await context.close();
});
