import { z } from 'zod';
import type { RoleName } from '../access/roles';
import { apiDateSchema, hasNul, INT32_MAX, NUL_MESSAGE, pageNumberSchema } from '../validation/input';

/**
 * The year's main activities (kegiatan utama, issue 26 §1): the flagship activities the KPK runs with institutions.
 * The KPK's activities say which one they serve; an institution's work plan items link to them; the UPG sees its
 * part in them. Shared by the server's routes and the screens.
 */
export const PENGELOLA_KEGIATAN_UTAMA: readonly RoleName[] = ['ketua_group_ppg', 'ketua_tim_ppg'];

const teks = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE);
const opsional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));
const tahun = z.coerce
  .number({ message: 'Tahun tidak valid' })
  .int('Tahun tidak valid')
  .min(2016, 'Tahun tidak valid')
  .max(2100, 'Tahun tidak valid');

const fields = z.object({
  tahun,
  nama: teks('Nama kegiatan utama', 5, 300),
  tujuan: opsional('Tujuan', 5000),
  deskripsi: opsional('Deskripsi', 10_000),
  tanggal_mulai: apiDateSchema.nullish().transform((v) => v ?? null),
  tanggal_selesai: apiDateSchema.nullish().transform((v) => v ?? null),
});
const urutan = (v: { tanggal_mulai: string | null; tanggal_selesai: string | null; tahun: number }) =>
  !v.tanggal_mulai || !v.tanggal_selesai || v.tanggal_selesai >= v.tanggal_mulai;
const urutanIssue = {
  message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  path: ['tanggal_selesai'],
};
const dalamTahun = (v: { tanggal_mulai: string | null; tahun: number }) =>
  !v.tanggal_mulai || v.tanggal_mulai.startsWith(String(v.tahun));
const dalamTahunIssue = { message: 'Tanggal mulai harus pada tahun kegiatan utama', path: ['tanggal_mulai'] };

export const kegiatanUtamaCreateSchema = fields
  .refine(urutan, urutanIssue)
  .refine(dalamTahun, dalamTahunIssue);
export type KegiatanUtamaCreate = z.infer<typeof kegiatanUtamaCreateSchema>;
export type KegiatanUtamaInput = z.input<typeof kegiatanUtamaCreateSchema>;
export const kegiatanUtamaEditSchema = fields
  .extend({ versi: z.number({ message: 'Versi wajib dikirim' }).int().min(1).max(INT32_MAX) })
  .refine(urutan, urutanIssue)
  .refine(dalamTahun, dalamTahunIssue);
export type KegiatanUtamaEdit = z.infer<typeof kegiatanUtamaEditSchema>;

export const kegiatanUtamaListQuerySchema = z.object({
  tahun: tahun.optional(),
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasNul(v), NUL_MESSAGE)
    .optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type KegiatanUtamaListQuery = z.input<typeof kegiatanUtamaListQuerySchema>;

export const kegiatanUtamaItemSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  nama: z.string(),
  tujuan: z.string().nullable(),
  tanggal_mulai: z.string().nullable(),
  tanggal_selesai: z.string().nullable(),
  /** The KPK's activities that serve it, and the institutions' plan items linked to it. */
  jumlah_kegiatan: z.number(),
  jumlah_rencana: z.number(),
  jumlah_instansi: z.number(),
  versi: z.number(),
  updated_at: z.string(),
});
export type KegiatanUtamaItem = z.infer<typeof kegiatanUtamaItemSchema>;
export const kegiatanUtamaPageSchema = z.object({
  items: z.array(kegiatanUtamaItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type KegiatanUtamaPage = z.infer<typeof kegiatanUtamaPageSchema>;

const kegiatanRingkas = z.object({
  id: z.number(),
  judul: z.string(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  status: z.string(),
  status_label: z.string(),
});
const rencanaRingkas = z.object({
  id: z.number(),
  instansi: z.string(),
  uraian: z.string(),
  satuan: z.string(),
  target: z.number(),
  status_rencana: z.string(),
});

/** `GET kegiatan-utama/{id}`: the main activity, the activities serving it, the plan items linked to it. */
export const kegiatanUtamaDetailSchema = kegiatanUtamaItemSchema.extend({
  deskripsi: z.string().nullable(),
  dapat_diubah: z.boolean(),
  kegiatan: z.array(kegiatanRingkas),
  rencana: z.array(rencanaRingkas),
});
export type KegiatanUtamaDetail = z.infer<typeof kegiatanUtamaDetailSchema>;

/** `GET upg/kegiatan-utama`: the institution's part in each of the year's main activities. */
export const upgKegiatanUtamaSchema = z.object({
  tahun: z.number(),
  items: z.array(
    kegiatanUtamaItemSchema
      .pick({ id: true, nama: true, tujuan: true, tanggal_mulai: true, tanggal_selesai: true })
      .extend({
        /** Its own plan items linked to it, and the KPK's activities of it that targeted the institution. */
        rencana: z.array(rencanaRingkas.omit({ instansi: true })),
        kegiatan: z.array(kegiatanRingkas),
      }),
  ),
});
export type UpgKegiatanUtama = z.infer<typeof upgKegiatanUtamaSchema>;

/** The choices of a select (an activity's or a plan item's main activity): the year's, by name. */
export const kegiatanUtamaOpsiSchema = z.array(
  z.object({ id: z.number(), tahun: z.number(), nama: z.string() }),
);
