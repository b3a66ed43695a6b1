import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, bearer } from './api';
import { demoUsername } from './demo';

export interface Registrant {
  nama: string;
  nik: string;
  email: string;
  username: string;
  telepon: string;
  password: string;
}

/** A fresh, valid registrant: a unique NIK (born 12-03-1990, a man), e-mail and username per call. */
export function newRegistrant(overrides: Partial<Registrant> = {}): Registrant {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const serial = String(1 + Math.floor(Math.random() * 9998)).padStart(4, '0');
  const region = String(11 + Math.floor(Math.random() * 80)).padStart(2, '0');
  return {
    nama: 'Rudi Hartono',
    nik: `${region}7101120390${serial}`,
    email: `rudi.${stamp}@contoh.go.id`,
    username: `rudi.${stamp}`,
    telepon: '081234567890',
    password: 'Rahasia#2026',
    ...overrides,
  };
}

/** Fills and submits /registrasi as a person would (captcha is off in e2e) and waits for the result screen. */
export async function registerThroughForm(page: Page, data: Registrant): Promise<void> {
  await page.goto('/registrasi');
  const nik = page.getByLabel('NIK');
  await nik.fill(data.nik);
  await nik.blur();
  await expect(page.getByText(/Jenis kelamin: Laki-laki · Tanggal lahir: 12-03-1990/)).toBeVisible();
  await page.getByLabel('Nama lengkap').fill(data.nama);
  await page.getByLabel('Email').fill(data.email);
  await page.getByLabel('Nama pengguna').fill(data.username);
  await page.getByLabel('Nomor telepon').fill(data.telepon);
  await page.getByLabel('Kata sandi', { exact: true }).fill(data.password);
  await page.getByLabel('Konfirmasi kata sandi').fill(data.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Silakan periksa email Anda untuk mengaktifkan akun')).toBeVisible();
}

/** The token of the newest `/{path}/{token}` link mailed to `email`, read from the outbox as sysadmin. */
export async function mailedToken(
  request: APIRequestContext,
  email: string,
  path: 'activation' | 'reset-password',
): Promise<string> {
  const auth = bearer(await apiToken(request, demoUsername('sysadmin')));
  const list = await request.get('/api/admin/trx-emails', {
    headers: auth,
    params: { q: email, per_page: 20 },
  });
  expect(list.status(), 'GET /api/admin/trx-emails').toBe(200);
  const { data } = (await list.json()) as { data: { items: { id: number; to: string }[] } };
  const link = new RegExp(`/${path}/([A-Za-z0-9_-]+)`);
  // The newest mail to the address that carries such a link (an address gets activation and reset mails).
  const ids = data.items
    .filter((m) => m.to === email)
    .map((m) => m.id)
    .sort((a, b) => b - a);
  expect(ids.length, `a mail to ${email}`).toBeGreaterThan(0);
  for (const id of ids) {
    const one = await request.get(`/api/admin/trx-emails/${id}`, { headers: auth });
    const mail = (await one.json()) as { data: { text: string } };
    const token = link.exec(mail.data.text)?.[1];
    if (token) return token;
  }
  expect(null, `a /${path}/ link in the mails to ${email}`).toBeTruthy();
  return '';
}

/** The token of the newest `/activation/{token}` link mailed to `email`. */
export function activationTokenFor(request: APIRequestContext, email: string): Promise<string> {
  return mailedToken(request, email, 'activation');
}

/**
 * Registers through /registrasi, reads the activation link from the outbox (sysadmin API) and opens it.
 * Returns the credentials of the now active account.
 */
export async function registerAndActivate(
  page: Page,
  request: APIRequestContext,
  data: Partial<Registrant> = {},
): Promise<Registrant> {
  const registrant = newRegistrant(data);
  await registerThroughForm(page, registrant);
  const token = await activationTokenFor(request, registrant.email);
  await page.goto(`/activation/${token}`);
  await expect(page.getByText('Akun berhasil diaktivasi')).toBeVisible();
  return registrant;
}
