import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiGet, apiToken, bearer } from './api';

interface Kiriman {
  laporan_id: number;
  jenis: string;
  status: string;
  ref: string | null;
}

/** The report's letter of `jenis` once the e-office job has sent it (its simulator reference), as sysadmin. */
async function sentLetter(request: APIRequestContext, laporanId: number, jenis: string): Promise<Kiriman> {
  let found: Kiriman | undefined;
  await expect
    .poll(
      async () => {
        const view = await apiGet<{ kiriman: Kiriman[] }>(request, 'sysadmin', 'admin/eoffice');
        found = view.kiriman.find((k) => k.laporan_id === laporanId && k.jenis === jenis);
        return found?.status;
      },
      { timeout: 90_000, message: `${jenis} of report ${laporanId} sent to the e-office` },
    )
    .toBe('TERKIRIM');
  if (!found) throw new Error('unreachable');
  return found;
}

/** Waits for the e-office job to pull the answer: the report leaves the numbering step for `next`. */
export async function stepAfterEoffice(request: APIRequestContext, laporanId: number, next: string) {
  await expect
    .poll(
      async () => (await apiGet<{ step: string }>(request, 'koordinator', `laporan/${laporanId}/aksi`)).step,
      { timeout: 90_000, message: `report ${laporanId} moved on to ${next} by the e-office's approval` },
    )
    .toBe(next);
}

/**
 * The e-office approves the report's letter of `jenis` (SK, SPSK, SP3) — the only way a decision letter is numbered
 * and issued — through the simulator's API as sysadmin; answers once the report moved on to `next`.
 */
export async function apiApproveEoffice(
  request: APIRequestContext,
  laporanId: number,
  jenis: 'SK' | 'SPSK' | 'SP3',
  next: string,
): Promise<void> {
  const k = await sentLetter(request, laporanId, jenis);
  const res = await request.post(`/api/admin/eoffice-simulator/${k.ref?.replace(/^SIM-/, '')}/setujui`, {
    headers: bearer(await apiToken(request, 'sysadmin')),
    data: {},
  });
  expect(res.status(), await res.text()).toBe(200);
  await stepAfterEoffice(request, laporanId, next);
}

/**
 * The same in the browser: the e-office simulator's approver (sysadmin's page) approves the letter of `jenis` for
 * report `nosig` on /admin/eoffice-simulator; answers once the report moved on to `next`.
 */
export async function approveInSimulatorPage(
  page: Page,
  laporanId: number,
  nosig: string,
  jenis: 'SK' | 'SPSK' | 'SP3',
  next: string,
): Promise<void> {
  await sentLetter(page.request, laporanId, jenis);
  await page.goto('/admin/eoffice-simulator');
  const inbox = page.locator('.ant-card', { hasText: 'Simulator e-office' });
  const rows = inbox.locator('tr.ant-table-row', { hasText: `${jenis} atas laporan gratifikasi ${nosig}` });
  // "SPSK atas …" also reads "SK atas …".
  const letter = jenis === 'SK' ? rows.filter({ hasNotText: 'SPSK' }) : rows;
  await expect(letter).toBeVisible({ timeout: 30_000 });
  await letter.getByRole('button', { name: 'Setujui' }).click();
  // The simulator asks before it approves (issue 24 §3).
  await page.locator('.ant-popover').getByRole('button', { name: 'Ya, setujui' }).click();
  await expect(page.getByText(`${jenis} disetujui di e-office`, { exact: true }).first()).toBeVisible();
  await stepAfterEoffice(page.request, laporanId, next);
}
