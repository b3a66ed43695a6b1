import { roleByName } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { expect, signedInContext, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

// Issue 9 §1: a user who mistypes their password five times is held back on that (username, IP) pair only; an
// administrator sees the lock on "Kunci Login" and lifts it after confirming, and the user gets in again.

async function tryLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('an administrator lifts a login lock and the user signs in again', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const username = `e2e_kunci_${Date.now().toString(36)}`;
  const password = 'Kunci#2026e2e';
  const admin = await apiToken(request, 'sysadmin');
  const created = await request.post('/api/admin/users', {
    headers: bearer(admin),
    data: {
      username,
      name: 'Pengguna Terkunci',
      email: `${username}@e2e.gratifikasi.go.id`,
      password,
      roles: [{ role_id: roleByName('observer').id }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  for (let i = 0; i < 5; i++) {
    await tryLogin(user, username, 'salah-sekali');
    await expect(user.getByText(/Nama pengguna atau kata sandi salah/).last()).toBeVisible();
  }
  // The sixth try, even with the right password, is held back.
  await tryLogin(user, username, password);
  await expect(user.getByText(/Terlalu banyak percobaan masuk/).last()).toBeVisible();
  await expect(user).toHaveURL(/\/login$/);

  const adminContext = await signedInContext(browser, 'sysadmin');
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/login-locks');
  await expect(adminPage.getByRole('heading', { name: 'Kunci Login' })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: `${username} dari` });
  await expect(row).toContainText('Terkunci');
  await expect(row).toContainText('5 dari 5');
  await row.getByRole('button', { name: 'Buka kunci' }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText('Buka kunci login?');
  await expect(dialog).toContainText(`${username} dari`);
  await dialog.getByRole('button', { name: 'Ya, buka kunci' }).click();
  await expect(adminPage.getByText('Kunci login berhasil dibuka')).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: `${username} dari` })).toHaveCount(0);

  await loginThroughForm(user, username, password);
  await expect(user).toHaveURL(/\/observer\//);
  await userContext.close();
  await adminContext.close();
});
