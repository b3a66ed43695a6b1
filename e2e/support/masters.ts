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

/** Picks an option of an antd Select found by its accessible name. */
export async function pickOption(page: Page, selectName: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Confirms the open antd Popconfirm with its OK button. */
export async function confirmPopover(page: Page, okText: string): Promise<void> {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: okText }).click();
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

/** Bearer headers for the admin API. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
