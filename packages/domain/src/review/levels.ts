import { z } from 'zod';

/**
 * The review chains of the report's path (DOMAIN.md "The report's path"): each stage is done by the member, then
 * reviewed by the team leader and approved by the group head (the LHA then examined by the director). A reviewer
 * sees what the levels below recorded at the stage — their fields, per item for the negative list and the
 * ownership, their notes — with what a level changed from the one below marked (issue 24 §1).
 */
export const REVIEW_STAGES = [
  { kode: 'verifikasi', nama: 'Verifikasi informasi', steps: ['f30', 'f34', 'f38'] },
  { kode: 'negative-list', nama: 'Identifikasi unsur negative list', steps: ['f31', 'f35', 'f39'] },
  { kode: 'kelengkapan', nama: 'Verifikasi kelengkapan', steps: ['f33', 'f37', 'f3b'] },
  { kode: 'lha', nama: 'Laporan hasil analisis (LHA)', steps: ['f60', 'f61', 'f63'] },
  { kode: 'riksa', nama: 'Riksa direktur', steps: ['f80', 'f83'] },
] as const;
export type ReviewStageKode = (typeof REVIEW_STAGES)[number]['kode'];

/** One field a level recorded, in words ("Informasi sesuai: Ya"); `panjang` for a paragraph (a summary). */
export const hasilIsianSchema = z.object({
  kunci: z.string(),
  label: z.string(),
  nilai: z.string(),
  panjang: z.boolean(),
  /** Differs from the nearest lower level that recorded this field. */
  berubah: z.boolean(),
});
export type HasilIsian = z.infer<typeof hasilIsianSchema>;

/** A level's result on one item of the report (its negative-list element, its recommended ownership). */
export const hasilRincianSchema = z.object({
  rincian_id: z.number(),
  uraian: z.string(),
  nilai: z.string(),
  /** Why (an override's reason), when the level gave one. */
  catatan: z.string().nullable(),
  berubah: z.boolean(),
});
export type HasilRincian = z.infer<typeof hasilRincianSchema>;

/** What one level recorded at its step the last time it decided there. */
export const hasilTingkatSchema = z.object({
  step: z.string(),
  step_nama: z.string(),
  /** The acting role's label ("Ketua Tim"). */
  peran: z.string().nullable(),
  /** The KPK staff member who decided (never served to a reporter). */
  oleh: z.string().nullable(),
  pada: z.string(),
  /** The decision in words ("Setujui", "Kembalikan"). */
  keputusan: z.string(),
  dikembalikan: z.boolean(),
  catatan: z.string().nullable(),
  isian: z.array(hasilIsianSchema),
  rincian: z.array(hasilRincianSchema),
  /** Decided before a lower level decided again (a result of an earlier round, the lower level has redone it). */
  lama: z.boolean(),
});
export type HasilTingkat = z.infer<typeof hasilTingkatSchema>;

/** `GET laporan/{id}/hasil-tingkat`: every stage reached, each level's result in order. */
export const hasilTahapSchema = z.object({
  kode: z.string(),
  nama: z.string(),
  tingkat: z.array(hasilTingkatSchema),
});
export type HasilTahap = z.infer<typeof hasilTahapSchema>;

export const hasilTingkatViewSchema = z.object({
  laporan_id: z.number(),
  tahap: z.array(hasilTahapSchema),
});
export type HasilTingkatView = z.infer<typeof hasilTingkatViewSchema>;

/**
 * Marks what each level changed: a field or an item's result differs from the nearest lower level that recorded
 * it (a level that only sent the stage back records none). Also marks `lama` a level that decided before a lower
 * level decided again. Levels in order, lowest first; returns new objects.
 */
export function markChanges<T extends Omit<HasilTingkat, 'lama'> & { lama?: boolean }>(
  levels: readonly T[],
): (T & { lama: boolean })[] {
  const out: (T & { lama: boolean })[] = [];
  levels.forEach((level, i) => {
    const lower = levels.slice(0, i).reverse();
    const field = (kunci: string) =>
      lower.map((l) => l.isian.find((f) => f.kunci === kunci)).find((f) => f !== undefined);
    const item = (id: number) =>
      lower.map((l) => l.rincian.find((r) => r.rincian_id === id)).find((r) => r !== undefined);
    out.push({
      ...level,
      lama: lower.some((l) => l.pada > level.pada),
      isian: level.isian.map((f) => {
        const before = field(f.kunci);
        return { ...f, berubah: before !== undefined && before.nilai !== f.nilai };
      }),
      rincian: level.rincian.map((r) => {
        const before = item(r.rincian_id);
        return { ...r, berubah: before !== undefined && before.nilai !== r.nilai };
      }),
    });
  });
  return out;
}
