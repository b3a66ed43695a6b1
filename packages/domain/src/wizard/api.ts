import { z } from 'zod';
import { idParamSchema, pageNumberSchema } from '../validation/input';
import { STATUS_IMPOR_INSTANSI } from './rules';

/** `POST wizard/import-laporan-dikelola-instansi?instansi_id=`: the institution whose UPG handled the reports. */
export const imporInstansiCreateQuerySchema = z.object({
  instansi_id: idParamSchema,
});

/** `GET wizard/import-laporan-dikelola-instansi`: the caller's batches, newest first. */
export const imporInstansiListQuerySchema = z.object({
  status: z.enum(STATUS_IMPOR_INSTANSI).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const imporInstansiBatchSchema = z.object({
  id: z.number(),
  instansi_id: z.number(),
  instansi_nama: z.string().nullable(),
  nama_berkas: z.string(),
  status: z.enum(STATUS_IMPOR_INSTANSI),
  status_label: z.string(),
  total_rows: z.number(),
  valid_rows: z.number(),
  total_laporan: z.number(),
  valid_laporan: z.number(),
  committed_laporan: z.number(),
  /** 0–100: the commit's progress (rows inserted over valid reports). */
  progress: z.number(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
  undone_at: z.string().nullable(),
});
export type ImporInstansiBatch = z.infer<typeof imporInstansiBatchSchema>;

export const imporInstansiPageSchema = z.object({
  items: z.array(imporInstansiBatchSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** Reports imported as handled by an institution (committed batches), counted apart from the KPK's. */
  total_laporan_dikelola: z.number(),
});

export const imporInstansiDetailSchema = imporInstansiBatchSchema.extend({
  /** Why the commit job stopped, when it did. */
  pesan_kesalahan: z.string().nullable(),
  dapat_disimpan: z.boolean(),
  dapat_dibatalkan: z.boolean(),
});
export type ImporInstansiDetail = z.infer<typeof imporInstansiDetailSchema>;

/** `GET …/{id}/rows`: the batch's rows; `hanya_error` keeps the invalid ones. */
export const imporInstansiRowsQuerySchema = z.object({
  hanya_error: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const imporInstansiRowSchema = z.object({
  row: z.number(),
  key: z.string(),
  nik_pelapor: z.string(),
  tanggal_penerimaan: z.string(),
  uraian: z.string(),
  keputusan_instansi: z.string(),
  errors: z.array(z.string()),
  laporan_id: z.number().nullable(),
});
export type ImporInstansiRow = z.infer<typeof imporInstansiRowSchema>;

export const imporInstansiRowsPageSchema = z.object({
  items: z.array(imporInstansiRowSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** `POST …/{id}/commit`: a batch with invalid rows is committed only with `lewati_tidak_valid` (its valid reports). */
export const imporInstansiCommitSchema = z.object({
  lewati_tidak_valid: z.boolean().default(false),
});
export type ImporInstansiCommit = z.infer<typeof imporInstansiCommitSchema>;
