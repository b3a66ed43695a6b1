import { z } from 'zod';
import { STATUS_DOKUMEN_PUBLIK } from '../ppg/dokumen-publik';
import {
  apiDateSchema,
  hasNul,
  INT32_MAX,
  idParamSchema,
  NUL_MESSAGE,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';

/** A content file's plain address (`/api/konten/berkas/YYYY/MM/<uuid>.<ext>`), as `POST dokumen-publik/berkas` gives. */
export const BERKAS_KONTEN_PATH = /^\/api\/konten\/berkas\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

const teks = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE);

/** The fields of a public document (kind, title, number, date, summary, file), as its author writes them. */
export const dokumenPublikIsiSchema = z.object({
  jenis_publikasi_dokumen_id: requiredIdSchema('Jenis publikasi wajib dipilih'),
  judul: teks('Judul', 5, 255),
  nomor: teks('Nomor', 1, 150).nullish(),
  tanggal_dokumen: apiDateSchema,
  ringkasan: teks('Ringkasan', 10, 2000),
  berkas_url: z
    .string({ message: 'Berkas wajib diunggah' })
    .trim()
    // A signed address read back from the detail is accepted; the signature is dropped before it is stored.
    .transform((s) => s.replace(/\?s=[0-9a-f]{64}&(?:amp;)?e=\d{1,12}$/, ''))
    .refine((s) => BERKAS_KONTEN_PATH.test(s), 'Berkas wajib diunggah melalui tombol Unggah'),
});
export type DokumenPublikIsi = z.infer<typeof dokumenPublikIsiSchema>;

const versi = z.number({ message: 'Versi dokumen wajib dikirim' }).int().min(1).max(INT32_MAX);

export const dokumenPublikCreateSchema = dokumenPublikIsiSchema;
export const dokumenPublikEditSchema = dokumenPublikIsiSchema.extend({ versi });
export type DokumenPublikEdit = z.infer<typeof dokumenPublikEditSchema>;

/** `POST dokumen-publik/{id}/keputusan`: kirim, kembalikan (note required), setuju, tarik (reason required). */
export const dokumenPublikKeputusanSchema = z.object({
  keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
  versi,
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});

const tahun = z.coerce
  .number({ message: 'Tahun tidak valid' })
  .int('Tahun tidak valid')
  .min(1900, 'Tahun tidak valid')
  .max(2200, 'Tahun tidak valid');

/**
 * `GET dokumen-publik`: the saved filter of spec §3 "Public document" (judul, jenis_publikasi, tahun), a status, and
 * `antrian=persetujuan` for the group head's queue (submitted ones only); paged, sorted.
 */
export const dokumenPublikKelolaListQuerySchema = z.object({
  judul: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .optional(),
  jenis_publikasi: idParamSchema.optional(),
  tahun: tahun.optional(),
  status: z.enum(STATUS_DOKUMEN_PUBLIK, { message: 'Status tidak dikenal' }).optional(),
  antrian: z.enum(['persetujuan'], { message: 'Antrian tidak dikenal' }).optional(),
  sort: z
    .enum(['judul', 'tanggal_dokumen', 'updated_at'], { message: 'Urutan tidak dikenal' })
    .default('updated_at'),
  order: z.enum(['asc', 'desc'], { message: 'Arah urutan tidak dikenal' }).default('desc'),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(100, 'Maksimal 100').default(20),
});
export type DokumenPublikKelolaListQuery = z.input<typeof dokumenPublikKelolaListQuerySchema>;

export const dokumenPublikKelolaItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  jenis: z.object({ id: z.number(), nama: z.string() }),
  nomor: z.string().nullable(),
  tanggal_dokumen: z.string(),
  tahun: z.number(),
  sumber: z.string(),
  status: z.enum(STATUS_DOKUMEN_PUBLIK),
  status_label: z.string(),
  penyusun: z.string().nullable(),
  tanggal_terbit: z.string().nullable(),
  updated_at: z.string(),
});
export type DokumenPublikKelolaItem = z.infer<typeof dokumenPublikKelolaItemSchema>;

export const dokumenPublikKelolaPageSchema = z.object({
  items: z.array(dokumenPublikKelolaItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type DokumenPublikKelolaPage = z.infer<typeof dokumenPublikKelolaPageSchema>;

/** `GET dokumen-publik/{id}`: the document, whether its author may edit it, the decision panel and its history. */
export const dokumenPublikKelolaDetailSchema = dokumenPublikKelolaItemSchema.extend({
  ringkasan: z.string().nullable(),
  /** Signed for the staff reading it (a draft's file is not public). */
  berkas_url: z.string(),
  version: z.number(),
  dapat_diubah: z.boolean(),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type DokumenPublikKelolaDetail = z.infer<typeof dokumenPublikKelolaDetailSchema>;

export const dokumenPublikMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_DOKUMEN_PUBLIK),
  version: z.number(),
});
export type DokumenPublikMoved = z.infer<typeof dokumenPublikMovedSchema>;
