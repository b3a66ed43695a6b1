import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/ui';

// Guard rules of spec §6 as a person meets them in the browser; every rule is also unit-tested in
// packages/domain (decideNavigation), these prove the SPA actually applies it.

test('a signed-in user opening /login is sent to its home', async ({ page }) => {
  await loginThroughForm(page, 'upg');
  await expect(page).toHaveURL(/\/upg\/beranda$/);

  await page.goto('/login');

  await expect(page).toHaveURL(/\/upg\/beranda$/);
});

test('individu opening an admin screen ends at its own home (role not held → login → home)', async ({
  page,
}) => {
  await loginThroughForm(page, 'individu');
  await expect(page).toHaveURL(/\/individu\/beranda$/);

  await page.goto('/admin/home');

  await expect(page).toHaveURL(/\/individu\/beranda$/);
});

test('a KPK role opening an admin screen ends at kpk-beranda', async ({ page }) => {
  await loginThroughForm(page, 'anggota_tim');
  await expect(page).toHaveURL(/\/kpk\/beranda$/);

  await page.goto('/admin/home');

  await expect(page).toHaveURL(/\/kpk\/beranda$/);
});

test('a guest opening a protected screen is sent to login', async ({ page }) => {
  await page.goto('/kpk/beranda');

  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/tidak-ada/halaman-ini');

  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  await expect(page).toHaveURL(/\/tidak-ada\/halaman-ini$/);
});

// The redirect to /unauthorized for a missing permission is in permission.spec.ts (it changes a role's grant).
test('the unauthorized screen explains the refusal and leads back home', async ({ page }) => {
  await loginThroughForm(page, 'upg');
  await expect(page).toHaveURL(/\/upg\/beranda$/);

  await page.goto('/unauthorized');

  await expect(page.getByText('Akses ditolak')).toBeVisible();
  await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/upg\/beranda$/);
});
