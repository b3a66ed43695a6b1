import { LAPORAN_IMPORT_COLUMNS } from '../api/laporanImport';

/**
 * The wizard's import of reports an institution's UPG handled itself before it used this application (issue 28 §1).
 * Its file is the UPG import template (LAPORAN_IMPORT_COLUMNS) extended with the institution's decision and dates.
 */
export const KEPUTUSAN_INSTANSI = [
  'MILIK_NEGARA',
  'MILIK_PENERIMA',
  'DIKEMBALIKAN_KE_PEMBERI',
  'DISALURKAN_SOSIAL',
  'DIMANFAATKAN_INSTANSI',
] as const;
export type KeputusanInstansi = (typeof KEPUTUSAN_INSTANSI)[number];

export const KEPUTUSAN_INSTANSI_LABELS: Record<KeputusanInstansi, string> = {
  MILIK_NEGARA: 'Ditetapkan milik negara',
  MILIK_PENERIMA: 'Ditetapkan milik penerima',
  DIKEMBALIKAN_KE_PEMBERI: 'Dikembalikan kepada pemberi',
  DISALURKAN_SOSIAL: 'Disalurkan ke lembaga sosial',
  DIMANFAATKAN_INSTANSI: 'Dimanfaatkan untuk kepentingan instansi',
};

export function keputusanInstansiLabel(kode: string | null | undefined): string {
  return kode && Object.hasOwn(KEPUTUSAN_INSTANSI_LABELS, kode)
    ? KEPUTUSAN_INSTANSI_LABELS[kode as KeputusanInstansi]
    : '-';
}

/** The columns the wizard adds to the UPG template: when it was reported to the UPG, the decision, its date and number. */
export const IMPORT_INSTANSI_EXTRA_COLUMNS = [
  'tanggal_lapor_upg',
  'keputusan_instansi',
  'tanggal_keputusan',
  'nomor_keputusan',
] as const;
export type ImportInstansiExtraColumn = (typeof IMPORT_INSTANSI_EXTRA_COLUMNS)[number];

/** The wizard file's columns: the UPG template's, then the extra ones. */
export const IMPORT_INSTANSI_COLUMNS = [...LAPORAN_IMPORT_COLUMNS, ...IMPORT_INSTANSI_EXTRA_COLUMNS] as const;
export type ImportInstansiColumn = (typeof IMPORT_INSTANSI_COLUMNS)[number];

/** The most item rows one wizard file may hold (a streamed read; the UPG import stays at its own limit). */
export const IMPORT_INSTANSI_MAX_ROWS = 100_000;

/** Where a batch stands: validating → invalid | ready → committing → committed → undone. */
export const STATUS_IMPOR_INSTANSI = [
  'validating',
  'invalid',
  'ready',
  'committing',
  'committed',
  'undone',
] as const;
export type StatusImporInstansi = (typeof STATUS_IMPOR_INSTANSI)[number];

export const STATUS_IMPOR_INSTANSI_LABELS: Record<StatusImporInstansi, string> = {
  validating: 'Sedang diperiksa',
  invalid: 'Ada baris tidak valid',
  ready: 'Siap disimpan',
  committing: 'Sedang disimpan',
  committed: 'Tersimpan',
  undone: 'Dibatalkan',
};

/** The institution's decision as one row of the file states it (YYYY-MM-DD dates, or null / 'invalid'). */
export interface KeputusanInstansiInput {
  tanggal_penerimaan: string | null;
  tanggal_lapor_upg: string | null | 'invalid';
  keputusan_instansi: string;
  tanggal_keputusan: string | null | 'invalid';
  nomor_keputusan: string;
}

export interface ColumnProblem {
  column: ImportInstansiExtraColumn;
  message: string;
}

const INVALID_DATE = 'Tanggal tidak valid (gunakan YYYY-MM-DD atau sel tanggal)';

/**
 * The rules of the institution's decision (Indonesian messages by column): reported to the UPG on or after the
 * day it was received and not after today; a known decision; decided on or after the report and not after today;
 * a decision number of at most 100 characters.
 */
export function checkKeputusanInstansi(row: KeputusanInstansiInput, today: string): ColumnProblem[] {
  const problems: ColumnProblem[] = [];
  const fail = (column: ImportInstansiExtraColumn, message: string) => problems.push({ column, message });
  const lapor = row.tanggal_lapor_upg;
  if (lapor === null) fail('tanggal_lapor_upg', 'Tanggal lapor ke UPG wajib diisi');
  else if (lapor === 'invalid') fail('tanggal_lapor_upg', INVALID_DATE);
  else if (lapor > today) fail('tanggal_lapor_upg', 'Tanggal lapor ke UPG tidak boleh melewati hari ini');
  else if (row.tanggal_penerimaan !== null && lapor < row.tanggal_penerimaan) {
    fail('tanggal_lapor_upg', 'Tanggal lapor ke UPG tidak boleh sebelum tanggal penerimaan');
  }
  const keputusan = row.keputusan_instansi.trim().toUpperCase();
  if (keputusan === '') fail('keputusan_instansi', 'Keputusan instansi wajib diisi');
  else if (!(KEPUTUSAN_INSTANSI as readonly string[]).includes(keputusan)) {
    fail('keputusan_instansi', `Isi salah satu: ${KEPUTUSAN_INSTANSI.join(', ')}`);
  }
  const putus = row.tanggal_keputusan;
  if (putus === null) fail('tanggal_keputusan', 'Tanggal keputusan wajib diisi');
  else if (putus === 'invalid') fail('tanggal_keputusan', INVALID_DATE);
  else if (putus > today) fail('tanggal_keputusan', 'Tanggal keputusan tidak boleh melewati hari ini');
  else if (typeof lapor === 'string' && lapor !== 'invalid' && putus < lapor) {
    fail('tanggal_keputusan', 'Tanggal keputusan tidak boleh sebelum tanggal lapor ke UPG');
  }
  if (row.nomor_keputusan.trim().length > 100) {
    fail('nomor_keputusan', 'Nomor keputusan maksimal 100 karakter');
  }
  return problems;
}

/**
 * Undo of a committed batch: allowed only while none of its reports changed since (still at their first version,
 * not deleted). Returns the touched ones, whose presence refuses the undo.
 */
export function touchedSinceImport<T extends { version: number; deleted: boolean }>(
  reports: readonly T[],
): T[] {
  return reports.filter((r) => r.version !== 1 || r.deleted);
}

/** The kanal of a report imported as handled by its institution (the wizard import; not one of KANAL_LAPORAN). */
export const KANAL_DIKELOLA_INSTANSI = 'INSTANSI';
