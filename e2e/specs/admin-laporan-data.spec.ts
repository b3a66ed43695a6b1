import { apiToken, bearer } from '../support/api';
import { expect, test } from '../support/session';

// Issue 28 §1: a sysadmin finds a report in /admin/laporans, corrects a data field with a reason after a
// confirmation, and reads the correction in the report's history. The giver's address stays correctable at any
// stage after submission, so any demo report will do; the value carries the run's time (reused servers).
test.use({ signedInAs: 'sysadmin' });

test('sysadmin finds a report, corrects the giver’s address with a reason and sees it in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'sysadmin');
  const res = await request.get(
    '/api/admin/laporans?status=TERKIRIM,VERIFIKASI,ANALISIS,SELESAI&per_page=1',
    {
      headers: bearer(token),
    },
  );
  expect(res.status()).toBe(200);
  const [laporan] = (await res.json()).data.items as { id: number; nosig: string }[];
  expect(laporan, 'a submitted demo report').toBeDefined();
  const nosig = laporan?.nosig ?? '';
  const alamat = `Jl. Koreksi E2E No. ${Date.now() % 100000}, Jakarta`;
  const alasan = 'Alamat pemberi salah ketik pada formulir kertas.';

  await page.goto('/admin/laporans');
  await expect(page.getByRole('heading', { name: 'Data Laporan' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(nosig);
  await page.getByRole('searchbox', { name: 'Cari' }).press('Enter');
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('link', { name: nosig, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Detail Laporan ${nosig}` })).toBeVisible();
  await page.getByRole('button', { name: 'Koreksi Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Koreksi Data Laporan' });
  await dialog.getByRole('combobox', { name: 'Data yang dikoreksi' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Alamat pemberi' }).click();
  await dialog.getByRole('textbox', { name: 'Nilai baru' }).fill(alamat);
  await dialog.getByRole('textbox', { name: 'Alasan koreksi' }).fill(alasan);
  await dialog.getByRole('button', { name: 'Lanjut' }).click();

  await expect(dialog.getByText('Periksa kembali koreksi ini')).toBeVisible();
  await expect(dialog.locator('.ant-descriptions').getByText(alamat)).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan Koreksi' }).click();
  await expect(dialog).toBeHidden();

  const history = page.locator('.ant-card', { hasText: 'Riwayat Koreksi' });
  const row = history.locator('tr', { hasText: alasan }).first();
  await expect(row).toContainText('Alamat pemberi');
  await expect(row).toContainText(alamat);
  await expect(row).toContainText('Sysadmin');
  await expect(page.locator('.ant-descriptions-item', { hasText: 'Alamat Pemberi' })).toContainText(alamat);
});
