import { z } from 'zod';
import { apiDateSchema, idParamSchema, pageNumberSchema } from '../validation/input';
import { LETTER_KINDS } from './letter-data';

/**
 * The document centre (issue 11 §4): every letter made for a report and every file attached to one, in one list.
 * `surat`: a letter record (made by the system or a signed scan); `lampiran`: a file attached to the report (its
 * attachments, and the files of the reporter's answers).
 */
export const SUMBER_DOKUMEN = ['surat', 'lampiran'] as const;
export type SumberDokumen = (typeof SUMBER_DOKUMEN)[number];

/**
 * The kinds a document may be listed by: the letter kinds, the reports' attachments, and the files reporters sent
 * with their answers through a completeness or response link.
 */
export const JENIS_DOKUMEN = [...LETTER_KINDS.map((k) => k.kode), 'lampiran', 'jawaban-pelapor'] as const;
export const JENIS_DOKUMEN_LABELS: Record<string, string> = {
  ...Object.fromEntries(LETTER_KINDS.map((k) => [k.kode, k.nama])),
  lampiran: 'Lampiran laporan',
  'jawaban-pelapor': 'Berkas jawaban pelapor',
};

/** The most documents one zip holds: streamed file by file, so memory stays flat whatever their size. */
export const MAKS_DOKUMEN_ZIP = 1000;
/** The most bytes one zip carries (its documents' sizes together): streaming keeps memory flat, not the transfer. */
export const MAKS_UKURAN_ZIP_BYTES = 1024 ** 3;

export const pusatDokumenQuerySchema = z
  .object({
    jenis: z.enum(JENIS_DOKUMEN, { message: 'Jenis dokumen tidak dikenal' }).optional(),
    dari: apiDateSchema.optional(),
    sampai: apiDateSchema.optional(),
    /** Letter number, report number or reporter's name. */
    q: z.string().trim().max(100).optional(),
    laporan_id: idParamSchema.optional(),
    instansi_id: idParamSchema.optional(),
    page: pageNumberSchema,
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.dari || !q.sampai || q.dari <= q.sampai, {
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    path: ['sampai'],
  });
export type PusatDokumenQuery = z.output<typeof pusatDokumenQuerySchema>;

export const dokumenRefSchema = z.object({
  sumber: z.enum(SUMBER_DOKUMEN, { message: 'Sumber dokumen tidak dikenal' }),
  id: z.number().int().min(1).max(2147483647),
});
export const dokumenZipSchema = z.object({
  dokumen: z
    .array(dokumenRefSchema, { message: 'Pilih dokumen' })
    .min(1, 'Pilih paling sedikit satu dokumen')
    .max(MAKS_DOKUMEN_ZIP, `Paling banyak ${MAKS_DOKUMEN_ZIP} dokumen sekali unduh`),
});

export const pusatDokumenItemSchema = z.object({
  /** `sumber:id`, unique across both sources (a row's key on screen). */
  kunci: z.string(),
  sumber: z.enum(SUMBER_DOKUMEN),
  id: z.number(),
  jenis: z.string(),
  jenis_nama: z.string(),
  nomor: z.string().nullable(),
  tanggal: z.string(),
  laporan_id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  instansi_nama: z.string().nullable(),
  nama_berkas: z.string(),
  ukuran: z.number(),
  dibatalkan: z.boolean(),
});
export type PusatDokumenItem = z.infer<typeof pusatDokumenItemSchema>;
export const pusatDokumenPageSchema = z.object({
  items: z.array(pusatDokumenItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** Documents dated before this day are in the archive (the retention period, in years, from configuration). */
  batas_arsip: z.string(),
  retensi_tahun: z.number(),
});
