import { z } from 'zod';
import { ROLE_NAMES } from '../access/roles';
import { PERAN_PENERIMA_BROADCAST, STATUS_BROADCAST, STATUS_PENERIMA } from '../ppg/broadcast';
import { hasNul, INT32_MAX, idSchema, NUL_MESSAGE, pageNumberSchema } from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';
import { BERKAS_KONTEN_PATH } from './ppgDokumenPublik';

const tahun = z.coerce
  .number({ message: 'Tahun tidak valid' })
  .int('Tahun tidak valid')
  .min(2000, 'Tahun tidak valid')
  .max(2200, 'Tahun tidak valid');

/** How the recipients are chosen: UPG officers of chosen institutions, of the year's participants, or a role. */
export const filterPenerimaSchema = z.discriminatedUnion(
  'jenis',
  [
    z.object({
      jenis: z.literal('upg_instansi'),
      instansi_ids: z
        .array(idSchema, { message: 'Instansi wajib dipilih' })
        .min(1, 'Pilih minimal satu instansi')
        .max(1000, 'Maksimal 1000 instansi'),
    }),
    z.object({ jenis: z.literal('peserta_tahun'), tahun }),
    z.object({
      jenis: z.literal('peran'),
      peran: z
        .enum(ROLE_NAMES, { message: 'Peran tidak dikenal' })
        .refine(
          (r) => PERAN_PENERIMA_BROADCAST.includes(r),
          'Peran ini tidak dapat menjadi penerima broadcast',
        ),
    }),
  ],
  { message: 'Jenis penerima wajib dipilih' },
);

export const lampiranBroadcastSchema = z.object({
  url: z
    .string()
    .trim()
    .transform((s) => s.replace(/\?s=[0-9a-f]{64}&(?:amp;)?e=\d{1,12}$/, ''))
    .refine((s) => BERKAS_KONTEN_PATH.test(s), 'Lampiran wajib diunggah melalui tombol Unggah'),
  nama: z.string().trim().min(1).max(255, 'Nama lampiran maksimal 255 karakter'),
});
export type LampiranBroadcast = z.infer<typeof lampiranBroadcastSchema>;

/** The fields of a broadcast as its author writes them. */
export const broadcastIsiSchema = z.object({
  judul: z
    .string({ message: 'Subjek wajib diisi' })
    .trim()
    .min(5, 'Subjek minimal 5 karakter')
    .max(200, 'Subjek maksimal 200 karakter')
    .refine((s) => !hasNul(s) && !/[\r\n]/.test(s), 'Subjek tidak boleh memuat baris baru'),
  isi: z
    .string({ message: 'Isi wajib diisi' })
    .min(1, 'Isi wajib diisi')
    .max(200_000, 'Isi terlalu panjang')
    .refine((s) => !hasNul(s), NUL_MESSAGE),
  lampiran: z.array(lampiranBroadcastSchema).max(10, 'Maksimal 10 lampiran').default([]),
  filter: filterPenerimaSchema,
});
export type BroadcastIsi = z.input<typeof broadcastIsiSchema>;

const versi = z.number({ message: 'Versi wajib dikirim' }).int().min(1).max(INT32_MAX);
export const broadcastCreateSchema = broadcastIsiSchema;
export const broadcastEditSchema = broadcastIsiSchema.extend({ revisi: versi });
export type BroadcastEdit = z.input<typeof broadcastEditSchema>;

/** `POST broadcast/{id}/keputusan`: kirim (submit), kembalikan (note required), setuju (approve: queues sending). */
export const broadcastKeputusanSchema = z.object({
  keputusan: z.enum(['kirim', 'kembalikan', 'setuju'], { message: 'Keputusan tidak dikenal' }),
  versi,
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});

/** `GET broadcast`: the saved filter of spec §3 "Broadcast e-mail" (judul, tahun), status, the group head's queue. */
export const broadcastListQuerySchema = z.object({
  judul: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .optional(),
  tahun: tahun.optional(),
  status: z.enum(STATUS_BROADCAST, { message: 'Status tidak dikenal' }).optional(),
  antrian: z.enum(['persetujuan'], { message: 'Antrian tidak dikenal' }).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(100, 'Maksimal 100').default(20),
});
export type BroadcastListQuery = z.input<typeof broadcastListQuerySchema>;

const progres = z.object({
  antri: z.number(),
  dikirim: z.number(),
  terkirim: z.number(),
  gagal: z.number(),
  total: z.number(),
  persen: z.number(),
  persen_terkirim: z.number(),
  selesai: z.boolean(),
});
export type BroadcastProgres = z.infer<typeof progres>;

export const broadcastItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  tahun: z.number(),
  status: z.enum(STATUS_BROADCAST),
  status_label: z.string(),
  penyusun: z.string().nullable(),
  filter_label: z.string(),
  jumlah_penerima: z.number().nullable(),
  disetujui_at: z.string().nullable(),
  updated_at: z.string(),
});
export type BroadcastItem = z.infer<typeof broadcastItemSchema>;

export const broadcastPageSchema = z.object({
  items: z.array(broadcastItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;

export const broadcastDetailSchema = broadcastItemSchema.extend({
  isi: z.string(),
  lampiran: z.array(z.object({ url: z.string(), nama: z.string() })),
  filter: filterPenerimaSchema,
  /** The chosen institutions' names (filter `upg_instansi`), for the form's choices and the label. */
  instansi: z.array(z.object({ id: z.number(), nama: z.string() })),
  revisi: z.number(),
  version: z.number(),
  dapat_diubah: z.boolean(),
  progres: progres.nullable(),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

export const broadcastMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_BROADCAST),
  version: z.number(),
  revisi: z.number(),
});
export type BroadcastMoved = z.infer<typeof broadcastMovedSchema>;

/** `POST broadcast/penerima/pratinjau`: how many the filter reaches, and a sample, before submitting. */
export const penerimaPratinjauSchema = z.object({
  jumlah: z.number(),
  tanpa_email: z.number(),
  contoh: z.array(z.object({ nama: z.string(), email: z.string() })),
});
export type PenerimaPratinjau = z.infer<typeof penerimaPratinjauSchema>;

/** `GET broadcast/{id}/penerima`: the frozen recipients with their state, paged. */
export const penerimaListQuerySchema = z.object({
  status: z.enum(STATUS_PENERIMA, { message: 'Status tidak dikenal' }).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const penerimaPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      nama: z.string(),
      email: z.string(),
      status: z.enum(STATUS_PENERIMA),
      alasan: z.string().nullable(),
      kirim_ulang: z.number(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type PenerimaPage = z.infer<typeof penerimaPageSchema>;
