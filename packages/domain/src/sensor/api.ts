import { z } from 'zod';
import { permintaanAksiSchema, permintaanJejakSchema } from '../api/permintaan';
import { INT32_MAX, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { STATUS_BATCH_SENSOR } from './proses';
import { JENIS_DATA_PRIBADI } from './temuan';

/** The most SKs one batch holds: each is rendered, searched and redacted when the batch is saved and approved. */
export const MAKS_SK_PER_BATCH = 50;

const judul = z
  .string({ message: 'Judul batch wajib diisi' })
  .trim()
  .min(5, 'Judul minimal 5 karakter')
  .max(200, 'Judul maksimal 200 karakter');
const laporanIds = z
  .array(requiredIdSchema('Pilih laporan'), { message: 'Pilih SK yang disensor' })
  .min(1, 'Pilih paling sedikit satu SK')
  .max(MAKS_SK_PER_BATCH, `Satu batch paling banyak ${MAKS_SK_PER_BATCH} SK`)
  .refine((ids) => new Set(ids).size === ids.length, 'SK yang sama dipilih dua kali');
const teks = z
  .string()
  .trim()
  .min(3, 'Teks yang disensor minimal 3 karakter')
  .max(200, 'Teks maksimal 200 karakter');

export const batchSensorCreateSchema = z.object({ judul, laporan_ids: laporanIds });
export type BatchSensorCreate = z.infer<typeof batchSensorCreateSchema>;

/** A reviewer's decisions on one SK: findings left in (not personal data after all) and text marked by hand. */
export const batchSensorItemReviewSchema = z.object({
  laporan_id: requiredIdSchema('Pilih laporan'),
  abaikan: z.array(teks).max(200, 'Terlalu banyak temuan').default([]),
  tambahan: z
    .array(z.object({ teks, jenis: z.enum(JENIS_DATA_PRIBADI, { message: 'Jenis data tidak dikenal' }) }))
    .max(100, 'Paling banyak 100 tambahan per SK')
    .default([]),
});

export const batchSensorEditSchema = z.object({
  versi: z.number({ message: 'Versi batch wajib dikirim' }).int().min(1).max(INT32_MAX),
  judul,
  laporan_ids: laporanIds,
  tinjauan: z.array(batchSensorItemReviewSchema).max(MAKS_SK_PER_BATCH).default([]),
});
export type BatchSensorEdit = z.infer<typeof batchSensorEditSchema>;

export const batchSensorListQuerySchema = z.object({
  status: z.enum(STATUS_BATCH_SENSOR).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET sensor-sk/kandidat`: numbered SKs not yet published, searched by report number or reporter. */
export const sensorKandidatQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const temuanSchema = z.object({
  teks: z.string(),
  jenis: z.enum(JENIS_DATA_PRIBADI),
  sumber: z.enum(['laporan', 'pola', 'peninjau']),
});

export const batchSensorItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  status: z.enum(STATUS_BATCH_SENSOR),
  status_label: z.string(),
  penyusun: z.string().nullable(),
  jumlah_sk: z.number(),
  step: z.string().nullable(),
  diterbitkan_at: z.string().nullable(),
  created_at: z.string(),
});
export type BatchSensorItem = z.infer<typeof batchSensorItemSchema>;

export const batchSensorPageSchema = z.object({
  items: z.array(batchSensorItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const sensorKandidatSchema = z.object({
  laporan_id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  nomor_sk: z.string(),
  tanggal_sk: z.string(),
});
export type SensorKandidat = z.infer<typeof sensorKandidatSchema>;
export const sensorKandidatPageSchema = z.object({
  items: z.array(sensorKandidatSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** `GET sensor-sk/batch/{id}`: the batch, each SK with its findings and review, the decision panel and its path. */
export const batchSensorDetailSchema = z.object({
  id: z.number(),
  judul: z.string(),
  status: z.enum(STATUS_BATCH_SENSOR),
  status_label: z.string(),
  penyusun: z.string().nullable(),
  dapat_diubah: z.boolean(),
  diterbitkan_at: z.string().nullable(),
  version: z.number(),
  items: z.array(
    z.object({
      laporan_id: z.number(),
      nosig: z.string().nullable(),
      pelapor_nama: z.string().nullable(),
      nomor_sk: z.string().nullable(),
      temuan: z.array(temuanSchema),
      abaikan: z.array(z.string()),
      tambahan: z.array(temuanSchema),
      disensor: z.number(),
      terbit: z.boolean(),
      hasil_sha256: z.string().nullable(),
    }),
  ),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type BatchSensorDetail = z.infer<typeof batchSensorDetailSchema>;

export const batchSensorMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_BATCH_SENSOR),
  version: z.number(),
});
