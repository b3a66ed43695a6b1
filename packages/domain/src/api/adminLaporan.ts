import { z } from 'zod';
import { KOREKSI_ALASAN_MIN } from '../laporan/koreksi';
import { idParamSchema, idSchema, pageNumberSchema } from '../validation/input';

/**
 * The administrators' data screens over every report and item (issue 28 §1): `GET admin/laporans`,
 * `GET admin/rincian-laporans` (each with `/export`), `GET admin/laporans/{id}` and `POST admin/laporans/{id}/koreksi`.
 */
const listBase = {
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Searches the report number, the reporter's name or NIK, and the institution's name. */
  q: z.string().trim().max(100).optional(),
  /** One status code or several, comma-separated. */
  status: z.string().trim().max(500).optional(),
  instansi_id: idParamSchema.optional(),
  /** The year of the date reported. */
  tahun: z.coerce.number().int().min(2000).max(2100).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
};

export const adminLaporanQuerySchema = z.object({
  ...listBase,
  sort: z.enum(['id', 'nosig', 'tanggal_penerimaan', 'tanggal_lapor', 'total_nilai', 'status']).default('id'),
});
export type AdminLaporanQuery = z.input<typeof adminLaporanQuerySchema>;

export const adminRincianQuerySchema = z.object({
  ...listBase,
  jenis_objek_id: idParamSchema.optional(),
  sort: z.enum(['id', 'nosig', 'uraian', 'nilai_rupiah', 'tanggal_penerimaan']).default('id'),
});
export type AdminRincianQuery = z.input<typeof adminRincianQuerySchema>;

/** One row of the admin report list. */
export const adminLaporanRowSchema = z.object({
  id: z.number().int(),
  nosig: z.string().nullable(),
  status: z.string(),
  status_nama: z.string(),
  step: z.string().nullable(),
  kanal: z.string(),
  pelapor_nama: z.string(),
  pelapor_nik: z.string().nullable(),
  instansi_id: z.number().int().nullable(),
  instansi_nama: z.string().nullable(),
  tanggal_penerimaan: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  total_nilai: z.string(),
});
export type AdminLaporanRow = z.infer<typeof adminLaporanRowSchema>;

/** One row of the admin item list. */
export const adminRincianRowSchema = z.object({
  id: z.number().int(),
  laporan_id: z.number().int(),
  nosig: z.string().nullable(),
  status: z.string(),
  status_nama: z.string(),
  pelapor_nama: z.string(),
  instansi_nama: z.string().nullable(),
  tanggal_penerimaan: z.string().nullable(),
  uraian: z.string(),
  jenis_objek_nama: z.string().nullable(),
  status_penerimaan: z.string(),
  jumlah: z.number().int(),
  satuan: z.string().nullable(),
  nilai_taksiran: z.string(),
  mata_uang_kode: z.string(),
  nilai_rupiah: z.string(),
});
export type AdminRincianRow = z.infer<typeof adminRincianRowSchema>;

/** One correction in a report's history (read from its audit rows). */
export const koreksiRiwayatSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  label: z.string(),
  rincian_id: z.number().int().nullable(),
  nilai_lama: z.unknown(),
  nilai_baru: z.unknown(),
  alasan: z.string(),
  user_nama: z.string().nullable(),
  role_name: z.string().nullable(),
  created_at: z.string(),
});
export type KoreksiRiwayat = z.infer<typeof koreksiRiwayatSchema>;

/** `GET admin/laporans/{id}`: the report, its reporter's contact data, its items and its corrections. */
export const adminLaporanDetailSchema = z.object({
  laporan: adminLaporanRowSchema.extend({
    version: z.number().int(),
    status_penomoran: z.string().nullable(),
    tempat_penerimaan: z.string().nullable(),
    nama_pemberi: z.string().nullable(),
    instansi_pemberi: z.string().nullable(),
    alamat_pemberi: z.string().nullable(),
    batas_lapor: z.string().nullable(),
    is_terlambat: z.boolean(),
    submitted_at: z.string().nullable(),
  }),
  pelapor: z.object({
    id: z.number().int(),
    nama: z.string(),
    nik: z.string().nullable(),
    telepon: z.string().nullable(),
    email: z.string().nullable(),
    alamat: z.string().nullable(),
  }),
  rincian: z.array(
    adminRincianRowSchema
      .pick({
        id: true,
        uraian: true,
        jenis_objek_nama: true,
        status_penerimaan: true,
        jumlah: true,
        satuan: true,
        nilai_taksiran: true,
        mata_uang_kode: true,
        nilai_rupiah: true,
      })
      .extend({ kurs: z.string(), keterangan: z.string().nullable() }),
  ),
  /** The decision is being drafted or taken: the fields it rests on are no longer correctable. */
  putusan_ditetapkan: z.boolean(),
  /** The whitelisted fields correctable on this report now. */
  field_dapat_dikoreksi: z.array(z.string()),
  koreksi: z.array(koreksiRiwayatSchema),
});
export type AdminLaporanDetail = z.infer<typeof adminLaporanDetailSchema>;

/** Body of `POST admin/laporans/{id}/koreksi`: one field, its new value, a reason and the version read. */
export const koreksiLaporanSchema = z.object({
  field: z.string().trim().min(1, 'Field wajib dipilih').max(60),
  /** The item corrected, for the rincian_* fields. */
  rincian_id: idSchema.optional(),
  nilai: z.union([z.string().max(10000), z.number(), z.null()]),
  alasan: z
    .string()
    .trim()
    .min(KOREKSI_ALASAN_MIN, `Alasan minimal ${KOREKSI_ALASAN_MIN} karakter`)
    .max(2000, 'Alasan maksimal 2000 karakter'),
  versi: z.number().int().positive().max(2147483647),
});
export type KoreksiLaporanInput = z.input<typeof koreksiLaporanSchema>;
