import { activationTokenFor, newRegistrant, registerThroughForm } from '../support/registrasi';
import { expect, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

const NOT_ACTIVATED =
  'Akun Anda belum diaktivasi. Silakan buka tautan aktivasi di email Anda atau minta tautan baru melalui halaman Reaktivasi.';
const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

test('a person registers, cannot sign in before activating, activates by the mailed link and signs in', async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey: registration, a refused login, activation, login
  const person = newRegistrant();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/registrasi$/);
  await registerThroughForm(page, person);

  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(person.username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText(NOT_ACTIVATED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const token = await activationTokenFor(request, person.email);
  await page.goto(`/activation/${token}`);
  await expect(page.getByText('Akun berhasil diaktivasi')).toBeVisible();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, person.username, person.password);
  // An individu without a reporter profile lands on the reporter-registration screen.
  await expect(page).toHaveURL(/\/individu\/pelapor$/);

  // The link is single-use.
  await page.goto(`/activation/${token}`);
  await expect(page.getByText(EXPIRED)).toBeVisible();
});

test('a registered NIK is pointed out, and re-activation answers neutrally', async ({ page }) => {
  await page.goto('/registrasi');
  const nik = page.getByLabel('NIK');
  await nik.fill('3201011201900003'); // the demo reporter's NIK
  await nik.blur();
  await expect(page.getByText('NIK sudah terdaftar')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Aktivasi ulang' }).click();
  await page.getByLabel('Email').fill('tidak.ada@contoh.go.id');
  await page.getByRole('button', { name: 'Kirim tautan aktivasi' }).click();
  await expect(page.getByText(/tautan aktivasi baru telah dikirim/)).toBeVisible();
});
