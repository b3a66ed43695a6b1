import { z } from 'zod';
import { LETTER_KINDS, type LetterKind } from './letter-data';

const KIND_CODES = LETTER_KINDS.map((k) => k.kode) as [LetterKind, ...LetterKind[]];

export const letterKindSchema = z.enum(KIND_CODES, { message: 'Jenis dokumen tidak dikenal' });

/**
 * The letters of a report's path: every kind but the answer to a record-trace request (made for a request) and the
 * berita acara of an OG act (made for a record that spans reports) and a PPG activity report (made for an activity).
 */
export const LAPORAN_LETTER_KINDS = LETTER_KINDS.filter(
  (k) => k.kode !== 'jawaban-rekam-jejak' && k.kode !== 'berita-acara-og' && k.kode !== 'laporan-kegiatan',
);
export const laporanLetterKindSchema = z.enum(
  LAPORAN_LETTER_KINDS.map((k) => k.kode) as [LetterKind, ...LetterKind[]],
  { message: 'Jenis dokumen tidak dikenal' },
);

/** A letter's state on its verification page: valid, or cancelled (by itself or with its number, pembatalan-sk). */
export const STATUS_SURAT = { BERLAKU: 'berlaku', DIBATALKAN: 'dibatalkan' } as const;
export type StatusSurat = (typeof STATUS_SURAT)[keyof typeof STATUS_SURAT];

/** A letter made for a report (`GET laporan/{id}/dokumen`): issued by the system, or a signed scan uploaded for it. */
export const dokumenSuratSchema = z.object({
  id: z.number(),
  jenis: letterKindSchema,
  nama: z.string(),
  nomor: z.string().nullable(),
  tanggal: z.string(),
  sumber: z.enum(['sistem', 'pindaian']),
  final: z.boolean(),
  status: z.enum(['berlaku', 'dibatalkan']),
  sha256: z.string(),
  /** The verification page's code (only the staff see it; the reporter reads it from the QR). */
  kode: z.string().nullable(),
  template_versi: z.number().nullable(),
  created_at: z.string(),
});
export type DokumenSurat = z.infer<typeof dokumenSuratSchema>;

/** `GET laporan/{id}/dokumen`: the letters made, and the kinds the caller may download for the report now. */
export const dokumenLaporanSchema = z.object({
  surat: z.array(dokumenSuratSchema),
  unduhan: z.array(z.object({ jenis: letterKindSchema, nama: z.string(), docx: z.boolean() })),
  final: dokumenSuratSchema.nullable(),
});
export type DokumenLaporan = z.infer<typeof dokumenLaporanSchema>;

/** `GET laporan/{id}/dokumen/{jenis}`: PDF by default; a draft kind also as DOCX. */
export const unduhDokumenQuerySchema = z.object({ format: z.enum(['pdf', 'docx']).default('pdf') });

/** A verification code: 26 characters of Crockford base32 (130 random bits). */
export const kodeVerifikasiSchema = z
  .string()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Kode verifikasi tidak valid');

/**
 * The verification code in what a visitor typed, pasted or scanned: the code itself (spaces and dashes between its
 * groups dropped, lower case read as upper case, as Crockford base32 allows) or the address of the QR code
 * (`…/verifikasi-dokumen/{kode}`). Null when there is none.
 */
export function kodeVerifikasiDari(input: string): string | null {
  const text = input.trim();
  const inAddress = /\/verifikasi-dokumen\/([^/?#\s]+)/.exec(text)?.[1];
  const candidate = (inAddress ?? text).replace(/[\s-]/g, '').toUpperCase();
  return kodeVerifikasiSchema.safeParse(candidate).success ? candidate : null;
}

/**
 * The public verification page (`/verifikasi-dokumen/{kode}`): what the letter is and whether it stands, and
 * nothing personal — the kind, number, date and issuing unit only.
 */
export const verifikasiDokumenSchema = z.object({
  jenis: z.string(),
  nomor: z.string().nullable(),
  tanggal: z.string(),
  penerbit: z.string(),
  status: z.enum(['berlaku', 'dibatalkan']),
  pindaian: z.boolean(),
});
export type VerifikasiDokumen = z.infer<typeof verifikasiDokumenSchema>;

export const cekDokumenSchema = z.object({ cocok: z.boolean() });

/**
 * The letters a step of the report's process needs (issue 11 §2), offered first on that step's screen: the LHA while
 * it is analysed and examined, the draft SK and the nota dinas while the SK is decided and signed, the SPSK at its
 * numbering, and after the SK the tagihan and the handover record; the SP3 chain its proposal and the SP3.
 */
const STEP_LETTERS: Readonly<Record<string, readonly LetterKind[]>> = {
  f60: ['analisis'],
  f61: ['analisis'],
  f63: ['analisis'],
  f80: ['analisis', 'draft-sk', 'nota-dinas'],
  f83: ['analisis', 'draft-sk', 'nota-dinas'],
  f70: ['draft-sk', 'nota-dinas'],
  f72: ['draft-sk', 'nota-dinas'],
  f7A: ['draft-sk'],
  f7E: ['draft-sk', 'pengantar-sk'],
  selesai: ['draft-sk', 'pengantar-sk', 'surat-tagihan', 'berita-acara'],
  f5a: ['analisis', 'usulan-sp3'],
  f51: ['usulan-sp3'],
  f52: ['usulan-sp3'],
  f54: ['usulan-sp3'],
  f56: ['usulan-sp3'],
  f5D: ['usulan-sp3', 'sp3'],
  'sp3-selesai': ['sp3'],
};

export function lettersOfStep(step: string | null | undefined): readonly LetterKind[] {
  return ['formulir', ...((step && STEP_LETTERS[step]) || [])];
}

/**
 * The kinds a report's Dokumen card offers (issue 24 §3): the current step's letters first, then those already
 * issued for the report — never every kind at every step (no tagihan at distribution).
 */
export function lettersOnCard(
  step: string | null | undefined,
  issued: readonly LetterKind[],
): readonly LetterKind[] {
  const ofStep = lettersOfStep(step);
  return [...ofStep, ...new Set(issued.filter((k) => !ofStep.includes(k)))];
}
