import type { Page } from '@playwright/test';
import { expect, signedInContext, test } from '../support/session';
import { decideInPanel } from '../support/ui';

const NEXT_YEAR = String(new Date().getFullYear() + 1);

// Issue 25 §1: the PPG group head drafts next year's indicator set (copied from the one in force), edits an
// indicator and sends it; the director approves it; the approved set is frozen and changes only as a new version.
test('the group head edits the indicators, the director approves, the set is frozen', async ({ browser }) => {
  test.setTimeout(240_000);
  const gh = await signedInContext(browser, 'ketua_group_ppg');
  const page = await gh.newPage();
  await page.goto('/kpk/konfigurasi-indikator-list');
  await expect(page.getByRole('heading', { name: 'Konfigurasi Indikator' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Buat Versi' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Buat versi konfigurasi indikator' });
  await modal.getByLabel('Tahun').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${NEXT_YEAR}$`) })
    .click();
  await modal.getByRole('button', { name: 'Buat draf' }).click();

  // The draft is copied from the set in force: edit the first indicator's name and weight stays at 100 %.
  await expect(page).toHaveURL(/\/kpk\/gh-konfigurasi-indikator-edit\/\d+$/, { timeout: 30_000 });
  const nama = page.getByLabel('Nama indikator').first();
  await expect(nama).not.toHaveValue('', { timeout: 30_000 });
  await nama.fill('Pernyataan komitmen pengendalian gratifikasi oleh pimpinan (diperbarui)');
  await expect(page.getByText('Jumlah bobot: 100%')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page).toHaveURL(/\/kpk\/gh-konfigurasi-indikator\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('(diperbarui)')).toBeVisible();
  const id = page.url().split('/').pop();
  await decideInPanel(page, 'Kirim', /\/api\/konfigurasi-indikator\/\d+\/keputusan$/);
  await expect(page.getByText('Menunggu Persetujuan Direktur').first()).toBeVisible({ timeout: 30_000 });
  await gh.close();

  // The director approves it from the approval screen.
  const dir = await signedInContext(browser, 'direktur');
  const approver = await dir.newPage();
  await approver.goto(`/kpk/direktur-approve-konfigurasi/${id}`);
  await expect(approver.getByText('(diperbarui)')).toBeVisible({ timeout: 30_000 });
  await decideInPanel(approver, 'Setujui', /\/api\/konfigurasi-indikator\/\d+\/keputusan$/);
  await expect(approver.getByText('Versi ini sudah disetujui dan dibekukan')).toBeVisible({
    timeout: 30_000,
  });
  await dir.close();

  // Frozen: no edit for the group head, only a new version; the edit address says so.
  const again = await signedInContext(browser, 'ketua_group_ppg');
  const check = await again.newPage();
  await check.goto(`/kpk/gh-konfigurasi-indikator/${id}`);
  await expect(check.getByText('Berlaku', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole('button', { name: 'Buat versi baru' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Ubah', exact: true })).toHaveCount(0);
  await check.goto(`/kpk/gh-konfigurasi-indikator-edit/${id}`);
  await expect(check.getByText('Versi ini tidak dapat diubah')).toBeVisible({ timeout: 30_000 });
  await again.close();
});
