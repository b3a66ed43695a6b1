import { roleByName } from '@gratifikasi/domain';
import { apiLogin, apiLogout, apiToken, bearer } from '../support/api';
import { expect, test } from '../support/session';

// Issue 3: an administrator deactivates a user, who then cannot sign in (467, "Akun Anda tidak aktif").
const PASSWORD = 'Nonaktif#2026e2e';

test.use({ signedInAs: 'sysadmin' });

test('a user deactivated by the sysadmin cannot log in any more', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = `e2e_nonaktif_${Date.now().toString(36)}`;
  const admin = await apiToken(request, 'sysadmin');
  const created = await request.post('/api/admin/users', {
    headers: bearer(admin),
    data: {
      username,
      name: 'Pengguna Uji Nonaktif',
      email: `${username}@e2e.gratifikasi.go.id`,
      password: PASSWORD,
      roles: [{ role_id: roleByName('individu').id }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).data.id as number;
  // Before: the account signs in.
  await apiLogout(request, (await apiLogin(request, username, PASSWORD)).access_token);

  await page.goto(`/admin/users/${userId}`);
  await expect(page.getByText('Pengguna Uji Nonaktif').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, nonaktifkan' }).click();
  await expect(page.getByRole('button', { name: 'Aktifkan', exact: true })).toBeVisible();

  // After: the API refuses with 467 and the login form shows why, staying on /login.
  const refused = await request.post('/api/auth/login', {
    data: { username, password: PASSWORD, captcha: '', token: '', code: '' },
  });
  expect(refused.status()).toBe(467);
  // The sysadmin's session is dropped from this browser (not signed out: other tests share it), so the same
  // browser shows the login form to the user.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Akun Anda tidak aktif. Silakan hubungi administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
