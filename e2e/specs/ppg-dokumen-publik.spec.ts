import type { Page } from '@playwright/test';
import { pickOption } from '../support/laporan';
import { expect, signedInContext, test } from '../support/session';
import { decideInPanel } from '../support/ui';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A guest searches the public documents page for a title. */
async function guestFinds(page: Page, judul: string) {
  await page.goto(`/dokumen?q=${encodeURIComponent(judul)}`);
  return page.getByRole('link', { name: judul });
}

// Issue 27 §3 (c): a PPG member drafts a public document and sends it; the PPG group head approves it and a guest
// finds it on /dokumen; then it is withdrawn and gone from /dokumen, while the staff still see it on record.
test('a public document is approved, found by a guest on /dokumen, then withdrawn and gone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const judul = `Pedoman Uji E2E ${Date.now()}`;

  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto('/kpk/kpk-public-doc-create');
  await expect(page.getByRole('heading', { name: 'Buat Dokumen Publik' })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, 'Jenis Publikasi', 'Buku pedoman');
  await page.getByLabel('Judul').fill(judul);
  const tanggal = page.getByLabel('Tanggal Dokumen');
  await tanggal.fill('02-03-2026');
  await tanggal.press('Enter');
  await page.getByLabel('Ringkasan').fill('Pedoman pengendalian gratifikasi untuk uji alur persetujuan.');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/dokumen-publik/berkas'));
  await page
    .getByLabel('Berkas dokumen')
    .setInputFiles({ name: 'pedoman.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect((await uploaded).status()).toBe(201);
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(page.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Draf', { exact: true }).first()).toBeVisible();
  await decideInPanel(page, 'Kirim', /\/api\/dokumen-publik\/\d+\/keputusan$/);
  await expect(page.getByText('Pengajuan', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await member.close();

  // Not public before approval.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await expect(await guestFinds(guest, judul)).toHaveCount(0);

  const head = await signedInContext(browser, 'ketua_group_ppg');
  const approver = await head.newPage();
  await approver.goto('/kpk/gh-public-doc-list-approval');
  await approver.getByRole('link', { name: judul }).click({ timeout: 30_000 });
  await expect(approver.getByText('Perlu Persetujuan').first()).toBeVisible({ timeout: 30_000 });
  await decideInPanel(approver, 'Setujui', /\/api\/dokumen-publik\/\d+\/keputusan$/);
  await expect(approver.getByText('Disetujui', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // The guest finds it on /dokumen and opens it.
  const found = await guestFinds(guest, judul);
  await expect(found).toBeVisible({ timeout: 30_000 });
  await found.click();
  await expect(guest.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });

  // Withdrawn: gone from /dokumen, kept on record with its history.
  await decideInPanel(
    approver,
    'Tarik dari publikasi',
    /\/api\/dokumen-publik\/\d+\/keputusan$/,
    'Digantikan pedoman yang lebih baru.',
  );
  await expect(approver.getByText('Ditarik', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(approver.getByText('Digantikan pedoman yang lebih baru.')).toBeVisible();
  await expect(await guestFinds(guest, judul)).toHaveCount(0, { timeout: 30_000 });
  await head.close();
  await guestContext.close();
});
