import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The generic master list's table body rows. */
export function tableRows(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

/** Types a term into the list's 'Cari' box and applies it with Enter, as a person would. */
export async function searchList(page: Page, term: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Cari' });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
}

/**
 * Picks an option of an antd Select found by its accessible name. A click that lands while a drawer or popup
 * is still animating away can open the dropdown only for the focus the drawer hands back to close it again, so
 * the option never shows; a person would open it again, and so does this helper. Every click is bounded, so a
 * missed one is retried instead of waited out until the test's timeout.
 */
export async function pickOption(page: Page, selectName: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: selectName });
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
  await expect(async () => {
    if (!(await choice.isVisible())) await combobox.click({ timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Confirms an antd Popconfirm with its OK button; when `trigger` is given it first opens the popconfirm from
 * it, and opens it again if a click was swallowed (the popconfirm never appeared). Done when it has closed.
 */
export async function confirmPopover(page: Page, okText: string, trigger?: Locator): Promise<void> {
  const popconfirm = page.locator('.ant-popconfirm:visible');
  let confirmed = false;
  await expect(async () => {
    if (!confirmed) {
      if (trigger && !(await popconfirm.isVisible())) await trigger.click({ timeout: 5_000 });
      await popconfirm.getByRole('button', { name: okText }).click({ timeout: 5_000 });
      confirmed = true;
    }
    // The action runs while the popconfirm stays open with a spinning OK button.
    await expect(popconfirm).toHaveCount(0, { timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
}

/** Turns an antd Switch to `on`, clicking again if a click was swallowed by an animation. */
export async function setSwitch(target: Locator, on: boolean): Promise<void> {
  const state = String(on);
  await expect(async () => {
    if ((await target.getAttribute('aria-checked')) !== state) await target.click({ timeout: 5_000 });
    await expect(target).toHaveAttribute('aria-checked', state, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A downloaded workbook: its first four bytes (a zip's 'PK\3\4'), and its first sheet's rows as text. */
export async function readDownload(download: Download): Promise<{ magic: string; rows: string[][] }> {
  const path = await download.path();
  const bytes = await readFile(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return { magic: bytes.subarray(0, 4).toString('hex'), rows };
}

/** An .xlsx built in the test: a header row and data rows. */
export async function buildWorkbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
