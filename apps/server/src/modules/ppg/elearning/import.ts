import {
  checkElearningImportRow,
  ELEARNING_IMPORT_COLUMNS,
  ELEARNING_IMPORT_MAX_ROWS,
  type ElearningBaris,
  type ElearningImportCells,
  type ElearningPeriode,
  type LaporanImportResult,
} from '@gratifikasi/domain';
import type { Db } from '../../../db/client';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { type CellValue, readCsv, readWorkbook } from '../../../platform/excel';
import { looksLikeXlsx } from '../../../platform/upload';
import { text } from '../../laporan/import/read';
import { codeRows } from '../diseminasi/import';
import { simpanPeriode } from './service';

const fileError = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });

/** A count cell as text: whole numbers as Excel stores them, text as written. */
const cellText = (v: CellValue): string =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : String(v).replace('.', ',')) : text(v);

/** The export's rows (Excel or CSV, any column order, other columns ignored) as cells by column. */
async function readRows(bytes: Buffer): Promise<{ row: number; cells: ElearningImportCells }[]> {
  let sheet: Awaited<ReturnType<typeof readWorkbook>>;
  if (looksLikeXlsx(bytes)) {
    sheet = await readWorkbook(bytes).catch(() => {
      throw fileError('Berkas Excel tidak dapat dibaca');
    });
  } else {
    if (bytes.includes(0)) throw fileError('Berkas harus berformat Excel (.xlsx) atau CSV');
    sheet = readCsv(bytes);
  }
  const index = new Map(sheet.headers.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = ELEARNING_IMPORT_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Kolom wajib tidak ditemukan di baris judul', {
      file: missing.map((c) => `Kolom "${c}" tidak ada`),
    });
  }
  if (sheet.rows.length === 0) throw fileError('Berkas tidak berisi data');
  if (sheet.rows.length > ELEARNING_IMPORT_MAX_ROWS) {
    throw fileError(`Maksimal ${ELEARNING_IMPORT_MAX_ROWS} baris per impor`);
  }
  return sheet.rows.map(({ rowNumber, cells }) => ({
    row: rowNumber,
    cells: Object.fromEntries(
      ELEARNING_IMPORT_COLUMNS.map((c) => [c, cellText(cells[index.get(c) ?? -1] ?? null)]),
    ) as ElearningImportCells,
  }));
}

export interface ElearningChecked {
  result: LaporanImportResult;
  baris: ElearningBaris[];
}

/** Live institutions by code (upper case). */
async function instansiByKode(db: Db): Promise<Map<string, number>> {
  const rows = await codeRows(db, 'instansi');
  return new Map(
    rows
      .filter((r) => r.kode !== null && r.kode !== undefined)
      .map((r) => [String(r.kode).trim().toUpperCase(), Number(r.id)]),
  );
}

/** Every row checked by the one rule (`checkElearningImportRow`), whether it came from a file or the platform. */
export async function checkRows(
  db: Db,
  rows: readonly { row: number; cells: ElearningImportCells }[],
): Promise<ElearningChecked> {
  const codes = await instansiByKode(db);
  const seen = new Set<string>();
  const report: LaporanImportResult['rows'] = [];
  const baris: ElearningBaris[] = [];
  for (const { row, cells } of rows) {
    const checked = checkElearningImportRow(cells, codes, seen);
    if (checked.ok) baris.push(checked.baris);
    report.push({ row, key: cells.kode_instansi.trim(), errors: checked.ok ? [] : checked.errors });
  }
  const valid = baris.length === rows.length;
  return { result: { valid, total_rows: rows.length, valid_rows: baris.length, rows: report }, baris };
}

/** `POST ppg/elearning/import`: the row-by-row report of a file; nothing is written. */
export async function checkElearningImport(db: Db, bytes: Buffer): Promise<LaporanImportResult> {
  return (await checkRows(db, await readRows(bytes))).result;
}

/** The row errors as a 422's field errors ('<row>.<column>'), nothing written. */
export function rowErrors(result: LaporanImportResult, what: string): AppError {
  const errors: Record<string, string[]> = {};
  for (const row of result.rows) {
    for (const message of row.errors) {
      const [column = 'baris', ...rest] = message.split(': ');
      const key = `${row.row}.${column}`;
      errors[key] = [...(errors[key] ?? []), rest.join(': ') || message];
    }
  }
  return new AppError(
    'VALIDATION_FAILED',
    `${what} dibatalkan: ${result.total_rows - result.valid_rows} baris tidak valid. Tidak ada data yang disimpan.`,
    errors,
  );
}

/**
 * `POST ppg/elearning/save-import`: checks the file again, then replaces the period's figures of every institution
 * it names in ONE transaction (audited), or 422 with the row errors and nothing written.
 */
export async function saveElearningImport(
  db: Db,
  request: RequestMeta,
  periode: ElearningPeriode,
  bytes: Buffer,
): Promise<{ tahun: number; triwulan: number; disimpan: number }> {
  const { result, baris } = await checkRows(db, await readRows(bytes));
  if (!result.valid) throw rowErrors(result, 'Impor');
  const disimpan = await db.transaction((tx) =>
    simpanPeriode(tx, request, periode, baris, 'impor', request.auth?.user.id ?? null),
  );
  return { ...periode, disimpan };
}
