import { z } from 'zod';
import { STATISTIK_TABEL_KODE } from './tables';

const figure = z.union([z.number(), z.string(), z.null()]);

/** One row of an open-data table; `lainnya`: the merged small rows (see protectSmallCells). */
export const statistikBarisSchema = z.object({
  kunci: z.string(),
  label: z.string(),
  lainnya: z.boolean(),
  /** Column key → a count, a rupiah amount as a decimal string, a percentage, or null (not shown). */
  nilai: z.record(z.string(), figure),
});
export type StatistikBaris = z.infer<typeof statistikBarisSchema>;

export const statistikTabelSchema = z.object({
  kode: z.enum(STATISTIK_TABEL_KODE),
  baris: z.array(statistikBarisSchema),
  /** How many rows are not shown on their own (merged into "Lainnya" or hidden). */
  disamarkan: z.number().int(),
});
export type StatistikTabel = z.infer<typeof statistikTabelSchema>;

/** The headline figures; a count resting on fewer than 5 reports is null. */
export const statistikRingkasanSchema = z.object({
  laporan: z.number().int().nullable(),
  diputus: z.number().int().nullable(),
  milik_negara: z.number().int().nullable(),
  persen_milik_negara: z.number().nullable(),
  nilai_milik_negara: z.string().nullable(),
  tidak_ditindaklanjuti: z.number().int().nullable(),
});
export type StatistikRingkasan = z.infer<typeof statistikRingkasanSchema>;

/** `GET /api/statistik`: the open-data page (issue 13 §3). */
export const statistikSchema = z.object({
  /** The smallest number of reports a figure may rest on. */
  ambang: z.number().int(),
  /** When these figures were computed (they are kept a few minutes). */
  dihitung_at: z.string(),
  /**
   * The last day counted (YYYY-MM-DD): closed periods only, up to the end of last month (Asia/Jakarta), so that two
   * snapshots either side of one report never tell it apart.
   */
  data_sampai: z.string(),
  /** Rupiah figures are rounded to the nearest multiple of this (1,000,000). */
  pembulatan_rupiah: z.number().int(),
  ringkasan: statistikRingkasanSchema,
  tabel: z.array(statistikTabelSchema),
});
export type Statistik = z.infer<typeof statistikSchema>;

export const statistikCsvParamsSchema = z.object({
  kode: z.enum(STATISTIK_TABEL_KODE, { message: 'Tabel statistik tidak dikenal' }),
});
