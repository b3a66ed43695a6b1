import { z } from 'zod';
import { ELEARNING_LEVELS, type ElearningAmbang, elearningAmbangErrors } from '../ppg/elearning';
import { laporanImportResultSchema } from './laporanImport';

const persen = (label: string) =>
  z
    .number({ message: `${label} harus berupa angka` })
    .gt(0, `${label} harus lebih dari 0`)
    .max(100, `${label} paling besar 100`);

/** App config `elearning_ambang`: the least share (percent) of employees who completed for levels 2–5. */
export const elearningAmbangSchema = z
  .object({
    level_2: persen('Ambang level 2'),
    level_3: persen('Ambang level 3'),
    level_4: persen('Ambang level 4'),
    level_5: persen('Ambang level 5'),
  })
  .superRefine((value, ctx) => {
    for (const message of elearningAmbangErrors(value as ElearningAmbang)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });

const tahun = z.coerce
  .number({ message: 'Tahun tidak valid' })
  .int('Tahun tidak valid')
  .min(2000, 'Tahun tidak valid')
  .max(2200, 'Tahun tidak valid');
const triwulan = z.coerce
  .number({ message: 'Triwulan tidak valid' })
  .int('Triwulan tidak valid')
  .min(1, 'Triwulan 1 sampai 4')
  .max(4, 'Triwulan 1 sampai 4');

/** A period: a year and its calendar quarter. */
export const elearningPeriodeSchema = z.object({ tahun, triwulan });
export type ElearningPeriodeInput = z.input<typeof elearningPeriodeSchema>;

export const ELEARNING_SORTS = ['instansi', 'terdaftar', 'selesai', 'persen', 'level'] as const;

/** `GET ppg/elearning`: one period's institutions, filtered, sorted and paged on the server. */
export const elearningListQuerySchema = elearningPeriodeSchema.extend({
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  /** A level 1–5, or `none` for the institutions whose share cannot be computed. */
  level: z.enum(['1', '2', '3', '4', '5', 'none'], { message: 'Level tidak dikenal' }).optional(),
  sort: z.enum(ELEARNING_SORTS, { message: 'Urutan tidak dikenal' }).default('instansi'),
  order: z.enum(['asc', 'desc'], { message: 'Arah urutan tidak dikenal' }).default('asc'),
  page: z.coerce.number().int().min(1, 'Minimal 1').max(100_000).default(1),
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(100, 'Maksimal 100').default(20),
});
export type ElearningListQuery = z.input<typeof elearningListQuerySchema>;

const level = z
  .number()
  .int()
  .refine((n) => (ELEARNING_LEVELS as readonly number[]).includes(n))
  .nullable();

export const elearningItemSchema = z.object({
  instansi_id: z.number(),
  kode: z.string().nullable(),
  instansi: z.string(),
  tahun: z.number(),
  triwulan: z.number(),
  terdaftar: z.number(),
  selesai: z.number(),
  /** The employee count of the institution's KLOP profile of the year, when it names one. */
  pegawai_klop: z.number().nullable(),
  /** What the share is taken over: the KLOP count when present, else the enrolled. */
  penyebut: z.number(),
  persen: z.number().nullable(),
  level,
  level_label: z.string(),
  /** `impor` (a file) or `platform` (pulled through the adapter). */
  sumber: z.enum(['impor', 'platform']),
  updated_at: z.string(),
});
export type ElearningItem = z.infer<typeof elearningItemSchema>;

export const elearningAmbangViewSchema = z.object({
  level_2: z.number(),
  level_3: z.number(),
  level_4: z.number(),
  level_5: z.number(),
});

export const elearningPageSchema = z.object({
  items: z.array(elearningItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  ambang: elearningAmbangViewSchema,
});
export type ElearningPage = z.infer<typeof elearningPageSchema>;

/** `GET ppg/elearning/instansi/:id`: one institution's figures over every period, oldest first. */
export const elearningRiwayatSchema = z.object({
  items: z.array(elearningItemSchema),
  ambang: elearningAmbangViewSchema,
});

/** `GET ppg/elearning/periode`: the periods holding figures (newest first), the thresholds and the adapter. */
export const elearningInfoSchema = z.object({
  periode: z.array(z.object({ tahun: z.number(), triwulan: z.number(), instansi: z.number() })),
  ambang: elearningAmbangViewSchema,
  /** How the learning platform is reached: `http` (ELEARNING_URL), `simulator` (development) or `none`. */
  platform: z.enum(['http', 'simulator', 'none']),
});
export type ElearningInfo = z.infer<typeof elearningInfoSchema>;

/** `POST ppg/elearning/import`: the row-by-row report (the laporan import's shape); nothing is written. */
export const elearningImportResultSchema = laporanImportResultSchema;

/** `POST ppg/elearning/save-import`: the period's figures replaced for the institutions in the file. */
export const elearningSaveResultSchema = z.object({
  tahun: z.number(),
  triwulan: z.number(),
  disimpan: z.number(),
});
export type ElearningSaveResult = z.infer<typeof elearningSaveResultSchema>;

export const STATUS_ELEARNING_TARIK = ['antri', 'berjalan', 'selesai', 'gagal'] as const;
export type StatusElearningTarik = (typeof STATUS_ELEARNING_TARIK)[number];

const TARIK_LABEL: Record<StatusElearningTarik, string> = {
  antri: 'Dalam antrean',
  berjalan: 'Sedang menarik data',
  selesai: 'Selesai',
  gagal: 'Gagal',
};
export const statusElearningTarikLabel = (s: StatusElearningTarik): string => TARIK_LABEL[s];

/** One pull of a period from the learning platform, as its state reads. */
export const elearningTarikSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  triwulan: z.number(),
  status: z.enum(STATUS_ELEARNING_TARIK),
  status_label: z.string(),
  /** Rows read from the platform and saved (when done). */
  total_baris: z.number().nullable(),
  disimpan: z.number().nullable(),
  /** Why it failed: the platform's error, or the first row errors (nothing saved then). */
  pesan: z.string().nullable(),
  galat: z.array(z.object({ row: z.number(), key: z.string(), errors: z.array(z.string()) })),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ElearningTarik = z.infer<typeof elearningTarikSchema>;

/** `GET ppg/elearning/tarik`: the latest pull (or none). */
export const elearningTarikLatestSchema = z.object({ tarik: elearningTarikSchema.nullable() });
