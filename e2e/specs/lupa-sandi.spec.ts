// Named lupa-sandi, not *password.spec.ts: that name belongs to the account project, which runs after the rest
// (this journey changes no shared account and runs beside the others).

import { mailedToken, registerAndActivate } from '../support/registrasi';
import { expect, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

// The guest forms (plain markup, no antd on a first visit): a person who forgot the password asks for a link from
// /login, opens the mailed link, sets a new password that follows the policy and signs in with it. A fresh account,
// so no demo account's password changes under a parallel spec.
test('a person who forgot the password resets it through the mailed link and signs in', async ({
  page,
  request,
}) => {
  test.slow(); // registration, activation, the reset and a login
  const person = await registerAndActivate(page, request);
  const baru = 'Baru#2026sandi';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText('Format email tidak valid')).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText(/Jika alamat email tersebut terdaftar/)).toBeVisible();

  const token = await mailedToken(request, person.email, 'reset-password');
  await page.goto(`/reset-password/${token}`);
  await expect(page.getByText(person.email)).toBeVisible();
  await page.getByLabel('Kata sandi baru', { exact: true }).fill(baru);
  await page.getByLabel('Konfirmasi kata sandi baru').fill('Lain#2026sandi');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByText('Konfirmasi kata sandi tidak sama')).toBeVisible();
  await page.getByLabel('Konfirmasi kata sandi baru').fill(baru);
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link is single-use (checked while still a guest: the page is for guests only).
  await page.goto(`/reset-password/${token}`);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minta tautan baru' })).toBeVisible();

  await loginThroughForm(page, person.username, baru);
  await expect(page).toHaveURL(/\/individu\/pelapor$/);
});
