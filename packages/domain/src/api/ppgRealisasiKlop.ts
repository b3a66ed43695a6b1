import { z } from 'zod';
import { JENIS_RENCANA_KERJA_KODES, STATUS_RENCANA_KERJA } from '../ppg/profil-klop';
import { pageNumberSchema } from '../validation/input';
import { mediaInfoSchema } from './laporan';

/** The payloads of `realisasi-rencana-kerja` (issue 25 §2): a quarter's realisation of an approved work plan. */

export const triwulanParamSchema = z.coerce
  .number({ message: 'Triwulan tidak valid' })
  .int('Triwulan tidak valid')
  .min(1, 'Triwulan tidak valid')
  .max(4, 'Triwulan tidak valid');

/** One plan item's realisation as the UPG writes it. */
export const realisasiItemBodySchema = z.object({
  rencana_item_id: z.number().int().positive('Kegiatan tidak valid'),
  capaian: z
    .number({ message: 'Capaian wajib diisi' })
    .int('Capaian harus bilangan bulat')
    .min(0, 'Capaian tidak boleh negatif')
    .max(10_000_000, 'Capaian maksimal 10000000'),
  uraian: z
    .string()
    .trim()
    .max(5000, 'Uraian maksimal 5000 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** `PUT realisasi-rencana-kerja/{tahun}/{tw}`: every plan item's realisation at once, at the revision read (0 creates). */
export const realisasiBodySchema = z.object({
  items: z.array(realisasiItemBodySchema).max(100, 'Maksimal 100 kegiatan'),
  revisi: z.number({ message: 'Revisi wajib dikirim' }).int().min(0),
});
export type RealisasiBody = z.infer<typeof realisasiBodySchema>;

/** `POST realisasi-rencana-kerja/{tahun}/{tw}/keputusan`: send (UPG), return with a note or accept (KPK). */
export const realisasiKeputusanSchema = z.object({
  keputusan: z.enum(['kirim', 'kembalikan', 'setuju'], { message: 'Keputusan tidak valid' }),
  version: z.number({ message: 'Versi wajib dikirim' }).int().min(1),
  catatan: z
    .string()
    .trim()
    .max(2000, 'Catatan maksimal 2000 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RealisasiKeputusan = z.infer<typeof realisasiKeputusanSchema>;

export const realisasiSchema = z.object({
  /** null while the quarter has not been saved yet. */
  id: z.number().int().nullable(),
  tahun: z.number().int(),
  triwulan: z.number().int(),
  instansi_id: z.number().int(),
  rencana_kerja_id: z.number().int(),
  status: z.enum(STATUS_RENCANA_KERJA),
  status_label: z.string(),
  revisi: z.number().int(),
  version: z.number().int(),
  catatan: z.string().nullable(),
  diajukan_at: z.string().nullable(),
  terlambat: z.boolean(),
  disetujui_at: z.string().nullable(),
  dapat_diubah: z.boolean(),
  jendela: z.object({ mulai: z.string(), selesai: z.string() }),
  status_jendela: z.enum(['BELUM_DIBUKA', 'DIBUKA', 'DITUTUP']),
  aksi: z.array(z.enum(['kirim', 'kembalikan', 'setuju'])),
  items: z.array(
    z.object({
      /** The realisation line (null before the first save; evidence is uploaded onto it). */
      id: z.number().int().nullable(),
      rencana_item_id: z.number().int(),
      jenis: z.enum(JENIS_RENCANA_KERJA_KODES),
      uraian_kegiatan: z.string(),
      satuan: z.string(),
      target: z.number().int(),
      capaian: z.number().int(),
      persen: z.number().int().nullable(),
      uraian: z.string().nullable(),
      bukti: z.array(mediaInfoSchema),
    }),
  ),
});
export type RealisasiDto = z.infer<typeof realisasiSchema>;

/** One institution's quarter in the KPK's list (or one of the UPG's quarters). */
export const realisasiListItemSchema = z.object({
  id: z.number().int(),
  tahun: z.number().int(),
  triwulan: z.number().int(),
  upg_id: z.number().int().nullable(),
  instansi: z.object({ id: z.number().int(), nama: z.string() }),
  status: z.enum(STATUS_RENCANA_KERJA),
  status_label: z.string(),
  terlambat: z.boolean(),
  diajukan_at: z.string().nullable(),
});
export type RealisasiListItem = z.infer<typeof realisasiListItemSchema>;

export const realisasiQuerySchema = z.object({
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  tahun: z.coerce.number().int().min(2010).max(2100),
  triwulan: triwulanParamSchema.optional(),
  status: z.enum(STATUS_RENCANA_KERJA).optional(),
  upg_id: z.coerce.number().int().positive().optional(),
});
export type RealisasiQuery = z.infer<typeof realisasiQuerySchema>;
