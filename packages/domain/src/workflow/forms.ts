import { z } from 'zod';
import { formatRupiah } from '../format/number';
import { isSemuaNl, nlAssessmentSchema } from '../negative-list/assessment';
import { apiDateSchema, idSchema, moneyInputSchema, requiredIdSchema } from '../validation/input';

/**
 * The fields each step's decision carries (taskdef `formulir`), validated on both ends: the screens build their
 * forms from these schemas and the transition validates the body against the same one (422 with field messages).
 * What a step stores here is what the letters capability will print (LHA, SK, SP3).
 */
const catatan = z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish();
const teks = (label: string, min = 10, max = 5000) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`);

export const STATUS_KEPEMILIKAN = ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA', 'MILIK_PENERIMA'] as const;
export type StatusKepemilikan = (typeof STATUS_KEPEMILIKAN)[number];
export const STATUS_KEPEMILIKAN_LABELS: Record<StatusKepemilikan, string> = {
  MILIK_NEGARA: 'Milik Negara',
  SEBAGIAN_MILIK_NEGARA: 'Sebagian Milik Negara',
  MILIK_PENERIMA: 'Milik Penerima',
};

export const lhaItemSchema = z
  .object({
    rincian_id: idSchema,
    status: z.enum(STATUS_KEPEMILIKAN, { message: 'Pilih rekomendasi status kepemilikan' }),
    /** The part ruled the state's, in rupiah (SEBAGIAN_MILIK_NEGARA). */
    nilai_negara: moneyInputSchema.nullish(),
  })
  .refine(
    (i) => i.status !== 'SEBAGIAN_MILIK_NEGARA' || Boolean(i.nilai_negara && /[1-9]/.test(i.nilai_negara)),
    {
      message: 'Nilai bagian milik negara wajib diisi',
      path: ['nilai_negara'],
    },
  );

/** Sen (1/100 rupiah) of a non-negative decimal with at most 2 decimals, exactly. */
const sen = (value: string): bigint => {
  const [integer = '0', fraction = ''] = value.trim().split('.');
  return BigInt(integer || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
};

/**
 * Why the state's part of an item ruled partly the state's (SEBAGIAN_MILIK_NEGARA) cannot stand: it must be more
 * than zero and at most the item's value in rupiah (it becomes the bill the reporter pays). Null when it can.
 */
export function nilaiNegaraRefusal(nilaiNegara: string, nilaiRupiah: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(nilaiNegara.trim()) || sen(nilaiNegara) <= 0n) {
    return 'Nilai bagian milik negara harus lebih dari 0';
  }
  if (sen(nilaiNegara) > sen(nilaiRupiah)) {
    return `Nilai bagian milik negara tidak boleh melebihi nilai rincian (${formatRupiah(nilaiRupiah)})`;
  }
  return null;
}

/** A question's code in a request to the reporter: its own, else `P` and its place (P1, P2…). */
export const kodePertanyaan = (item: { kode?: string | null | undefined }, index: number): string =>
  item.kode || `P${index + 1}`;

export const STEP_FORMS = {
  'distribusi-grup': z.object({ grup_id: requiredIdSchema('Pilih grup tujuan') }),
  'distribusi-anggota': z.object({ anggota_user_id: requiredIdSchema('Pilih anggota tim') }),
  'verifikasi-informasi': z.object({
    informasi_sesuai: z.boolean({ message: 'Nyatakan apakah informasi laporan sesuai' }),
    hasil_verifikasi: teks('Hasil verifikasi'),
  }),
  'negative-list': nlAssessmentSchema,
  kelengkapan: z.object({
    checklist: z
      .array(z.object({ kode: z.string().trim().min(1).max(50), ada: z.boolean() }))
      .min(1, 'Periksa setiap butir kelengkapan'),
    kekurangan: z.string().trim().max(2000, 'Maksimal 2000 karakter').nullish(),
  }),
  'persetujuan-kelengkapan': z.object({}),
  permintaan: z.object({
    pesan: teks('Pesan kepada pelapor'),
    pertanyaan: z
      .array(z.object({ kode: z.string().trim().max(50).nullish(), pertanyaan: teks('Pertanyaan', 5, 1000) }))
      .max(20, 'Maksimal 20 pertanyaan')
      .superRefine((items, check) => {
        // The reporter answers each question by its code: two of one code would leave one unanswerable.
        const seen = new Map<string, number>();
        items.forEach((item, i) => {
          const kode = kodePertanyaan(item, i);
          const first = seen.get(kode);
          if (first === undefined) seen.set(kode, i);
          else
            check.addIssue({
              code: 'custom',
              path: [i, 'kode'],
              message: `Kode pertanyaan "${kode}" sudah dipakai pada pertanyaan ${first + 1}`,
            });
        });
      })
      .default([]),
  }),
  lha: z.object({
    level_id: requiredIdSchema('Pilih level jabatan pelapor'),
    ringkasan: teks('Ringkasan analisis', 20, 20000),
    items: z.array(lhaItemSchema).min(1, 'Rekomendasikan status setiap rincian'),
    aturan_internal_ids: z.array(idSchema).max(50).default([]),
  }),
  'selesai-riksa': z.object({ pertimbangan: teks('Pertimbangan') }),
  penomoran: z.object({ tanggal: apiDateSchema }),
  alasan: z.object({ alasan: teks('Alasan') }),
  sp3: z.object({ isi: teks('Isi surat SP3', 20, 20000) }),
} as const;

export type StepFormKey = keyof typeof STEP_FORMS;
export const isStepFormKey = (key: string | null | undefined): key is StepFormKey =>
  key !== null && key !== undefined && Object.hasOwn(STEP_FORMS, key);

/** Decisions that send a subject back: they carry a required note and no step form. */
export const RETURN_DECISIONS: readonly string[] = ['kembalikan'];

/** Decisions whose note is required, and what the note is called: a return says what to fix, a refusal why. */
export const REQUIRED_NOTES: Readonly<Record<string, string>> = {
  kembalikan: 'Catatan pengembalian',
  tolak: 'Alasan penolakan',
  tarik: 'Alasan penarikan',
};

/** Decisions whose form differs from the step's own (a request sent to the reporter). */
const DECISION_FORMS: Readonly<Record<string, StepFormKey>> = {
  tidak_lengkap: 'permintaan',
  minta_tanggapan: 'permintaan',
};

/** Which form a decision at a step carries: its own, the step's, or none (a note only). */
export function formOf(formulir: string | null | undefined, decision: string): StepFormKey | null {
  if (RETURN_DECISIONS.includes(decision)) return null;
  const own = DECISION_FORMS[decision];
  if (own) return own;
  return isStepFormKey(formulir) ? formulir : null;
}

/**
 * Facts that a form's fields decide, for the sequence conditions that read them (`semua_nl=ya` on the group head's
 * negative-list decision): which keys, and their values once the fields are parsed. A condition on such a key is
 * judged on the fields sent with the decision, so the decision panel offers it before any fields exist.
 */
const FORM_FACTS: Partial<
  Record<
    StepFormKey,
    { keys: readonly string[]; of: (fields: Record<string, unknown>) => Record<string, string> }
  >
> = {
  'negative-list': {
    keys: ['semua_nl'],
    of: (fields) => ({
      semua_nl: isSemuaNl((fields.items as { unsur_nl_id: number | null }[] | undefined) ?? [])
        ? 'ya'
        : 'tidak',
    }),
  },
};

/** The fact keys a decision's fields decide (empty when its form decides none). */
export function fieldFactKeys(formulir: string | null | undefined, decision: string): readonly string[] {
  const key = formOf(formulir, decision);
  return (key && FORM_FACTS[key]?.keys) || [];
}

/** The facts a decision's parsed fields decide (`{ semua_nl: 'ya' }` for an all-NL assessment). */
export function factsFromFields(
  formulir: string | null | undefined,
  decision: string,
  fields: Record<string, unknown>,
): Record<string, string> {
  const key = formOf(formulir, decision);
  const facts = key ? FORM_FACTS[key] : undefined;
  return facts ? facts.of(fields) : {};
}

/** Decision schemas by form and decision, built on first use. */
const decisionSchemas = new Map<string, z.ZodObject>();

/** The whole body schema of a decision: its form's fields plus the note (required to send back). */
export function decisionSchema(formulir: string | null | undefined, decision: string) {
  const cacheKey = `${formulir ?? ''}|${decision}`;
  const known = decisionSchemas.get(cacheKey);
  if (known) return known;
  const key = formOf(formulir, decision);
  const required = REQUIRED_NOTES[decision];
  const note = required ? z.object({ catatan: teks(required, 5, 2000) }) : z.object({ catatan });
  const schema = key ? STEP_FORMS[key].extend(note.shape) : note;
  // Built once per form and decision: a decision's validation is on every transition's path (issue 29).
  if (decisionSchemas.size < 1000) decisionSchemas.set(cacheKey, schema);
  return schema;
}
