import { expect, test } from '../support/session';

// Issue 13 §2: a KPK team member opens the knowledge base from the menu, finds an article by an Indonesian stem
// ("dinilai" finds "nilai"), opens it and downloads its attachment (a staff-only file, signed for the reader).
test.use({ signedInAs: 'anggota_tim' });

test('a team member searches the knowledge base, opens an article and downloads its attachment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/kpk/beranda');
  // The KPK menu is grouped by task (issue 24 §3): the knowledge base sits under Dokumen.
  const menu = page.getByRole('menu');
  await menu.getByText('Dokumen', { exact: true }).click();
  await menu.getByRole('link', { name: 'Basis Pengetahuan' }).click();
  await expect(page).toHaveURL(/\/kpk\/knowledge-base$/);
  await expect(page.getByRole('heading', { name: 'Basis Pengetahuan' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('link', { name: 'Pengarsipan surat keputusan yang telah ditandatangani' }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari' }).fill('dinilai');
  await page.getByRole('searchbox', { name: 'Cari' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=dinilai/);
  const found = page.getByRole('link', { name: 'Menilai kewajaran nilai objek gratifikasi' });
  await expect(found).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Pengarsipan surat keputusan yang telah ditandatangani' }),
  ).toHaveCount(0);

  await found.click();
  await expect(page).toHaveURL(/\/kpk\/knowledge-base\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Menilai kewajaran nilai objek gratifikasi' }),
  ).toBeVisible();
  await expect(page.getByText('Voucer dan uang: nilai nominal.')).toBeVisible();
  const lampiran = page.getByRole('link', { name: /lembar-kerja-penilaian-objek-gratifikasi\.pdf/ });
  const href = (await lampiran.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/konten\/berkas\/.+\?s=[0-9a-f]{64}&e=\d+$/);
  const download = page.waitForEvent('download');
  await lampiran.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // The plain address (no signature) stays closed: the file belongs to staff-only content.
  expect((await page.request.get(href.split('?')[0] ?? '')).status()).toBe(404);
  await expect(
    page.getByRole('link', { name: 'https://www.kpk.go.id/id/layanan-publik/gratifikasi' }),
  ).toHaveAttribute('target', '_blank');
});
