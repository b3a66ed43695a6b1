import {
  LAPORAN_IMPORT_COLUMNS,
  LAPORAN_IMPORT_MAX_ROWS,
  LAPORAN_IMPORT_OPTIONAL_COLUMNS,
  type LaporanImportColumn,
} from '@gratifikasi/domain';
import { AppError } from '../../../platform/errors';
import { type CellValue, readWorkbook } from '../../../platform/excel';
import { looksLikeXlsx } from '../../../platform/upload';

/** One data row of the import sheet, its cells by column. */
export interface ImportRow {
  row: number;
  key: string;
  cells: Record<LaporanImportColumn, CellValue>;
}

/** The rows of one report: those sharing a no_laporan_impor, in sheet order. */
export interface ImportGroup {
  key: string;
  rows: ImportRow[];
}

export const fileError = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });

/**
 * The column of each of `columns` in a header row (by name, any order, case-insensitive): 422 naming the required
 * columns that are missing. A column of `optional` may be absent (-1: its cells read empty).
 */
export function columnIndexOf<C extends string>(
  headers: readonly string[],
  columns: readonly C[],
  optional: readonly string[],
): Record<C, number> {
  const index = new Map(headers.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = columns.filter((c) => !index.has(c) && !optional.includes(c));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Kolom wajib tidak ditemukan di baris judul', {
      file: missing.map((c) => `Kolom "${c}" tidak ada`),
    });
  }
  return Object.fromEntries(columns.map((c) => [c, index.get(c) ?? -1])) as Record<C, number>;
}

/** A data row's cells by column, through `columnIndexOf`'s map. */
export function cellsOf<C extends string>(
  cells: readonly CellValue[],
  index: Record<C, number>,
): Record<C, CellValue> {
  const out = {} as Record<C, CellValue>;
  for (const column of Object.keys(index) as C[]) out[column] = cells[index[column]] ?? null;
  return out;
}

/** Reads the sheet: the template's columns by their header (any order), at most LAPORAN_IMPORT_MAX_ROWS rows. */
export async function readImportFile(bytes: Buffer): Promise<ImportRow[]> {
  if (!looksLikeXlsx(bytes)) throw fileError('Berkas harus berformat Excel (.xlsx)');
  const { headers, rows } = await readWorkbook(bytes).catch(() => {
    throw fileError('Berkas Excel tidak dapat dibaca');
  });
  const index = columnIndexOf(headers, LAPORAN_IMPORT_COLUMNS, LAPORAN_IMPORT_OPTIONAL_COLUMNS);
  if (rows.length === 0) throw fileError('Berkas tidak berisi data');
  if (rows.length > LAPORAN_IMPORT_MAX_ROWS) {
    throw fileError(`Maksimal ${LAPORAN_IMPORT_MAX_ROWS} baris per impor`);
  }
  return rows.map(({ rowNumber, cells }) => {
    const byColumn = cellsOf(cells, index);
    return { row: rowNumber, key: text(byColumn.no_laporan_impor), cells: byColumn };
  });
}

/** Groups rows by key, keeping the order in which keys first appear. */
export function groupRows(rows: readonly ImportRow[]): ImportGroup[] {
  const groups = new Map<string, ImportGroup>();
  for (const row of rows) {
    // A row without a key is a report of its own (it is reported as an error).
    const id = row.key === '' ? `#${row.row}` : row.key;
    const group = groups.get(id) ?? { key: row.key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** A cell as trimmed text ('' when empty); whole numbers keep all their digits (a NIK typed as a number). */
export function text(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' && Number.isInteger(value)) return value.toFixed(0);
  return String(value).trim();
}

const validIso = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
};

/**
 * A date cell, or YYYY-MM-DD / DD-MM-YYYY / DD/MM/YYYY text, or an Excel serial number, as YYYY-MM-DD.
 * Null when empty, 'invalid' when it is no date.
 */
export function dateOf(value: CellValue): string | null | 'invalid' {
  if (value === null || text(value) === '') return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (value < 1 || value > 100_000) return 'invalid';
    return new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000).toISOString().slice(0, 10);
  }
  const raw = text(value);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(raw);
  const iso = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : raw;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && validIso(iso) ? iso : 'invalid';
}

/** A money cell as a plain decimal string: numbers pass; '1.500.000' and '1.500.000,50' (Indonesian) convert. */
export function moneyOf(value: CellValue): string | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'invalid';
  const raw = text(value).replace(/^Rp\s*/i, '');
  if (raw === '') return null;
  if (raw.includes(',')) return raw.replace(/\./g, '').replace(',', '.');
  if (/^\d{1,3}(\.\d{3})+$/.test(raw)) return raw.replace(/\./g, '');
  return raw;
}
