import { expect, test } from '../support/session';

// Guard rules of spec §6 as a person meets them in the browser; every rule is also unit-tested in
// packages/domain (decideNavigation), these prove the SPA actually applies it. Signing in is not under test here
// (roles-home is): the signed-in cases start from the account's stored session.

test.describe('signed in as upg', () => {
  test.use({ signedInAs: 'upg' });

  test('a signed-in user opening /login is sent to its home', async ({ page }) => {
    await page.goto('/login');

    await expect(page).toHaveURL(/\/upg\/beranda$/);
  });

  // The redirect to /unauthorized for a missing permission is in permission.spec.ts (it changes a role's grant).
  test('the unauthorized screen explains the refusal and leads back home', async ({ page }) => {
    await page.goto('/unauthorized');

    await expect(page.getByText('Akses ditolak')).toBeVisible();
    await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
    await expect(page).toHaveURL(/\/upg\/beranda$/);
  });
});

test.describe('signed in as individu', () => {
  test.use({ signedInAs: 'individu' });

  test('individu opening an admin screen ends at its own home (role not held → login → home)', async ({
    page,
  }) => {
    await page.goto('/admin/home');

    await expect(page).toHaveURL(/\/individu\/beranda$/);
  });
});

test.describe('signed in as anggota_tim', () => {
  test.use({ signedInAs: 'anggota_tim' });

  test('a KPK role opening an admin screen ends at kpk-beranda', async ({ page }) => {
    await page.goto('/admin/home');

    await expect(page).toHaveURL(/\/kpk\/beranda$/);
  });
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
