import { expect, test } from '../support/session';
import { loginThroughForm, sessionEntries } from '../support/ui';

// Spec §4 Session with the seeded app config max_idle = 60 and session_alert_threshold = 30 (minutes).
// Playwright's clock replaces Date and the timers in the page, so an hour of idling takes milliseconds.
const ALERT = 'Konfirmasi: Sesi Anda akan berakhir dalam 30 menit, apakah Anda ingin melanjutkan sesi?';
const EXPIRED = 'Sesi anda telah berakhir, anda akan dialihkan ke halaman login.';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await loginThroughForm(page, 'observer');
  await expect(page).toHaveURL(/\/observer\/beranda$/);
  // The home's figures load after it: idling starts once the page has settled, or a late answer would count as
  // activity at the fast-forwarded time.
  await expect(page.getByText('Dilaporkan terlambat')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
});

test('after 30 idle minutes the alert asks to continue; after 60 the session ends at login', async ({
  page,
}) => {
  await page.clock.fastForward('29:00');
  await expect(page.getByText(ALERT)).toBeHidden();

  await page.clock.fastForward('01:00');
  await page.clock.runFor(2000);
  const dialog = page.getByRole('dialog').filter({ hasText: ALERT });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ya' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tidak' })).toBeVisible();

  await page.clock.fastForward('30:00');
  await page.clock.runFor(2000);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(Object.keys(await sessionEntries(page)).filter((k) => k.endsWith('access_token'))).toEqual([]);
});

test("answering 'Ya' to the alert refreshes the token and keeps the user signed in", async ({ page }) => {
  const before = await sessionEntries(page);

  await page.clock.fastForward('30:00');
  await page.clock.runFor(2000);
  const dialog = page.getByRole('dialog').filter({ hasText: ALERT });
  await dialog.getByRole('button', { name: 'Ya' }).click();

  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await sessionEntries(page)).s_access_token).not.toBe(before.s_access_token);
  await page.clock.fastForward('35:00');
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/observer\/beranda$/);
  await expect(page.getByText(EXPIRED)).toBeHidden();
});
