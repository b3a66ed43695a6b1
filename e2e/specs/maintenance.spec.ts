import type { Locator, Page } from '@playwright/test';
import { apiLogin, apiLogout, isMaintenanceOn, setMaintenance } from '../support/api';
import { DEMO_PASSWORD } from '../support/demo';
import { expect, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

// Runs last (project 'maintenance'), serially: while maintenance is on no other role can sign in.
test.describe.configure({ mode: 'serial' });

let sysadminToken = '';

test.beforeAll(async ({ request }) => {
  sysadminToken = (await apiLogin(request, 'sysadmin')).access_token;
  await setMaintenance(request, sysadminToken, false);
});

test.afterAll(async ({ request }) => {
  // Whatever happened above, leave the switch off for any later run against the same server.
  await setMaintenance(request, sysadminToken, false);
  await apiLogout(request, sysadminToken);
});

function maintenanceCard(page: Page): Locator {
  return page.locator('.ant-card').filter({ hasText: 'Mode Pemeliharaan' });
}

async function saveMaintenanceSwitch(page: Page, on: boolean): Promise<void> {
  const card = maintenanceCard(page);
  const toggle = card.getByRole('switch');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await card.getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('button', { name: 'Ya, simpan' }).click();
  await expect(page.getByText('Mode pemeliharaan diperbarui')).toBeVisible();
}

test('sysadmin switches maintenance on and off from admin home; guests and non-admins are held back, admins still sign in', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const staffToken = (await apiLogin(request, 'anggota_tim')).access_token;
  await loginThroughForm(page, 'sysadmin');
  await expect(page).toHaveURL(/\/admin\/home$/);

  await saveMaintenanceSwitch(page, true);
  await expect.poll(() => isMaintenanceOn(request)).toBe(true);

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto('/login');
  await expect(guest).toHaveURL(/\/maintenance$/);
  await expect(guest.getByText('Sedang dalam pemeliharaan', { exact: true })).toBeVisible();

  const blocked = await request.get('/api/my-profile', {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(blocked.status()).toBe(503);
  expect(((await blocked.json()) as { message: string }).message).toMatch(/pemeliharaan/);
  const admin = await request.get('/api/my-profile', {
    headers: { authorization: `Bearer ${sysadminToken}` },
  });
  expect(admin.status()).toBe(200);

  // /login diverts to the maintenance screen, which carries the administrators' own way in.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/maintenance');
  await adminPage.getByRole('button', { name: 'Masuk sebagai administrator' }).click();
  const adminForm = adminPage.getByRole('region', { name: 'Masuk administrator' });
  await adminForm.getByLabel('Nama pengguna').fill('anggota_tim');
  await adminForm.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
  await adminForm.getByRole('button', { name: 'Masuk' }).click();
  await expect(adminPage.getByText(/Login gagal/)).toBeVisible();
  await expect(adminPage).toHaveURL(/\/maintenance$/);
  await adminForm.getByLabel('Nama pengguna').fill('superuser');
  await adminForm.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
  await adminForm.getByRole('button', { name: 'Masuk' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/home$/);
  await adminContext.close();

  await saveMaintenanceSwitch(page, false);
  await expect.poll(() => isMaintenanceOn(request)).toBe(false);

  await guest.goto('/maintenance');
  await expect(guest).toHaveURL(/\/login$/);
  const allowed = await request.get('/api/my-profile', {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(allowed.status()).toBe(200);
  await apiLogout(request, staffToken);
  await guestContext.close();
});
