import { z } from 'zod';
import { CIVIL_SERVICE_GRADES } from '../help/grades';
import {
  apiDateSchema,
  idParamSchema,
  idSchema,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { requiredNikSchema } from '../validation/nik';
import { personNameSchema } from '../validation/text';

const GRADES = Object.keys(CIVIL_SERVICE_GRADES) as [
  keyof typeof CIVIL_SERVICE_GRADES,
  ...(keyof typeof CIVIL_SERVICE_GRADES)[],
];

const optionalId = idSchema.nullable().optional();
const optionalText = (max: number) =>
  z.string().trim().max(max, `Maksimal ${max} karakter`).nullable().optional();

/** Body of `POST pelapor` and `PUT pelapor/{id}` (spec §7 Reporters; issue 4 §2). */
export const pelaporPayloadSchema = z.object({
  nama: z.string().trim().min(1, 'Nama wajib diisi').max(200).pipe(personNameSchema),
  nik: requiredNikSchema,
  tempat_lahir: z.string().trim().min(1, 'Tempat lahir wajib diisi').max(100),
  tanggal_lahir: apiDateSchema,
  alamat: z.string().trim().min(1, 'Alamat wajib diisi').max(1000),
  provinsi_id: requiredIdSchema('Provinsi wajib dipilih'),
  kota_kabupaten_id: requiredIdSchema('Kota/kabupaten wajib dipilih'),
  kecamatan_id: optionalId,
  telepon: z
    .string()
    .trim()
    .min(1, 'Nomor telepon wajib diisi')
    .max(50)
    .regex(/^\+?[0-9 ()-]{6,}$/, 'Nomor telepon tidak valid'),
  email: z.string().trim().email('Format email tidak valid').max(200),
  instansi_id: requiredIdSchema('Instansi wajib dipilih'),
  unit_kerja_id: optionalId,
  sub_unit_kerja_id: optionalId,
  jabatan: z.string().trim().min(1, 'Jabatan wajib diisi').max(255),
  golongan: z.enum(GRADES, { message: 'Golongan tidak valid' }).nullable().optional(),
  status_kedinasan_id: optionalId,
  /** When an employment field changed: MUTASI (transfer) or RANGKAP (concurrent post); else UBAH. */
  jenis_perubahan: z.enum(['UBAH', 'MUTASI', 'RANGKAP']).optional(),
  berlaku_mulai: apiDateSchema.nullable().optional(),
  keterangan_perubahan: optionalText(1000),
});
export type PelaporPayload = z.input<typeof pelaporPayloadSchema>;

/** One reporter profile as the API returns it (names of the referenced masters included for display). */
export const pelaporSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  nama: z.string(),
  nik: z.string().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  jenis_kelamin: z.enum(['L', 'P']).nullable(),
  alamat: z.string().nullable(),
  provinsi_id: z.number().int().nullable(),
  provinsi_nama: z.string().nullable(),
  kota_kabupaten_id: z.number().int().nullable(),
  kota_kabupaten_nama: z.string().nullable(),
  kecamatan_id: z.number().int().nullable(),
  kecamatan_nama: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  instansi_id: z.number().int().nullable(),
  instansi_nama: z.string().nullable(),
  unit_kerja_id: z.number().int().nullable(),
  unit_kerja_nama: z.string().nullable(),
  sub_unit_kerja_id: z.number().int().nullable(),
  sub_unit_kerja_nama: z.string().nullable(),
  jabatan: z.string().nullable(),
  golongan: z.string().nullable(),
  status_kedinasan_id: z.number().int().nullable(),
  status_kedinasan_nama: z.string().nullable(),
  upg_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_by_role: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Pelapor = z.infer<typeof pelaporSchema>;

/** One change of a pelapor's employment (transfer, concurrent post, edit). */
export const pelaporRiwayatSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(['UBAH', 'MUTASI', 'RANGKAP']),
  instansi_nama: z.string().nullable(),
  unit_kerja_nama: z.string().nullable(),
  jabatan: z.string().nullable(),
  golongan: z.string().nullable(),
  berlaku_mulai: z.string().nullable(),
  keterangan: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PelaporRiwayat = z.infer<typeof pelaporRiwayatSchema>;

/** Answer of `GET pelapor/check-nik/{nik}` and `GET user/registration-checknik/{nik}`. */
export const nikCheckSchema = z.object({
  nik: z.string(),
  valid: z.boolean(),
  /** Another live profile (or account) already has it. */
  terdaftar: z.boolean(),
  /** Read from the NIK: L or P, and the birth date YYYY-MM-DD (null when the NIK is invalid). */
  jenis_kelamin: z.enum(['L', 'P']).nullable(),
  tanggal_lahir: z.string().nullable(),
  pesan: z.string().nullable(),
});
export type NikCheck = z.infer<typeof nikCheckSchema>;

/** Query of the pelapor lists (`list-all`, `list-upg`, `list-individu`). */
export const pelaporListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  instansi_id: idParamSchema.optional(),
  sort: z.enum(['nama', 'nik', 'instansi_nama', 'created_at', 'updated_at']).default('nama'),
  order: z.enum(['asc', 'desc']).default('asc'),
  with_deleted: z.enum(['0', '1']).optional(),
});
export type PelaporListQuery = z.input<typeof pelaporListQuerySchema>;
