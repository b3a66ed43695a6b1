import { z } from 'zod';
import { RISK_BANDS } from '../ppg/risiko';
import { TRIWULANS } from '../ppg/triwulan';
import { apiDateSchema, idParamSchema, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { mediaInfoSchema } from './laporan';

/**
 * The institution's gratification risk register (issue 25 §2): `identifikasi-titik-rawan` (the risks of an
 * institution-year, scored from probability × impact) and `realisasi-mitigasi` (each quarter's progress of a
 * risk's mitigation, with evidence files).
 */

const teks = (label: string, max: number, min = 1) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min > 1 ? `${label} minimal ${min} karakter` : `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const tahun = z
  .number({ message: 'Tahun wajib diisi' })
  .int('Tahun tidak valid')
  .min(2016, 'Tahun minimal 2016')
  .max(2100, 'Tahun tidak valid');

/** The version an editor read: a change in between answers 409. */
export const revisiSchema = z
  .number({ message: 'Revisi wajib dikirim' })
  .int('Revisi tidak valid')
  .min(0, 'Revisi tidak valid')
  .max(2_147_483_647, 'Revisi tidak valid');

/** `POST identifikasi-titik-rawan` and (with `revisi`) `PUT identifikasi-titik-rawan/{id}`. */
export const risikoBodySchema = z.object({
  tahun,
  proses_layanan: teks('Proses bisnis/layanan', 255, 3),
  risiko: teks('Risiko', 2000, 5),
  penyebab_risiko_id: requiredIdSchema('Penyebab risiko wajib dipilih'),
  uraian_penyebab: z
    .string()
    .trim()
    .max(2000, 'Uraian penyebab maksimal 2000 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
  probabilitas_risiko_id: requiredIdSchema('Probabilitas risiko wajib dipilih'),
  dampak_kerugian_id: requiredIdSchema('Dampak kerugian wajib dipilih'),
  klasifikasi_risiko_id: requiredIdSchema('Klasifikasi risiko wajib dipilih'),
  rencana_mitigasi: teks('Rencana mitigasi', 5000, 5),
  penanggung_jawab: teks('Penanggung jawab', 255, 2),
  tenggat: apiDateSchema,
});
export type RisikoBody = z.infer<typeof risikoBodySchema>;
export const risikoUpdateSchema = risikoBodySchema.extend({ revisi: revisiSchema });
export type RisikoUpdate = z.infer<typeof risikoUpdateSchema>;

export const RISIKO_SORTS = ['skor', 'proses_layanan', 'tenggat', 'instansi', 'updated_at'] as const;

const tahunQuery = z.coerce.number().int('Tahun tidak valid').min(2000, 'Tahun tidak valid').max(2100);

/** `GET identifikasi-titik-rawan`: by year, band, classification, institution (KPK), text. */
export const risikoQuerySchema = z.object({
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  tahun: tahunQuery.optional(),
  instansi_id: idParamSchema.optional(),
  band: z.enum(RISK_BANDS as unknown as [string, ...string[]]).optional(),
  klasifikasi_risiko_id: idParamSchema.optional(),
  sort: z.enum(RISIKO_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type RisikoQuery = z.infer<typeof risikoQuerySchema>;

/** `GET identifikasi-titik-rawan/peta`: the heat map of a year (one institution, or all for the KPK). */
export const petaRisikoQuerySchema = z.object({
  tahun: tahunQuery,
  instansi_id: idParamSchema.optional(),
});

const ref = z.object({ id: z.number().int(), nama: z.string() });
const nilaiRef = ref.extend({ nilai: z.number().int() });
const bandSchema = z.enum(RISK_BANDS as unknown as [string, ...string[]]);

export const risikoItemSchema = z.object({
  id: z.number().int(),
  instansi: ref,
  tahun: z.number().int(),
  proses_layanan: z.string(),
  risiko: z.string(),
  penyebab_risiko: ref,
  probabilitas_risiko: nilaiRef,
  dampak_kerugian: nilaiRef,
  skor: z.number(),
  band: bandSchema,
  klasifikasi_risiko: ref,
  level_risiko: ref.extend({ warna: z.string().nullable() }).nullable(),
  rencana_mitigasi: z.string(),
  penanggung_jawab: z.string(),
  tenggat: z.string(),
  /** The latest progress recorded (percent), null before any quarter. */
  progres_terakhir: z.number().int().nullable(),
  revisi: z.number().int(),
  updated_at: z.string(),
});
export type RisikoItem = z.infer<typeof risikoItemSchema>;

export const realisasiMitigasiSchema = z.object({
  id: z.number().int(),
  identifikasi_id: z.number().int(),
  triwulan: z.number().int(),
  progres: z.number().int(),
  uraian: z.string(),
  bukti: z.array(mediaInfoSchema),
  revisi: z.number().int(),
  updated_at: z.string(),
});
export type RealisasiMitigasi = z.infer<typeof realisasiMitigasiSchema>;

export const risikoDetailSchema = risikoItemSchema.extend({
  uraian_penyebab: z.string().nullable(),
  realisasi: z.array(realisasiMitigasiSchema),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type RisikoDetail = z.infer<typeof risikoDetailSchema>;

export const petaRisikoSchema = z.object({
  tahun: z.number().int(),
  total: z.number().int(),
  per_band: z.record(z.string(), z.number().int()),
  /** Rows probability 5…1, columns impact 1…5. */
  sel: z.array(
    z.array(
      z.object({
        probabilitas: z.number().int(),
        dampak: z.number().int(),
        jumlah: z.number().int(),
        skor: z.number(),
        band: bandSchema,
        colour: z.string(),
      }),
    ),
  ),
});
export type PetaRisiko = z.infer<typeof petaRisikoSchema>;

const triwulan = z
  .number({ message: 'Triwulan wajib dipilih' })
  .int()
  .refine((v) => (TRIWULANS as readonly number[]).includes(v), 'Triwulan harus 1 sampai 4');

/** `PUT realisasi-mitigasi`: a risk's progress in a quarter; `revisi` 0 for the first, else the one read. */
export const realisasiMitigasiBodySchema = z.object({
  identifikasi_id: requiredIdSchema('Risiko wajib dipilih'),
  triwulan,
  progres: z
    .number({ message: 'Progres wajib diisi' })
    .int('Progres harus bilangan bulat')
    .min(0, 'Progres minimal 0%')
    .max(100, 'Progres maksimal 100%'),
  uraian: teks('Uraian realisasi', 5000, 5),
  revisi: revisiSchema,
});
export type RealisasiMitigasiBody = z.infer<typeof realisasiMitigasiBodySchema>;

/** `GET realisasi-mitigasi`: the year's risks with their progress in one quarter. */
export const realisasiMitigasiQuerySchema = z.object({
  tahun: tahunQuery,
  triwulan: z.coerce
    .number()
    .int()
    .refine((v) => (TRIWULANS as readonly number[]).includes(v), 'Triwulan harus 1 sampai 4'),
  instansi_id: idParamSchema.optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type RealisasiMitigasiQuery = z.infer<typeof realisasiMitigasiQuerySchema>;

export const realisasiMitigasiRowSchema = z.object({
  risiko: risikoItemSchema,
  realisasi: realisasiMitigasiSchema.nullable(),
});
export type RealisasiMitigasiRow = z.infer<typeof realisasiMitigasiRowSchema>;
