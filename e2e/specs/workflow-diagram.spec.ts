import { DEFAULT_TASKS } from '@gratifikasi/domain';
import { tableRows } from '../support/masters';
import { expect, test } from '../support/session';

test.use({ signedInAs: 'sysadmin' });

// Issue 10 §1: the administrator sees the report's process drawn from its master data, laid out automatically.
test('sysadmin sees the GRATIFIKASI process drawn under its definition', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/master-wfl-re-procdef');
  const row = tableRows(page).filter({ hasText: 'GRATIFIKASI' });
  await row.getByRole('button', { name: 'Lihat' }).click();
  await expect(page.getByText('Diagram Alur')).toBeVisible({ timeout: 45_000 });

  // The first steps are on screen, readable, with their acting role; later ones are placed but below the view.
  const draft = page.getByTestId('langkah-draft');
  await expect(draft).toBeVisible({ timeout: 30_000 });
  await expect(draft).toContainText('Draf laporan');
  await expect(draft).toContainText('Awal');
  await expect(page.getByTestId('langkah-f30')).toContainText('Anggota Tim');
  await expect(page.getByTestId(/^langkah-/)).toHaveCount(DEFAULT_TASKS.length);

  // Zooming out to the whole process brings the final steps inside the drawing.
  const inside = async (testId: string) => {
    const pane = await page.locator('.react-flow').boundingBox();
    const box = await page.getByTestId(testId).boundingBox();
    return Boolean(pane && box && box.y >= pane.y && box.y + box.height <= pane.y + pane.height);
  };
  expect(await inside('langkah-f5D')).toBe(false);
  await page.getByRole('button', { name: 'Tampilkan seluruh alur' }).click();
  await expect.poll(() => inside('langkah-f5D')).toBe(true);
  await expect(page.getByTestId('langkah-sp3-selesai')).toContainText('Akhir');
});
