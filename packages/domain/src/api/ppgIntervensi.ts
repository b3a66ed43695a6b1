import { z } from 'zod';
import { RISK_BANDS } from '../ppg/risiko';
import { apiDateSchema, idParamSchema, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { revisiSchema } from './ppgRisiko';

/**
 * `intervensi-upg` (issue 25 §3): institutions with a low score (< BATAS_SKOR_INTERVENSI) or a VERY HIGH risk are
 * proposed for intervention with the recommendation the `kriteria-intervensi` they meet chooses from
 * `rekomendasi-intervensi`; the KPK's PPG team records the intervention and its follow-up until it is closed.
 */

export const JENIS_INTERVENSI = {
  PENDAMPINGAN: 'Pendampingan penguatan PPG',
  ASISTENSI: 'Asistensi teknis',
  RAPAT_KOORDINASI: 'Rapat koordinasi dengan pimpinan',
  SURAT_PEMBINAAN: 'Surat pembinaan kepada pimpinan',
  KUNJUNGAN: 'Kunjungan lapangan',
} as const;
export type JenisIntervensi = keyof typeof JENIS_INTERVENSI;
const JENIS_KEYS = Object.keys(JENIS_INTERVENSI) as [JenisIntervensi, ...JenisIntervensi[]];

/** An intervention is planned, then under way; once closed (SELESAI) it is read-only. */
export const STATUS_INTERVENSI = {
  DIRENCANAKAN: 'Direncanakan',
  BERJALAN: 'Berjalan',
  SELESAI: 'Selesai',
} as const;
export type StatusIntervensi = keyof typeof STATUS_INTERVENSI;
const STATUS_KEYS = Object.keys(STATUS_INTERVENSI) as [StatusIntervensi, ...StatusIntervensi[]];
/** The statuses an open intervention may be recorded or changed to (closing has its own call). */
const STATUS_TERBUKA = z.enum(['DIRENCANAKAN', 'BERJALAN'], { message: 'Status wajib dipilih' });

/** The criteria codes of master `kriteria-intervensi` the proposals test (seeded; kept by administrators). */
export const KRITERIA_SKOR_RENDAH = 'SKOR_RENDAH';
export const KRITERIA_RISIKO_SANGAT_TINGGI = 'RISIKO_SANGAT_TINGGI';

const tahun = z
  .number({ message: 'Tahun wajib diisi' })
  .int('Tahun tidak valid')
  .min(2016, 'Tahun minimal 2016')
  .max(2100, 'Tahun tidak valid');
const catatan = (label: string, min: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, `${label} minimal ${min} karakter`)
    .max(5000, `${label} maksimal 5000 karakter`);

/** `POST intervensi-upg`: record an intervention of an institution-year. */
export const intervensiBodySchema = z.object({
  instansi_id: requiredIdSchema('Instansi wajib dipilih'),
  tahun,
  tanggal: apiDateSchema,
  jenis: z.enum(JENIS_KEYS, { message: 'Jenis intervensi wajib dipilih' }),
  rekomendasi_intervensi_id: requiredIdSchema('Rekomendasi intervensi wajib dipilih'),
  catatan: z
    .string()
    .trim()
    .max(5000, 'Catatan maksimal 5000 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
  status: STATUS_TERBUKA,
});
export type IntervensiBody = z.infer<typeof intervensiBodySchema>;

/** `PUT intervensi-upg/{id}`: change an open intervention (with the revision read: 409 when stale or closed). */
export const intervensiUpdateSchema = intervensiBodySchema
  .omit({ instansi_id: true, tahun: true })
  .extend({ revisi: revisiSchema });
export type IntervensiUpdate = z.infer<typeof intervensiUpdateSchema>;

/** `POST intervensi-upg/{id}/tindak-lanjut` (a progress note) and `POST intervensi-upg/{id}/tutup` (closing). */
export const tindakLanjutBodySchema = z.object({
  tanggal: apiDateSchema,
  catatan: catatan('Catatan tindak lanjut', 5),
  revisi: revisiSchema,
});
export type TindakLanjutBody = z.infer<typeof tindakLanjutBodySchema>;

export const INTERVENSI_SORTS = ['tanggal', 'instansi', 'status', 'updated_at'] as const;
const tahunQuery = z.coerce.number().int('Tahun tidak valid').min(2000, 'Tahun tidak valid').max(2100);

/** `GET intervensi-upg` (and its export): by year, status, kind, institution, text. */
export const intervensiQuerySchema = z.object({
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  tahun: tahunQuery.optional(),
  status: z.enum(STATUS_KEYS).optional(),
  jenis: z.enum(JENIS_KEYS).optional(),
  instansi_id: idParamSchema.optional(),
  sort: z.enum(INTERVENSI_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type IntervensiQuery = z.infer<typeof intervensiQuerySchema>;

/** `GET intervensi-upg/usulan`: the year's proposals. */
export const usulanQuerySchema = z.object({ tahun: tahunQuery });

const ref = z.object({ id: z.number().int(), nama: z.string() });

export const usulanIntervensiSchema = z.object({
  instansi: ref,
  klasifikasi: z.string().nullable(),
  tahun: z.number().int(),
  /** The year's kept total (0…100), null when not scored. */
  total: z.number().nullable(),
  risiko_tertinggi: z.enum(RISK_BANDS as unknown as [string, ...string[]]).nullable(),
  alasan: z.string(),
  kriteria: ref.nullable(),
  rekomendasi: ref.nullable(),
  /** The institution-year's open intervention, if one is recorded. */
  intervensi_terbuka: z.object({ id: z.number().int(), status: z.enum(STATUS_KEYS) }).nullable(),
});
export type UsulanIntervensi = z.infer<typeof usulanIntervensiSchema>;

export const intervensiItemSchema = z.object({
  id: z.number().int(),
  instansi: ref,
  tahun: z.number().int(),
  tanggal: z.string(),
  jenis: z.enum(JENIS_KEYS),
  rekomendasi: ref,
  kriteria: ref.nullable(),
  alasan: z.string(),
  catatan: z.string().nullable(),
  status: z.enum(STATUS_KEYS),
  jumlah_tindak_lanjut: z.number().int(),
  tindak_lanjut_terakhir: z.string().nullable(),
  revisi: z.number().int(),
  updated_at: z.string(),
});
export type IntervensiItem = z.infer<typeof intervensiItemSchema>;

export const tindakLanjutSchema = z.object({
  id: z.number().int(),
  tanggal: z.string(),
  catatan: z.string(),
  /** The note that closed the intervention. */
  penutup: z.boolean(),
  oleh: z.string().nullable(),
  created_at: z.string(),
});
export type TindakLanjutIntervensi = z.infer<typeof tindakLanjutSchema>;

export const intervensiDetailSchema = intervensiItemSchema.extend({
  tindak_lanjut: z.array(tindakLanjutSchema),
  dicatat_oleh: z.string().nullable(),
  created_at: z.string(),
  ditutup_at: z.string().nullable(),
});
export type IntervensiDetail = z.infer<typeof intervensiDetailSchema>;
