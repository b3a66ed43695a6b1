import { z } from 'zod';
import { idSchema, requiredIdSchema } from '../validation/input';

/** Who assesses the negative list, in order: team member (f31), team leader (f35), group head (f39). */
export const NL_TINGKAT = ['anggota', 'ketua_tim', 'ketua_group'] as const;
export type NlTingkat = (typeof NL_TINGKAT)[number];

export const NL_TINGKAT_LABEL: Record<NlTingkat, string> = {
  anggota: 'Anggota Tim',
  ketua_tim: 'Ketua Tim',
  ketua_group: 'Ketua Group',
};

export const NL_ALASAN_MAX = 2000;
export const NL_ALASAN_WAJIB = 'Alasan wajib diisi bila berbeda dari usulan';

/** One item's assessment: the element that applies (null: not negative list) and, when overriding, why. */
export const nlAssessmentItemSchema = z.object({
  rincian_id: idSchema,
  /** Required, so a forgotten choice is not read as "not negative list". */
  unsur_nl_id: requiredIdSchema('Pilih unsur negative list atau "Bukan negative list"').nullable(),
  alasan: z
    .string()
    .trim()
    .max(NL_ALASAN_MAX, `Maksimal ${NL_ALASAN_MAX} karakter`)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type NlAssessmentItem = z.output<typeof nlAssessmentItemSchema>;

/** The fields of the negative-list steps (f31, f35, f39): every live item of the report, once. */
export const nlAssessmentSchema = z.object({
  items: z
    .array(nlAssessmentItemSchema)
    .min(1, 'Setiap rincian wajib dinilai')
    .max(1000, 'Terlalu banyak rincian')
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, i) => {
        if (seen.has(item.rincian_id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'rincian_id'],
            message: 'Rincian dinilai lebih dari sekali',
          });
        seen.add(item.rincian_id);
      });
    }),
});
export type NlAssessmentInput = z.input<typeof nlAssessmentSchema>;
export type NlAssessment = z.output<typeof nlAssessmentSchema>;

/** A saved assessment of one item at one level. */
export interface NlPenilaianTersimpan {
  rincianId: number;
  tingkat: NlTingkat;
  unsurNlId: number | null;
}

/**
 * What a level confirms or overrides for each item: the nearest lower level's saved assessment (the team leader
 * reviews the member's choice), else the system's proposal.
 */
export function usulanTingkat(
  tingkat: NlTingkat,
  sistem: ReadonlyMap<number, number | null>,
  tersimpan: readonly NlPenilaianTersimpan[],
): Map<number, number | null> {
  const below = NL_TINGKAT.slice(0, NL_TINGKAT.indexOf(tingkat)).reverse();
  const out = new Map(sistem);
  for (const rincianId of sistem.keys()) {
    for (const t of below) {
      const saved = tersimpan.find((p) => p.rincianId === rincianId && p.tingkat === t);
      if (saved) {
        out.set(rincianId, saved.unsurNlId);
        break;
      }
    }
  }
  return out;
}

/** What the check of an assessment needs: the report's live items, the proposal of the level, the live elements. */
export interface NlAssessmentContext {
  rincian: readonly { id: number; uraian: string }[];
  usulan: ReadonlyMap<number, number | null>;
  unsurIds: ReadonlySet<number>;
}

/**
 * Field errors (Indonesian, keyed as the 422 envelope keys them) of an assessment against its report: each live
 * item exactly once, known elements, and a reason wherever the choice differs from the proposal. Empty when valid.
 */
export function checkNlAssessment(input: NlAssessment, ctx: NlAssessmentContext): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const live = new Set(ctx.rincian.map((r) => r.id));
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    if (!live.has(item.rincian_id)) add(`items.${i}.rincian_id`, 'Rincian tidak ditemukan pada laporan ini');
    else if (seen.has(item.rincian_id)) add(`items.${i}.rincian_id`, 'Rincian dinilai lebih dari sekali');
    seen.add(item.rincian_id);
    if (item.unsur_nl_id !== null && !ctx.unsurIds.has(item.unsur_nl_id))
      add(`items.${i}.unsur_nl_id`, 'Unsur negative list tidak ditemukan');
    const usulan = ctx.usulan.get(item.rincian_id) ?? null;
    if (live.has(item.rincian_id) && item.unsur_nl_id !== usulan && !item.alasan)
      add(`items.${i}.alasan`, NL_ALASAN_WAJIB);
  });
  for (const r of ctx.rincian) {
    if (!seen.has(r.id)) add('items', `Rincian "${r.uraian}" belum dinilai`);
  }
  return errors;
}

/** Every item of the assessment is negative list: the report is not followed up. */
export function isSemuaNl(items: readonly { unsur_nl_id: number | null }[]): boolean {
  return items.length > 0 && items.every((i) => i.unsur_nl_id !== null);
}
