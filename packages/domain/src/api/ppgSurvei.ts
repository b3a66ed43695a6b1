import { z } from 'zod';
import {
  AKSI_RIWAYAT_SURVEI,
  JENIS_SURVEI,
  STATUS_JAWABAN_SURVEI,
  STATUS_SURVEI,
  TIPE_PERTANYAAN,
  validasiPertanyaan,
} from '../ppg/survei';
import {
  hasNul,
  INT32_MAX,
  idParamSchema,
  NUL_MESSAGE,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';

const teks = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE);

export const versiSchema = z.number({ message: 'Versi wajib dikirim' }).int().min(0).max(INT32_MAX);

/** `POST survey`, `PUT survey/{id}` (with `versi`): the survey's own fields. */
export const surveiIsiSchema = z.object({
  judul: teks('Judul', 5, 255),
  deskripsi: teks('Deskripsi', 1, 2000).nullish(),
  jenis: z.enum(JENIS_SURVEI, { message: 'Jenis survei wajib dipilih' }),
});
export type SurveiIsi = z.infer<typeof surveiIsiSchema>;
export const surveiEditSchema = surveiIsiSchema.extend({ versi: versiSchema });

/** `POST survey/{id}/bagian`, `PUT survey/{id}/bagian/{bagianId}`: a section's title. */
export const surveiBagianSchema = z.object({ judul: teks('Judul bagian', 1, 255), versi: versiSchema });

const angka = z.number({ message: 'Batas harus angka' }).finite().nullish();

/** A question as its author writes it; `opsi` for choice types, bounds for numbers (checked by domain rules). */
export const surveiPertanyaanIsiSchema = z
  .object({
    teks: teks('Pertanyaan', 3, 1000),
    tipe: z.enum(TIPE_PERTANYAAN, { message: 'Tipe pertanyaan wajib dipilih' }),
    wajib: z.boolean().default(false),
    opsi: z
      .array(teks('Opsi', 1, 255))
      .max(30, 'Maksimal 30 opsi')
      .default([]),
    batas_min: angka,
    batas_max: angka,
  })
  .superRefine((q, c) => {
    const errors = validasiPertanyaan({
      ...q,
      batas_min: q.batas_min ?? null,
      batas_max: q.batas_max ?? null,
    });
    for (const [path, message] of Object.entries(errors))
      c.addIssue({ code: 'custom', path: [path], message });
  });
/** `POST survey-question`: a new question in a section of the survey. */
export const surveiPertanyaanCreateSchema = z.object({
  survei_id: requiredIdSchema('Survei wajib dipilih'),
  bagian_id: requiredIdSchema('Bagian wajib dipilih'),
  pertanyaan: surveiPertanyaanIsiSchema,
  versi: versiSchema,
});
/** `PUT survey-question/{id}`. */
export const surveiPertanyaanEditSchema = z.object({
  pertanyaan: surveiPertanyaanIsiSchema,
  versi: versiSchema,
});
export const surveiVersiBodySchema = z.object({ versi: versiSchema });

/** `PUT survey/{id}/urutan`: the sections in order, each with its questions in order (the builder's drag). */
export const surveiUrutanSchema = z.object({
  versi: versiSchema,
  bagian: z
    .array(
      z.object({
        id: requiredIdSchema('Bagian tidak valid'),
        pertanyaan: z.array(requiredIdSchema('ID')).max(500),
      }),
    )
    .min(1, 'Minimal satu bagian')
    .max(50),
});

export const surveiKeputusanSchema = z.object({
  keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
  versi: versiSchema,
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});

/** `GET survey`: spec §3 saved filter "Survey" (status, type), a title search and the group head's queue. */
export const surveiListQuerySchema = z.object({
  judul: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .optional(),
  status: z.enum(STATUS_SURVEI, { message: 'Status tidak dikenal' }).optional(),
  jenis: z.enum(JENIS_SURVEI, { message: 'Jenis tidak dikenal' }).optional(),
  antrian: z.enum(['persetujuan'], { message: 'Antrian tidak dikenal' }).optional(),
  sort: z.enum(['judul', 'updated_at'], { message: 'Urutan tidak dikenal' }).default('updated_at'),
  order: z.enum(['asc', 'desc'], { message: 'Arah urutan tidak dikenal' }).default('desc'),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(100, 'Maksimal 100').default(20),
});
export type SurveiListQuery = z.input<typeof surveiListQuerySchema>;
/** The saved filter's fields (spec §3 "Survey"). */
export const surveiFilterParamsSchema = surveiListQuerySchema.pick({ status: true, jenis: true }).strict();

export const surveiItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  jenis: z.enum(JENIS_SURVEI),
  jenis_label: z.string(),
  status: z.enum(STATUS_SURVEI),
  status_label: z.string(),
  versi_ke: z.number(),
  induk_id: z.number().nullable(),
  penyusun: z.string().nullable(),
  jumlah_pertanyaan: z.number(),
  updated_at: z.string(),
});
export type SurveiItem = z.infer<typeof surveiItemSchema>;
export const surveiPageSchema = z.object({
  items: z.array(surveiItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type SurveiPage = z.infer<typeof surveiPageSchema>;

export const surveiPertanyaanSchema = z.object({
  id: z.number(),
  bagian_id: z.number(),
  teks: z.string(),
  tipe: z.enum(TIPE_PERTANYAAN),
  wajib: z.boolean(),
  opsi: z.array(z.string()),
  batas_min: z.number().nullable(),
  batas_max: z.number().nullable(),
  urutan: z.number(),
});
export type SurveiPertanyaan = z.infer<typeof surveiPertanyaanSchema>;
export const surveiBagianItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  urutan: z.number(),
  pertanyaan: z.array(surveiPertanyaanSchema),
});
export type SurveiBagianItem = z.infer<typeof surveiBagianItemSchema>;

export const surveiRiwayatSchema = z.object({
  id: z.number(),
  aksi: z.enum(AKSI_RIWAYAT_SURVEI),
  aksi_label: z.string(),
  keterangan: z.string(),
  oleh: z.string().nullable(),
  at: z.string(),
});

/** `GET survey/{id}`: the survey, its sections and questions, its history and the decision panel. */
export const surveiDetailSchema = surveiItemSchema.extend({
  deskripsi: z.string().nullable(),
  version: z.number(),
  /** The approval instance's version (decisions send it). */
  versi_proses: z.number(),
  dapat_diubah: z.boolean(),
  /** Answers exist: the questions are frozen; a change makes a new version. */
  terjawab: z.boolean(),
  versi_baru_id: z.number().nullable(),
  bagian: z.array(surveiBagianItemSchema),
  riwayat: z.array(surveiRiwayatSchema),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type SurveiDetail = z.infer<typeof surveiDetailSchema>;

export const surveiMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_SURVEI),
  version: z.number(),
  versi_proses: z.number(),
});
export type SurveiMoved = z.infer<typeof surveiMovedSchema>;

const waktu = z.coerce
  .date({ message: 'Waktu tidak valid' })
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2200, 'Waktu tidak valid');
/** `POST survey-session`: a window in which an approved survey is answered. */
export const surveiSesiCreateSchema = z
  .object({
    survei_id: requiredIdSchema('Survei wajib dipilih'),
    nama: teks('Nama sesi', 3, 255),
    dibuka_pada: waktu,
    ditutup_pada: waktu,
  })
  .refine((s) => s.ditutup_pada > s.dibuka_pada, {
    path: ['ditutup_pada'],
    message: 'Waktu tutup harus setelah waktu buka',
  });
export const surveiSesiSchema = z.object({
  id: z.number(),
  survei_id: z.number(),
  nama: z.string(),
  dibuka_pada: z.string(),
  ditutup_pada: z.string(),
  keadaan: z.enum(['BELUM_DIBUKA', 'DIBUKA', 'DITUTUP']),
  keadaan_label: z.string(),
  jumlah_penugasan: z.number(),
  jumlah_terkirim: z.number(),
});
export type SurveiSesi = z.infer<typeof surveiSesiSchema>;

/** Which institutions an assignment goes to: participants of a year, institution type, region (any may be empty). */
export const surveiPenugasanFilterSchema = z
  .object({
    tahun_peserta: z.number().int().min(2000, 'Tahun tidak valid').max(2200, 'Tahun tidak valid').nullish(),
    klasifikasi_instansi_id: z.number().int().min(1).max(INT32_MAX).nullish(),
    provinsi_id: z.number().int().min(1).max(INT32_MAX).nullish(),
    instansi_ids: z.array(z.number().int().min(1).max(INT32_MAX)).max(2000).nullish(),
  })
  .strict();
export type SurveiPenugasanFilter = z.infer<typeof surveiPenugasanFilterSchema>;
export const surveiPratinjauSchema = z.object({
  jumlah: z.number(),
  sudah_ditugaskan: z.number(),
  contoh: z.array(z.object({ id: z.number(), nama: z.string() })),
});
export const surveiPenugasanHasilSchema = z.object({ ditugaskan: z.number(), diberi_tahu: z.number() });

/** One institution's assignment of a session, with how far its response got (the response rate). */
export const surveiPenugasanItemSchema = z.object({
  id: z.number(),
  instansi_id: z.number(),
  instansi_nama: z.string(),
  status: z.enum(STATUS_JAWABAN_SURVEI),
  dikirim_pada: z.string().nullable(),
});
export const surveiPenugasanPageSchema = z.object({
  items: z.array(surveiPenugasanItemSchema),
  total: z.number(),
  terkirim: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export const surveiPenugasanQuerySchema = z.object({
  status: z.enum(STATUS_JAWABAN_SURVEI).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET survey/{id}/hasil`: per question (counts, distribution, summary of numbers), over sent responses. */
export const surveiHasilSchema = z.object({
  jumlah_responden: z.number(),
  jumlah_penugasan: z.number(),
  pertanyaan: z.array(
    z.object({
      id: z.number(),
      teks: z.string(),
      tipe: z.enum(TIPE_PERTANYAAN),
      dijawab: z.number(),
      sebaran: z.array(z.object({ nilai: z.string(), jumlah: z.number() })),
      rata_rata: z.number().nullable(),
      minimum: z.number().nullable(),
      maksimum: z.number().nullable(),
    }),
  ),
});
export type SurveiHasil = z.infer<typeof surveiHasilSchema>;
export const surveiHasilQuerySchema = z.object({ sesi_id: idParamSchema.optional() });
export const surveiTeksQuerySchema = z.object({
  pertanyaan_id: idParamSchema,
  sesi_id: idParamSchema.optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const surveiTeksPageSchema = z.object({
  items: z.array(z.object({ instansi_nama: z.string(), jawaban: z.string() })),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** `/upg/survey`: the institution's assignments. */
export const surveiUpgItemSchema = z.object({
  id: z.number(),
  judul: z.string(),
  jenis_label: z.string(),
  sesi_nama: z.string(),
  dibuka_pada: z.string(),
  ditutup_pada: z.string(),
  keadaan_label: z.string(),
  status: z.enum(STATUS_JAWABAN_SURVEI),
  status_label: z.string(),
});
export const surveiUpgPageSchema = z.object({
  items: z.array(surveiUpgItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export const surveiUpgListQuerySchema = z.object({
  status: z.enum(STATUS_JAWABAN_SURVEI).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
/** `/upg/survey/{id}`: the assignment, the survey's questions and the institution's response so far. */
export const surveiUpgDetailSchema = surveiUpgItemSchema.extend({
  deskripsi: z.string().nullable(),
  keadaan: z.enum(['BELUM_DIBUKA', 'DIBUKA', 'DITUTUP']),
  dapat_diisi: z.boolean(),
  bagian: z.array(surveiBagianItemSchema),
  jawaban: z.record(z.string(), z.unknown()),
  version: z.number(),
  dikirim_pada: z.string().nullable(),
});
export type SurveiUpgDetail = z.infer<typeof surveiUpgDetailSchema>;
/** `PUT /upg/survey/{id}/jawaban` (draft) and `POST /upg/survey/{id}/kirim` (once): answers keyed by question id. */
export const surveiJawabanBodySchema = z.object({
  versi: versiSchema,
  jawaban: z.record(z.string().regex(/^\d{1,10}$/, 'Pertanyaan tidak valid'), z.unknown()),
});
export const surveiJawabanMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_JAWABAN_SURVEI),
  version: z.number(),
});
