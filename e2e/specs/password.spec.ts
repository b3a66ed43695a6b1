import { apiLogin, apiLogout } from '../support/api';
import { DEMO_PASSWORD } from '../support/demo';
import { expect, test } from '../support/session';
import { loginThroughForm, logoutThroughUi } from '../support/ui';

// Runs in the 'account' project, after every other spec that signs in as this account, and puts the
// demo password back at the end so a re-run (or a person trying the demo) is unaffected.
const USERNAME = 'koordinator';
const NEW_PASSWORD = 'Ganti#2026baru';

test.afterAll(async ({ request }) => {
  // Restores the demo password through the same API the profile screen uses, whatever state the test left.
  for (const current of [NEW_PASSWORD, DEMO_PASSWORD]) {
    const res = await request.post('/api/auth/login', {
      data: { username: USERNAME, password: current, captcha: '', token: '', code: '' },
    });
    if (res.status() !== 200) continue;
    const { data } = (await res.json()) as { data: { access_token: string } };
    if (current !== DEMO_PASSWORD) {
      await request.post('/api/user/changepassword-profile', {
        headers: { authorization: `Bearer ${data.access_token}` },
        data: { old_password: current, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      });
    }
    await apiLogout(request, data.access_token);
    return;
  }
});

test('a user changes the password on the profile screen and signs in with the new one', async ({
  page,
  request,
}) => {
  await loginThroughForm(page, USERNAME);
  await page.goto('/kpk/profile');
  await page.getByLabel('Kata sandi lama').fill(DEMO_PASSWORD);
  await page.getByLabel('Kata sandi baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi baru').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByText('Kata sandi berhasil diubah')).toBeVisible();

  await logoutThroughUi(page);
  await loginThroughForm(page, USERNAME, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/kpk\/beranda$/);

  const old = await request.post('/api/auth/login', {
    data: { username: USERNAME, password: DEMO_PASSWORD, captcha: '', token: '', code: '' },
  });
  expect(old.status()).toBe(401);
  const fresh = await apiLogin(request, USERNAME, NEW_PASSWORD);
  await apiLogout(request, fresh.access_token);
});
