import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { CellValue as ExcelCellValue } from 'exceljs';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** ExcelJS (~25 MB resident) is loaded with the first workbook made or read, not with the server. */
let loading: Promise<typeof import('exceljs')> | null = null;
export async function excelLib() {
  loading ??= import('exceljs').then((m) => (m as unknown as { default: typeof import('exceljs') }).default);
  return loading;
}

export type CellValue = string | number | boolean | Date | null;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A one-sheet workbook: a bold header row, then the rows. */
export async function writeWorkbook(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
): Promise<Buffer> {
  const ExcelJS = await excelLib();
  const workbook = new ExcelJS.Workbook();
  // Sheet names are limited to 31 characters and a few forbidden symbols.
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31));
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(60, Math.max(12, (headers[i]?.length ?? 10) + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function plainValue(value: ExcelCellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink
  if ('result' in value) return plainValue((value.result ?? null) as ExcelCellValue); // formula
  if ('error' in value) return null;
  return null;
}

/** The first sheet as a header row and data rows (with their 1-based sheet row numbers), empty rows skipped. */
export async function readWorkbook(
  bytes: Buffer,
): Promise<{ headers: string[]; rows: { rowNumber: number; cells: CellValue[] }[] }> {
  const ExcelJS = await excelLib();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = String(plainValue(cell.value) ?? '').trim();
  });
  const rows: { rowNumber: number; cells: CellValue[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = headers.map((_, i) => plainValue(row.getCell(i + 1).value));
    if (cells.some((c) => c !== null && String(c).trim() !== '')) rows.push({ rowNumber, cells });
  });
  return { headers, rows };
}

/**
 * The first sheet of a workbook read as a stream (ExcelJS's WorkbookReader): the header row, then each data row with
 * its 1-based sheet row number, empty rows skipped. Rows are handed over one by one, so a file of tens of thousands of
 * rows is read in bounded memory (the bytes themselves excepted); later sheets are skipped.
 */
export async function* streamWorkbookRows(
  bytes: Buffer,
): AsyncGenerator<
  { kind: 'header'; headers: string[] } | { kind: 'row'; rowNumber: number; cells: CellValue[] }
> {
  const ExcelJS = await excelLib();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let sheets = 0;
  let headers: string[] | null = null;
  for await (const worksheet of reader) {
    sheets++;
    for await (const row of worksheet) {
      if (sheets > 1) continue;
      const values = row.values as ExcelCellValue[];
      if (headers === null) {
        headers = [];
        for (let i = 1; i < values.length; i++)
          headers[i - 1] = String(plainValue(values[i] ?? null) ?? '').trim();
        for (let i = 0; i < headers.length; i++) headers[i] ??= '';
        yield { kind: 'header', headers };
        continue;
      }
      const cells = headers.map((_, i) => plainValue(values[i + 1] ?? null));
      if (cells.some((c) => c !== null && String(c).trim() !== '')) {
        yield { kind: 'row', rowNumber: row.number, cells };
      }
    }
  }
  if (headers === null) yield { kind: 'header', headers: [] };
}

/**
 * A CSV file (UTF-8, an optional BOM; `,` or `;` between fields, whichever the header row uses; quoted fields with
 * "" for a quote) read into the same shape as `readWorkbook`: the header row and the data rows with their 1-based
 * record numbers (the header is 1, as a sheet's row numbers), empty rows skipped. Cells are text.
 */
export function readCsv(bytes: Buffer): {
  headers: string[];
  rows: { rowNumber: number; cells: CellValue[] }[];
} {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const headers = (records[0] ?? []).map((h) => h.trim());
  const rows: { rowNumber: number; cells: CellValue[] }[] = [];
  records.slice(1).forEach((r, i) => {
    const cells = headers.map((_, j) => (r[j] === undefined ? null : r[j]));
    if (cells.some((c) => c !== null && String(c).trim() !== '')) rows.push({ rowNumber: i + 2, cells });
  });
  return { headers, rows };
}

/**
 * Streams the rows of `query` as a one-sheet .xlsx to `out` (the report export's way: a server-side cursor feeds
 * ExcelJS's streaming WorkbookWriter chunk by chunk, waiting whenever the client reads slower than the database).
 */
export async function writeQueryXlsx(
  db: Db,
  sheetName: string,
  headers: readonly string[],
  query: SQL,
  toCells: (row: Record<string, unknown>) => CellValue[],
  out: Writable,
): Promise<number> {
  const ExcelJS = await excelLib();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Gratifikasi Online';
  const ws = wb.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31));
  ws.columns = headers.map((h) => ({ header: h, width: Math.min(60, Math.max(12, h.length + 4)) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let written = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare query_export no scroll cursor for ${query}`);
    for (;;) {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw('fetch forward 2000 from query_export')),
      );
      for (const row of rows) {
        ws.addRow(toCells(row)).commit();
        written++;
      }
      if (out.writableNeedDrain) await once(out, 'drain');
      if (rows.length < 2000) break;
    }
    await tx.execute(sql`close query_export`);
  });
  ws.commit();
  await wb.commit();
  return written;
}
