import { readFileSync } from 'node:fs';
import { apiGet, apiToken, bearer } from '../support/api';
import { reportWithSk } from '../support/og';
import { qrOfPdf } from '../support/qr';
import { expect, signedInContext, test } from '../support/session';

/**
 * Issue 11 §1–2: a letter template edited beside its live preview; a report's SK issued from the report's screen
 * with a QR code to its public verification page, which says valid, then cancelled after pembatalan-sk, and tells
 * a tampered PDF from the one issued.
 */

/** Screenshots to look at, beside Playwright's own output (e2e/test-results, not committed). */
const shot = (name: string) => ({
  path: `${test.info().project.outputDir}/dokumen-${name}.png`,
  fullPage: true,
});

test('the template editor previews a letter live and names a wrong placeholder', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, 'sysadmin');
  const page = await context.newPage();
  const { items } = await apiGet<{ items: { id: number; jenis: string }[] }>(
    page.request,
    'sysadmin',
    'admin/masters/template-dokumen?per_page=50',
  );
  const sk = items.find((i) => i.jenis === 'draft-sk');
  await page.goto(`/admin/master-template-dokumen/${sk?.id}`);
  const preview = page.getByTestId('pratinjau-surat').locator('canvas').first();
  await expect(preview).toBeVisible({ timeout: 45_000 });
  await expect(preview).toHaveAttribute('aria-label', /Halaman 1 dari \d/);
  await page.screenshot(shot('template-editor'));

  const body = page.getByLabel('Isi template');
  await body.fill(`${await body.inputValue()}\n<p>{{ pelapor.gaji }}</p>`);
  await expect(page.getByTestId('masalah-template')).toContainText(
    /Baris \d+, kolom \d+: Isian tidak dikenal: pelapor\.gaji/,
  );
  await context.close();
});

test('an SK’s QR opens its verification page: valid, a tampered copy does not match, cancelled after pembatalan', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  // A report taken to its numbered SK and SPSK through the API (the processing screens have their own spec).
  const telepon = [{ uraian: 'Telepon genggam', nilai_taksiran: '2500000' }];
  const id = await reportWithSk(request, 'PT Surat Terverifikasi', telepon, { spsk: true });

  // The director downloads the SK from the report's screen, where the finished report offers it.
  const desk = await signedInContext(browser, 'direktur');
  const page = await desk.newPage();
  await page.goto(`/kpk/laporan-detail/${id}`);
  const card = page.getByTestId('dokumen-laporan');
  await expect(card.getByText('Dokumen langkah ini')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  // Numbered, the SK is issued with its number and named as the SK (no longer its draft).
  await card.getByRole('button', { name: /SK penetapan status gratifikasi$/ }).click();
  const download = await downloading;
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(card.getByRole('link', { name: 'Halaman verifikasi' }).first()).toBeVisible();
  await page.screenshot(shot('laporan-card'));

  // The QR code read off the downloaded letter's page: the address it carries, opened by anyone.
  const qr = await qrOfPdf(pdf);
  const kode = /\/verifikasi-dokumen\/([0-9A-Z]{26})$/.exec(qr ?? '')?.[1] ?? '';
  expect(kode, `QR text: ${qr}`).toMatch(/^[0-9A-Z]{26}$/);
  const { surat } = await apiGet<{ surat: { jenis: string; kode: string }[] }>(
    request,
    'koordinator',
    `laporan/${id}/dokumen`,
  );
  expect(surat.find((s) => s.jenis === 'draft-sk')?.kode).toBe(kode);
  const guest = await browser.newContext();
  const pub = await guest.newPage();
  await pub.goto(`/verifikasi-dokumen/${kode}`);
  await expect(pub.getByTestId('status-dokumen')).toContainText('SAH dan BERLAKU');
  await expect(pub.getByText('Surat Keputusan penetapan status kepemilikan gratifikasi (SK)')).toBeVisible();
  await pub
    .locator('input[type=file]')
    .setInputFiles({ name: 'sk.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(pub.getByTestId('hasil-cek')).toContainText('Berkas COCOK');
  const tampered = Buffer.from(pdf);
  tampered[tampered.length - 20] ^= 1;
  await pub
    .locator('input[type=file]')
    .setInputFiles({ name: 'sk-ubah.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(pub.getByTestId('hasil-cek')).toContainText('TIDAK COCOK');
  await pub.screenshot(shot('verifikasi-berlaku'));

  // pembatalan-sk: asked by the analyst, approved by the group head.
  const asked = await request.post('/api/laporan/pembatalan', {
    headers: bearer(await apiToken(request, 'anggota_tim')),
    data: {
      laporan_id: id,
      alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
      kembali_ke: 'f70',
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const pembatalan = (await asked.json()).data.id as number;
  const head = await apiGet<{ aksi: { version: number } }>(
    request,
    'ketua_group',
    `laporan/pembatalan/${pembatalan}`,
  );
  const approved = await request.post(`/api/laporan/pembatalan/${pembatalan}/keputusan`, {
    headers: bearer(await apiToken(request, 'ketua_group')),
    data: { keputusan: 'setuju', versi: head.aksi.version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await pub.reload();
  await expect(pub.getByTestId('status-dokumen')).toContainText('DIBATALKAN');
  await pub.screenshot(shot('verifikasi-dibatalkan'));

  // An unknown code tells nothing.
  await pub.goto('/verifikasi-dokumen/0123456789ABCDEFGHJKMNPQRS');
  await expect(pub.getByText('Dokumen tidak ditemukan')).toBeVisible();
  await guest.close();
  await desk.close();
});
