import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** Prefix of every session entry the SPA keeps in localStorage (spec §3 "Session record"). */
export const SESSION_PREFIX = 's_';

/** Opens /login, fills the form as a person would (captcha is off in e2e) and submits it. */
export async function loginThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The area header names the signed-in user and the active role. */
export async function expectSignedInHeader(page: Page, name: string, roleLabel: string): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header).toContainText(name);
  await expect(header).toContainText(roleLabel);
}

/** Every `s_` entry in the page's localStorage. */
export async function sessionEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate((prefix) => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) entries[key] = window.localStorage.getItem(key) ?? '';
    }
    return entries;
  }, SESSION_PREFIX);
}

/**
 * Opens a header dropdown and picks an item until `isDone` holds. A click that lands while antd's dropdown
 * is still animating in (or under a toast that is sliding away) can be swallowed; a person would simply
 * click again, and so does this helper.
 */
async function pickFromDropdown(
  page: Page,
  trigger: Locator,
  itemName: string,
  isDone: () => Promise<boolean>,
): Promise<void> {
  await expect(async () => {
    if (await isDone()) return;
    const item = page.getByRole('menuitem', { name: itemName });
    if (!(await item.isVisible())) await trigger.click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect.poll(isDone, { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Logs out through the header's user menu. */
export async function logoutThroughUi(page: Page): Promise<void> {
  await pickFromDropdown(
    page,
    page.getByRole('banner').getByRole('button', { name: /akun/i }),
    'Keluar',
    async () => new URL(page.url()).pathname === '/login',
  );
}

/** The label of the active role as the header shows it. */
export async function activeRoleInHeader(page: Page): Promise<string> {
  return ((await page.getByRole('banner').getByTestId('active-role').textContent()) ?? '').trim();
}

/** Picks another role in the header's role switcher. */
export async function switchRole(page: Page, roleLabel: string): Promise<void> {
  await pickFromDropdown(
    page,
    page.getByRole('banner').getByTestId('active-role'),
    roleLabel,
    async () => (await activeRoleInHeader(page)) === roleLabel,
  );
}

/**
 * Clicks the confirmation dialog's `name` button and returns the call it sends (`isCall`). Under load, a click on the
 * button as the dialog's zoom-in ended was now and then lost: the dialog stayed, its button never loading, and no call
 * left the browser. Only then is the button clicked again, so a decision is never sent twice.
 */
export async function confirmSending(
  page: Page,
  name: string,
  isCall: (request: Request) => boolean,
): Promise<Request> {
  const button = page.locator('.ant-modal-confirm').getByRole('button', { name, exact: true });
  const sent = page.waitForRequest(isCall, { timeout: 90_000 });
  await button.click();
  for (let attempt = 0; attempt < 3; attempt++) {
    const request = await Promise.race([sent, page.waitForTimeout(10_000).then(() => null)]);
    if (request) return request;
    const lost =
      (await button.isVisible()) && !(await button.evaluate((b) => b.classList.contains('ant-btn-loading')));
    if (lost) await button.click({ timeout: 5_000 }).catch(() => undefined);
  }
  return sent;
}

/**
 * Takes a decision in the engine's panel as a person does: the option, its note when it needs one, its button, then
 * the confirmation; `keputusan` names the subject's decision call (`/api/<subject>/<id>/keputusan`), answered 200.
 */
export async function decideInPanel(page: Page, decision: string, keputusan: RegExp, catatan?: string) {
  const option = page.locator('.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${decision}$`) });
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
  if (catatan) await page.getByRole('textbox', { name: /Alasan|Catatan/ }).fill(catatan);
  await page.getByRole('button', { name: decision, exact: true }).click();
  const request = await confirmSending(
    page,
    decision,
    (r) => r.method() === 'POST' && keputusan.test(new URL(r.url()).pathname),
  );
  expect((await request.response())?.status()).toBe(200);
}
