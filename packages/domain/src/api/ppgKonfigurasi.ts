import { z } from 'zod';
import { JADWAL_FIELDS, type JadwalField, jadwalDariDatar, periksaJadwal } from '../ppg/jadwal';
import { STATUS_KONFIGURASI, TAHAP_PPG } from '../ppg/konfigurasi';
import { apiDateSchema, INT32_MAX, idSchema, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';

/**
 * The year's frame of the PPG monitoring (issue 25 §1): participants and schedule (`konfigurasi-klop`), the
 * indicator set (`konfigurasi-indikator`) and the score criteria (`kriteria-verif-skor`). Shared by the server's
 * routes and the screens' forms.
 */

/** A monitoring year: from 2016 (the first year in the year lists) to a few years ahead. */
export const tahunSchema = z.coerce
  .number({ message: 'Tahun wajib diisi' })
  .int('Tahun tidak valid')
  .min(2016, 'Tahun minimal 2016')
  .max(2100, 'Tahun tidak valid');
export const tahunParamsSchema = z.object({ tahun: tahunSchema });

const revisi = z.number({ message: 'Revisi wajib dikirim' }).int().min(0).max(INT32_MAX);
const perPage = z.coerce.number().int().min(1).max(100).default(20);

/** A schedule as sent: twelve dates, checked together (`periksaJadwal`), each error under its field. */
export const jadwalBodySchema = z
  .object({
    ...(Object.fromEntries(JADWAL_FIELDS.map((f) => [f, apiDateSchema])) as Record<
      JadwalField,
      typeof apiDateSchema
    >),
    revisi,
  })
  .strict();
export type JadwalBody = z.infer<typeof jadwalBodySchema>;

/** A schedule of `tahun` as sent, with the cross-field checks; the route adds the year. */
export function jadwalSchemaFor(tahun: number) {
  return jadwalBodySchema.superRefine((v, c) => {
    for (const [path, message] of Object.entries(periksaJadwal(jadwalDariDatar(tahun, v)))) {
      c.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/** Participant filter of SPEC §3: Peserta Monev (MONEV) or Semua (ALL). */
export const PESERTA_FILTER = ['MONEV', 'ALL'] as const;
export const PESERTA_FILTER_LABELS: Record<(typeof PESERTA_FILTER)[number], string> = {
  MONEV: 'Peserta Monev',
  ALL: 'Semua',
};

export const pesertaQuerySchema = z.object({
  peserta: z.enum(PESERTA_FILTER).default('MONEV'),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['nama', 'kode']).default('nama'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: pageNumberSchema,
  per_page: perPage,
});
export type PesertaQuery = z.input<typeof pesertaQuerySchema>;

export const pesertaAddSchema = z.object({
  instansi_ids: z
    .array(idSchema, { message: 'Pilih instansi' })
    .min(1, 'Pilih minimal satu instansi')
    .max(500, 'Maksimal 500 instansi sekaligus'),
});
export type PesertaAdd = z.infer<typeof pesertaAddSchema>;

export const pesertaItemSchema = z.object({
  instansi_id: z.number(),
  kode: z.string().nullable(),
  nama: z.string(),
  klasifikasi: z.string().nullable(),
  peserta: z.boolean(),
  ditambahkan_at: z.string().nullable(),
});
export type PesertaItem = z.infer<typeof pesertaItemSchema>;
export const pesertaPageSchema = z.object({
  items: z.array(pesertaItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

const jendela = z.object({
  mulai: z.string(),
  selesai: z.string(),
  status: z.enum(['BELUM_DIBUKA', 'DIBUKA', 'DITUTUP']),
});
export const jadwalDetailSchema = z.object({
  tahun: z.number(),
  ada: z.boolean(),
  revisi: z.number(),
  jadwal: z.record(z.string(), z.string()),
  jendela: z.object({
    rencana: jendela,
    realisasi: z.array(jendela.extend({ triwulan: z.number() })),
    verifikasi: jendela,
  }),
  jumlah_peserta: z.number(),
  diubah_oleh: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type JadwalDetail = z.infer<typeof jadwalDetailSchema>;

export const klopListQuerySchema = z.object({ page: pageNumberSchema, per_page: perPage });
export const klopItemSchema = z.object({
  tahun: z.number(),
  rencana_mulai: z.string(),
  rencana_selesai: z.string(),
  verifikasi_mulai: z.string(),
  verifikasi_selesai: z.string(),
  jumlah_peserta: z.number(),
  updated_at: z.string(),
});
export type KlopItem = z.infer<typeof klopItemSchema>;
export const klopPageSchema = z.object({
  items: z.array(klopItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const salinHasilSchema = z.object({
  tahun: z.number(),
  dari: z.number(),
  jadwal_disalin: z.boolean(),
  peserta_ditambahkan: z.number(),
});

// ---- Indicators

const teks = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

export const indikatorInputSchema = z.object({
  kode: z
    .string({ message: 'Kode wajib diisi' })
    .trim()
    .min(1, 'Kode wajib diisi')
    .max(20, 'Kode maksimal 20 karakter')
    .regex(/^[A-Za-z0-9.\-_]+$/, 'Kode hanya huruf, angka, titik, strip dan garis bawah'),
  nama: teks('Nama indikator', 300),
  tahap: z.union(
    TAHAP_PPG.map((t) => z.literal(t)),
    { message: 'Tahap harus 1–4' },
  ),
  parameter_monev_id: idSchema.nullable().optional(),
  bobot: z
    .number({ message: 'Bobot wajib diisi' })
    .min(0.01, 'Bobot minimal 0,01')
    .max(100, 'Bobot maksimal 100')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Bobot paling banyak 2 desimal'),
  bukti: z
    .array(teks('Bukti', 300), { message: 'Bukti wajib diisi' })
    .min(1, 'Sebutkan minimal satu bukti dukung')
    .max(20, 'Maksimal 20 bukti'),
  deskripsi: z.string().trim().max(4000, 'Deskripsi maksimal 4000 karakter').nullable().optional(),
});
export type IndikatorInput = z.infer<typeof indikatorInputSchema>;

export const indikatorEditSchema = z.object({
  revisi,
  catatan: z.string().trim().max(2000).nullable().optional(),
  indikators: z.array(indikatorInputSchema).max(200, 'Maksimal 200 indikator'),
});
export type IndikatorEdit = z.infer<typeof indikatorEditSchema>;

export const konfigurasiCreateSchema = z.object({ tahun: tahunSchema });

export const konfigurasiListQuerySchema = z.object({
  tahun: tahunSchema.optional(),
  status: z.enum(STATUS_KONFIGURASI).optional(),
  page: pageNumberSchema,
  per_page: perPage,
});
export type KonfigurasiListQuery = z.input<typeof konfigurasiListQuerySchema>;

export const konfigurasiItemSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  versi: z.number(),
  status: z.enum(STATUS_KONFIGURASI),
  status_label: z.string(),
  berlaku: z.boolean(),
  jumlah: z.number(),
  penyusun: z.string().nullable(),
  disetujui_at: z.string().nullable(),
  updated_at: z.string(),
  /** Score sets: the indicator version they score. */
  indikator_versi: z.number().nullable(),
});
export type KonfigurasiItem = z.infer<typeof konfigurasiItemSchema>;
export const konfigurasiPageSchema = z.object({
  items: z.array(konfigurasiItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const indikatorSchema = z.object({
  id: z.number(),
  kode: z.string(),
  nama: z.string(),
  tahap: z.number(),
  tahap_label: z.string(),
  parameter_monev_id: z.number().nullable(),
  parameter_monev: z.string().nullable(),
  bobot: z.number(),
  bukti: z.array(z.string()),
  deskripsi: z.string().nullable(),
});
export type Indikator = z.infer<typeof indikatorSchema>;

const konfigurasiHead = {
  id: z.number(),
  tahun: z.number(),
  versi: z.number(),
  status: z.enum(STATUS_KONFIGURASI),
  status_label: z.string(),
  berlaku: z.boolean(),
  revisi: z.number(),
  catatan: z.string().nullable(),
  penyusun: z.string().nullable(),
  disetujui_oleh: z.string().nullable(),
  disetujui_at: z.string().nullable(),
  dapat_diubah: z.boolean(),
  /** The version a new one would be built from is this one (approved or rejected, none open for the year). */
  dapat_versi_baru: z.boolean(),
  /** The instance version the decision panel sends. */
  version: z.number(),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
};

export const indikatorSetDetailSchema = z.object({
  ...konfigurasiHead,
  total_bobot: z.number(),
  indikators: z.array(indikatorSchema),
});
export type IndikatorSetDetail = z.infer<typeof indikatorSetDetailSchema>;

export const konfigurasiMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_KONFIGURASI),
  version: z.number(),
  revisi: z.number(),
});
export type KonfigurasiMoved = z.infer<typeof konfigurasiMovedSchema>;

export const opsiKonfigurasiSchema = z.object({
  parameter_monev: z.array(
    z.object({ id: z.number(), kode: z.string().nullable(), nama: z.string(), bobot: z.number().nullable() }),
  ),
  kriteria_skor: z.array(
    z.object({
      id: z.number(),
      kode: z.string().nullable(),
      nama: z.string(),
      skor_min: z.number(),
      skor_max: z.number(),
    }),
  ),
});
export type OpsiKonfigurasi = z.infer<typeof opsiKonfigurasiSchema>;

// ---- Score criteria

export const levelInputSchema = z.object({
  indikator_id: requiredIdSchema('Pilih indikator'),
  kriteria_skor_monev_id: requiredIdSchema('Pilih kriteria skor'),
  skor: z.number({ message: 'Skor wajib diisi' }).min(0, 'Skor minimal 0').max(1000, 'Skor maksimal 1000'),
  deskripsi: teks('Deskripsi tingkat', 2000),
});
export type LevelInput = z.infer<typeof levelInputSchema>;

export const skorEditSchema = z.object({
  revisi,
  catatan: z.string().trim().max(2000).nullable().optional(),
  levels: z.array(levelInputSchema).max(2000, 'Terlalu banyak tingkat skor'),
});
export type SkorEdit = z.infer<typeof skorEditSchema>;

export const levelSchema = z.object({
  id: z.number(),
  indikator_id: z.number(),
  kriteria_skor_monev_id: z.number(),
  kriteria: z.string(),
  skor: z.number(),
  deskripsi: z.string(),
});
export type Level = z.infer<typeof levelSchema>;

export const skorSetDetailSchema = z.object({
  ...konfigurasiHead,
  indikator_set_id: z.number(),
  indikator_versi: z.number(),
  /** The indicator set this one scores is no longer the one in force (a newer indicator version was approved). */
  indikator_usang: z.boolean(),
  indikators: z.array(indikatorSchema.extend({ levels: z.array(levelSchema) })),
});
export type SkorSetDetail = z.infer<typeof skorSetDetailSchema>;
