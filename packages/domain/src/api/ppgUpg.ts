import { z } from 'zod';
import { TRIWULANS } from '../ppg/triwulan';
import { apiDateSchema, idParamSchema, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { mediaInfoSchema } from './laporan';

/**
 * The institutions' own PPG records (issue 26 §4): dissemination events (diseminasi) and innovations in
 * gratification control (inovasi). Year and quarter of an event follow its first day (`triwulanOf`).
 */

const teks = (label: string, max: number, min = 1) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min > 1 ? `${label} minimal ${min} karakter` : `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const teksOpsional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The most position levels one event lists. */
export const DISEMINASI_MAX_LEVEL = 20;
/** The most participants one level may count (a national broadcast is large, but not unbounded). */
export const DISEMINASI_MAX_PESERTA = 1_000_000;

/** One position level of an event's participants and how many came. */
export const diseminasiPesertaSchema = z.object({
  level_jabatan_peserta_id: requiredIdSchema('Level jabatan peserta wajib dipilih'),
  jumlah: z
    .number({ message: 'Jumlah peserta wajib diisi' })
    .int('Jumlah peserta harus bilangan bulat')
    .min(1, 'Jumlah peserta minimal 1')
    .max(DISEMINASI_MAX_PESERTA, `Jumlah peserta maksimal ${DISEMINASI_MAX_PESERTA}`),
});
export type DiseminasiPeserta = z.infer<typeof diseminasiPesertaSchema>;

/** `POST diseminasi` and (with `version`) `PUT diseminasi/{id}`. */
export const diseminasiBodySchema = z
  .object({
    nama_kegiatan: teks('Nama kegiatan', 255, 3),
    jenis_diseminasi_id: requiredIdSchema('Jenis diseminasi wajib dipilih'),
    klasifikasi_kegiatan_id: requiredIdSchema('Klasifikasi kegiatan wajib dipilih'),
    sasaran_kegiatan_id: requiredIdSchema('Sasaran kegiatan wajib dipilih'),
    tanggal_awal: apiDateSchema,
    tanggal_akhir: apiDateSchema,
    narasumber: teks('Narasumber', 500),
    provinsi_id: requiredIdSchema('Provinsi wajib dipilih'),
    kabkota_id: requiredIdSchema('Kota/kabupaten wajib dipilih'),
    tempat: teksOpsional('Tempat', 255),
    uraian: teksOpsional('Uraian', 5000),
    peserta: z
      .array(diseminasiPesertaSchema, { message: 'Peserta wajib diisi' })
      .min(1, 'Isi paling sedikit satu level jabatan peserta')
      .max(DISEMINASI_MAX_LEVEL, `Maksimal ${DISEMINASI_MAX_LEVEL} level jabatan`),
  })
  .superRefine((b, ctx) => {
    if (b.tanggal_akhir < b.tanggal_awal) {
      ctx.addIssue({
        code: 'custom',
        path: ['tanggal_akhir'],
        message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
      });
    }
    const seen = new Set<number>();
    b.peserta.forEach((p, i) => {
      if (seen.has(p.level_jabatan_peserta_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['peserta', i, 'level_jabatan_peserta_id'],
          message: 'Level jabatan peserta tidak boleh diisi dua kali',
        });
      }
      seen.add(p.level_jabatan_peserta_id);
    });
  });
export type DiseminasiBody = z.infer<typeof diseminasiBodySchema>;

/** A change carries the version the editor read: another change in between answers 409. */
export const versionSchema = z
  .number({ message: 'Versi data wajib dikirim' })
  .int('Versi data tidak valid')
  .min(1, 'Versi data tidak valid');

export const diseminasiUpdateSchema = diseminasiBodySchema.and(z.object({ version: versionSchema }));
export type DiseminasiUpdate = z.infer<typeof diseminasiUpdateSchema>;

const tahunQuery = z.coerce
  .number()
  .int('Tahun tidak valid')
  .min(2000, 'Tahun tidak valid')
  .max(2100, 'Tahun tidak valid');
const triwulanQuery = z.coerce
  .number()
  .int()
  .refine((v) => (TRIWULANS as readonly number[]).includes(v), 'Triwulan harus 1 sampai 4');
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((s) => s !== ''))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9][0-9]{0,9}$/, 'ID tidak valid')
          .transform(Number),
      )
      .max(20, 'Maksimal 20 pilihan'),
  );
const ppgListBase = {
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  tahun: tahunQuery.optional(),
  triwulan: triwulanQuery.optional(),
  instansi_id: idParamSchema.optional(),
};

/** The orders the lists take. */
export const DISEMINASI_SORTS = ['tanggal_awal', 'nama_kegiatan', 'jumlah_peserta', 'instansi'] as const;
export const INOVASI_SORTS = ['nama', 'tahun', 'instansi', 'updated_at'] as const;

/**
 * `GET diseminasi`: the "UPG dissemination" and "KPK dissemination" saved filters of SPEC §3 in one query
 * (a UPG's `instansi_id` is always its own; `narasumber` matches part of the speakers' names).
 */
export const diseminasiQuerySchema = z.object({
  ...ppgListBase,
  jenis_diseminasi_id: idParamSchema.optional(),
  klasifikasi_kegiatan_id: idParamSchema.optional(),
  sasaran_kegiatan_id: idParamSchema.optional(),
  level_jabatan_peserta_ids: idList.optional(),
  provinsi_id: idParamSchema.optional(),
  kabkota_id: idParamSchema.optional(),
  tanggal_awal: apiDateSchema.optional(),
  tanggal_akhir: apiDateSchema.optional(),
  narasumber: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  sort: z.enum(DISEMINASI_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type DiseminasiQuery = z.infer<typeof diseminasiQuerySchema>;

const ref = z.object({ id: z.number().int(), nama: z.string() });

export const diseminasiItemSchema = z.object({
  id: z.number().int(),
  instansi: ref,
  nama_kegiatan: z.string(),
  jenis_diseminasi: ref,
  klasifikasi_kegiatan: ref,
  sasaran_kegiatan: ref,
  tanggal_awal: z.string(),
  tanggal_akhir: z.string(),
  tahun: z.number().int(),
  triwulan: z.number().int(),
  narasumber: z.string(),
  provinsi: ref,
  kabkota: ref,
  tempat: z.string().nullable(),
  jumlah_peserta: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type DiseminasiItem = z.infer<typeof diseminasiItemSchema>;

export const diseminasiDetailSchema = diseminasiItemSchema.extend({
  uraian: z.string().nullable(),
  peserta: z.array(z.object({ level_jabatan_peserta: ref, jumlah: z.number().int() })),
  dokumentasi: z.array(mediaInfoSchema),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type DiseminasiDetail = z.infer<typeof diseminasiDetailSchema>;

/** `POST inovasi` and (with `version`) `PUT inovasi/{id}`. */
export const inovasiBodySchema = z.object({
  nama: teks('Nama inovasi', 255, 3),
  permasalahan: teks('Permasalahan', 5000, 10),
  deskripsi: teks('Deskripsi', 10000, 20),
  tujuan: teks('Tujuan', 5000, 10),
  implementasi_inovasi_id: requiredIdSchema('Tahap implementasi wajib dipilih'),
  tahun: z
    .number({ message: 'Tahun wajib diisi' })
    .int('Tahun tidak valid')
    .min(2016, 'Tahun minimal 2016')
    .max(2100, 'Tahun tidak valid'),
  triwulan: z
    .number({ message: 'Triwulan wajib dipilih' })
    .int()
    .refine((v) => (TRIWULANS as readonly number[]).includes(v), 'Triwulan harus 1 sampai 4'),
  dampak: teks('Dampak', 5000, 10),
});
export type InovasiBody = z.infer<typeof inovasiBodySchema>;
export const inovasiUpdateSchema = inovasiBodySchema.and(z.object({ version: versionSchema }));

/** `GET inovasi`: the "Innovation" saved filter of SPEC §3 (and the institution, for the KPK). */
export const inovasiQuerySchema = z.object({
  ...ppgListBase,
  implementasi_inovasi_id: idParamSchema.optional(),
  sort: z.enum(INOVASI_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type InovasiQuery = z.infer<typeof inovasiQuerySchema>;

export const inovasiItemSchema = z.object({
  id: z.number().int(),
  instansi: ref,
  nama: z.string(),
  implementasi_inovasi: ref,
  tahun: z.number().int(),
  triwulan: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type InovasiItem = z.infer<typeof inovasiItemSchema>;

export const inovasiDetailSchema = inovasiItemSchema.extend({
  permasalahan: z.string(),
  deskripsi: z.string(),
  tujuan: z.string(),
  dampak: z.string(),
  bukti: z.array(mediaInfoSchema),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type InovasiDetail = z.infer<typeof inovasiDetailSchema>;

/** How many innovations the comparison shows side by side. */
export const INOVASI_BANDINGKAN_MIN = 2;
export const INOVASI_BANDINGKAN_MAX = 4;

/** `GET inovasi/bandingkan?ids=1,2`: two to four innovations, distinct. */
export const inovasiBandingkanQuerySchema = z.object({
  ids: idList.pipe(
    z
      .array(z.number())
      .min(INOVASI_BANDINGKAN_MIN, `Pilih ${INOVASI_BANDINGKAN_MIN} sampai ${INOVASI_BANDINGKAN_MAX} inovasi`)
      .max(INOVASI_BANDINGKAN_MAX, `Pilih ${INOVASI_BANDINGKAN_MIN} sampai ${INOVASI_BANDINGKAN_MAX} inovasi`)
      .refine((ids) => new Set(ids).size === ids.length, 'Inovasi yang dibandingkan harus berbeda'),
  ),
});

/** The fields the comparison lines up, in order, with their labels. */
export const INOVASI_BANDINGKAN_FIELDS = [
  ['instansi', 'Instansi'],
  ['tahun', 'Tahun'],
  ['triwulan', 'Triwulan'],
  ['implementasi_inovasi', 'Tahap Implementasi'],
  ['permasalahan', 'Permasalahan'],
  ['deskripsi', 'Deskripsi'],
  ['tujuan', 'Tujuan'],
  ['dampak', 'Dampak'],
  ['bukti', 'Bukti'],
] as const;
