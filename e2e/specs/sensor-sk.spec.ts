import type { Page } from '@playwright/test';
import { expect, signedInContext, test } from '../support/session';
import { confirmSending } from '../support/ui';

/** Takes a decision in the panel as a person does: the option, its button, then the confirmation. */
async function choose(page: Page, decision: string) {
  const option = page.locator('.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${decision}$`) });
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
  await expect(option).toHaveClass(/ant-radio-button-wrapper-checked/);
  await page.getByRole('button', { name: decision, exact: true }).click();
  const request = await confirmSending(
    page,
    decision,
    (r) =>
      r.method() === 'POST' && /\/api\/sensor-sk\/batch\/\d+\/keputusan$/.test(new URL(r.url()).pathname),
  );
  expect((await request.response())?.status()).toBe(200);
}

// Issue 11 §5: an analyst puts a numbered SK (the demo has some) in a redaction batch, reviews what was found, marks
// more by hand and sends it; a group head approves it, and the published copy downloads.
test('a redaction batch is drafted, reviewed, approved by a group head and published', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const analyst = await signedInContext(browser, 'anggota_tim');
  const page = await analyst.newPage();
  await page.goto('/kpk/batch-sensor-sk-form-create');
  await page.getByLabel('Judul batch').fill('Publikasi SK uji e2e');
  const firstSk = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstSk).toBeVisible({ timeout: 30_000 });
  const nomor = (await firstSk.locator('td').nth(1).innerText()).trim();
  await firstSk.locator('input[type="checkbox"]').check();
  await expect(page.getByText('SK terpilih: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan dan Tinjau' }).click();

  // The review: the system's findings from the report, checked to be removed; one text marked by hand.
  await expect(page.getByText('Tinjau data pribadi', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-collapse-header').first()).toContainText(nomor);
  await expect(page.locator('.ant-checkbox-wrapper-checked').first()).toBeVisible();
  await page.getByLabel('Teks yang disensor').fill('Kantor Pusat');
  await page.getByRole('button', { name: 'Tandai' }).click();
  await page.getByRole('button', { name: 'Simpan Tinjauan' }).click();
  await expect(page.getByText('Tinjauan batch disimpan')).toBeVisible();

  // Sent for approval from the decision panel.
  await choose(page, 'Kirim');
  await expect(page.getByText('Menunggu persetujuan').first()).toBeVisible({ timeout: 30_000 });
  const url = page.url().replace('form-edit', 'form-detail');
  await analyst.close();

  const head = await signedInContext(browser, 'ketua_group');
  const approver = await head.newPage();
  await approver.goto(url);
  await expect(approver.getByText('Kantor Pusat').first()).toBeVisible({ timeout: 30_000 });
  await choose(approver, 'Setujui');
  await expect(approver.getByText('Diterbitkan').first()).toBeVisible({ timeout: 60_000 });
  const download = approver.waitForEvent('download');
  await approver.getByRole('button', { name: 'Unduh salinan tersensor' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/tersensor\.pdf$/);
  await head.close();
});
