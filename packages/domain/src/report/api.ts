import { z } from 'zod';
import { KANAL_LAPORAN } from '../laporan/rules';
import { RISK_BANDS } from '../ppg/risiko';
import { idParamSchema, pageNumberSchema } from '../validation/input';
import type { ReportFilterKey, ReportMeta } from './definition';

/** Rows a screen page may hold, and the deepest row an interactive page reaches; beyond it, the export. */
export const REPORT_MAX_PER_PAGE = 100;
export const REPORT_MAX_OFFSET = 10_000;

const tahun = z.coerce.number().int('Tahun tidak valid').min(2000, 'Minimal 2000').max(2100, 'Maksimal 2100');

const yaTidak = z.enum(['ya', 'tidak'], { message: 'Pilih ya atau tidak' });

/** Every filter's rule; a report takes the ones its definition lists (others → 422 naming them). */
export const reportFilterSchemas = {
  tahun,
  bulan: z.coerce.number().int('Bulan tidak valid').min(1, 'Bulan 1–12').max(12, 'Bulan 1–12'),
  triwulan: z.coerce.number().int('Triwulan tidak valid').min(1, 'Triwulan 1–4').max(4, 'Triwulan 1–4'),
  instansi_id: idParamSchema,
  unit_kerja_id: idParamSchema,
  provinsi_id: idParamSchema,
  status: z.string().trim().min(1).max(50, 'Maksimal 50 karakter'),
  kanal: z.enum(KANAL_LAPORAN, { message: 'Kanal tidak valid' }),
  q: z.string().trim().max(100, 'Maksimal 100 karakter'),
  nama_instansi: z.string().trim().max(100, 'Maksimal 100 karakter'),
  bidang_instansi: idParamSchema,
  pernah_lapor: yaTidak,
  memiliki_akun: yaTidak,
  sk_upg: yaTidak,
  instansi_target: yaTidak,
  aturan_internal: yaTidak,
  band_risiko: z.enum(RISK_BANDS as unknown as [string, ...string[]], { message: 'Pita risiko tidak valid' }),
} satisfies Record<ReportFilterKey, z.ZodType>;

const filterShape = Object.fromEntries(
  Object.entries(reportFilterSchemas).map(([k, s]) => [k, s.optional()]),
) as { [K in ReportFilterKey]: z.ZodOptional<(typeof reportFilterSchemas)[K]> };

/**
 * The query of `GET report/{key}` and its export: every known filter, paging and order; an unknown parameter is a
 * 422 naming it. Whether the report takes each filter, and the order column, are checked against its definition.
 */
export const reportQuerySchema = z.strictObject({
  ...filterShape,
  page: pageNumberSchema,
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Minimal 1')
    .max(REPORT_MAX_PER_PAGE, `Maksimal ${REPORT_MAX_PER_PAGE}`)
    .default(20),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc'], { message: 'Urutan asc atau desc' }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportFilters = Partial<Record<ReportFilterKey, string | number>>;

/** Field errors of a query against one report: filters it does not take, an order column it does not have. */
export function reportQueryErrors(
  meta: ReportMeta,
  query: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(reportFilterSchemas) as ReportFilterKey[]) {
    if (query[key] !== undefined && !meta.filters.includes(key)) {
      errors[key] = [`Parameter ${key} tidak berlaku untuk laporan ini`];
    }
  }
  if (query.sort !== undefined && !meta.columns.some((c) => c.key === query.sort && c.sortable)) {
    errors.sort = [`Kolom urut tidak dikenal: ${String(query.sort)}`];
  }
  return errors;
}

export const reportKeyParamsSchema = z.object({ key: z.string().max(60) });

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), cell);

export const reportResultSchema = z.object({
  key: z.string(),
  rows: z.array(reportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Sums of the columns marked `total` over the whole filtered set. */
  totals: reportRowSchema,
  /** The order the rows came in (the definition's default when none was asked). */
  sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }),
  /** When the aggregate figures were computed (the summary's last refresh); null when read live. */
  refreshed_at: z.string().nullable(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** A saved filter set of one report (SPEC §3): a name and the query string values the report's URL carries. */
export const reportFilterSimpanBodySchema = z.strictObject({
  nama: z.string().trim().min(1, 'Nama wajib diisi').max(100, 'Maksimal 100 karakter'),
  params: z
    .record(z.string().max(30), z.string().max(200, 'Maksimal 200 karakter'))
    .refine((p) => Object.keys(p).length <= 20, 'Terlalu banyak parameter'),
});
export type ReportFilterSimpanBody = z.infer<typeof reportFilterSimpanBodySchema>;

export const reportFilterSimpanSchema = z.object({
  id: z.number().int(),
  report_key: z.string(),
  nama: z.string(),
  params: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type ReportFilterSimpan = z.infer<typeof reportFilterSimpanSchema>;

/** A report the caller may open: its definition's face (the catalog of quick-report and the dashboards). */
export const reportCatalogItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['agregat', 'baris']),
});
