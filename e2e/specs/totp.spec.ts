import { buildPath, roleByName } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiToken, bearer } from '../support/api';
import { expect, signedInContext, test } from '../support/session';
import { loginThroughForm, logoutThroughUi } from '../support/ui';

// Issue 28 §3: a user enrols a second factor on the profile (QR code, secret, ten recovery codes), logs out, signs
// in with a code the test generates from the secret, signs in once with a recovery code and fails to reuse it; a
// system administrator resets the second factor and the password alone signs in again.
const PASSWORD = 'Totp#2026e2e';

async function passwordStep(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByLabel('Kode verifikasi')).toBeVisible();
}

async function codeStep(page: Page, code: string): Promise<void> {
  await page.getByLabel('Kode verifikasi').fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

/** The code of the next time step: later than any step used so far, and within the server's one step of drift. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('enrol, log out, sign in with a generated code, use a recovery code once, fail to reuse it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const username = `e2e_totp_${Date.now().toString(36)}`;
  const admin = await apiToken(request, 'sysadmin');
  const created = await request.post('/api/admin/users', {
    headers: bearer(admin),
    data: {
      username,
      name: 'Pengguna Uji Dua Faktor',
      email: `${username}@e2e.gratifikasi.go.id`,
      password: PASSWORD,
      roles: [{ role_id: roleByName('individu').id }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).data.id as number;

  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughForm(page, username, PASSWORD);

  // Enrol on the profile: the QR code and the secret, then the first code.
  await page.goto(buildPath('individu-profile'));
  await page.getByRole('button', { name: 'Aktifkan autentikasi dua faktor' }).click();
  await expect(page.getByAltText('Kode QR autentikator')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Kode verifikasi').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Konfirmasi', exact: true }).click();

  // The ten recovery codes, shown once, downloadable.
  const list = page.getByRole('list', { name: 'Kode pemulihan' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Unduh kode pemulihan/ }).click();
  expect((await download).suggestedFilename()).toBe(`kode-pemulihan-${username}.txt`);
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByText('Sisa kode pemulihan: 10')).toBeVisible();
  await logoutThroughUi(page);

  // The password alone no longer signs in: the code generated from the secret does.
  await passwordStep(page, username);
  await codeStep(page, await nextCode(secret));
  await expect(page).not.toHaveURL(/\/login$/);
  await logoutThroughUi(page);

  // A recovery code signs in once…
  await passwordStep(page, username);
  await codeStep(page, codes[0]);
  await expect(page).not.toHaveURL(/\/login$/);
  await logoutThroughUi(page);

  // …and never again.
  await passwordStep(page, username);
  await codeStep(page, codes[0]);
  await expect(page.getByText('Kode verifikasi salah atau sudah pernah dipakai').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The system administrator resets the second factor (a lost phone), after confirming.
  const adminContext = await signedInContext(browser, 'sysadmin');
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/users/${userId}`);
  const card = adminPage.locator('.ant-card').filter({ hasText: 'Autentikasi dua faktor' });
  await expect(card.getByText('Aktif', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Atur ulang' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Ya, atur ulang' }).click();
  await expect(adminPage.getByText('Autentikasi dua faktor pengguna telah diatur ulang')).toBeVisible();
  await expect(card.getByText('Tidak aktif')).toBeVisible();
  await adminContext.close();

  await loginThroughForm(page, username, PASSWORD);
  await context.close();
});
