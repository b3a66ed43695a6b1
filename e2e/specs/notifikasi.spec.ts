import { fileReportAsIndividu } from '../support/laporan';
import { expect, test } from '../support/session';

// Issue 4 §6: in-app notifications. A report submitted through the API puts a notice in the reporter's bell and
// on their notification screen; opening it marks it read and goes to the report.

/** A literal text as a regular expression that matches a name starting with it. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.use({ signedInAs: 'individu' });

test('the demo individu opens the notification screen', async ({ page }) => {
  await page.goto('/individu/individu-notifikasi');
  // A full load boots the SPA again (session check, profile): allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Tandai semua dibaca/ })).toBeVisible();
});

test('a submitted report brings a notice to the bell and the list; opening it marks it read and shows the report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const laporan = await fileReportAsIndividu(request, 'PT Notifikasi Jaya');
  const judul = `Laporan ${laporan.nosig} diterima`;

  await page.goto('/individu/beranda');
  const bell = page.getByRole('banner').getByRole('button', { name: /Notifikasi, \d+\+? belum dibaca/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('button', { name: startsWith(judul) })).toBeVisible();
  await page.getByRole('button', { name: 'Lihat semua notifikasi' }).click();
  await expect(page).toHaveURL(/\/individu\/individu-notifikasi$/);

  const row = page.getByRole('main').getByRole('button', { name: startsWith(judul) });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/individu/laporan-detail/${laporan.id}$`));

  await page.goto('/individu/individu-notifikasi');
  await expect(page.getByRole('main').getByRole('button', { name: startsWith(judul) })).toHaveAttribute(
    'data-unread',
    'false',
    { timeout: 30_000 },
  );
});
