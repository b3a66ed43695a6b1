import { z } from 'zod';

/**
 * Columns of the UPG's Excel import (sheet "Laporan"), one row per item; rows of one report share
 * `no_laporan_impor`. The event columns are read from a report's first row (later rows may leave them empty).
 */
export const LAPORAN_IMPORT_COLUMNS = [
  'no_laporan_impor',
  'nik_pelapor',
  'jenis_peristiwa',
  'tempat_penerimaan',
  'tanggal_penerimaan',
  'hubungan',
  'nama_pemberi',
  'instansi_pemberi',
  'alamat_pemberi',
  'kronologi',
  'status_penerimaan',
  'jenis_penerimaan',
  'jenis_objek',
  'uraian',
  'jumlah',
  'nilai_taksiran',
  'mata_uang',
  'satuan',
  'lokasi_objek',
  'dititipkan',
  'keterangan',
] as const;
export type LaporanImportColumn = (typeof LAPORAN_IMPORT_COLUMNS)[number];

/** Columns a file may leave out (files made from the first template lack them): empty cells then. */
export const LAPORAN_IMPORT_OPTIONAL_COLUMNS = [
  'satuan',
  'lokasi_objek',
  'dititipkan',
  'keterangan',
] as const satisfies readonly LaporanImportColumn[];

/** The most item rows one import file may hold. */
export const LAPORAN_IMPORT_MAX_ROWS = 500;

/** One sheet row of the validation report: its errors, empty when the row is valid. */
export const laporanImportRowSchema = z.object({
  /** The 1-based row number of the sheet (the header is row 1). */
  row: z.number().int(),
  /** The row's no_laporan_impor. */
  key: z.string(),
  errors: z.array(z.string()),
});
export type LaporanImportRow = z.infer<typeof laporanImportRowSchema>;

/** Answer of `POST laporan/import`: the row-by-row report; nothing is written. */
export const laporanImportResultSchema = z.object({
  valid: z.boolean(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  /** How many reports the rows make (distinct no_laporan_impor). */
  total_laporan: z.number().int().optional(),
  rows: z.array(laporanImportRowSchema),
});
export type LaporanImportResult = z.infer<typeof laporanImportResultSchema>;

/** Answer of `POST laporan/save-import`: the reports created, in the order of their keys in the file. */
export const laporanSaveImportResultSchema = z.object({
  created: z.number().int(),
  laporan: z.array(z.object({ key: z.string(), id: z.number().int(), nosig: z.string().nullable() })),
});
export type LaporanSaveImportResult = z.infer<typeof laporanSaveImportResultSchema>;
