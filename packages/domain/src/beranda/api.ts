import { z } from 'zod';
import { TUGAS_JENIS } from './figures';

/** One task on a home: what to do about which report (or object), and by when. */
export const berandaTugasSchema = z.object({
  jenis: z.enum(TUGAS_JENIS),
  laporan_id: z.number().int(),
  /** The report's number (null while a draft). */
  nomor: z.string().nullable(),
  /** What it is about: the item, the bill's number, the request. */
  uraian: z.string(),
  /** The last day (YYYY-MM-DD), or null when none applies. */
  batas: z.string().nullable(),
  /** Set when the task is about one gratified object (the object manager opens it). */
  og_id: z.number().int().nullable(),
});
export type BerandaTugas = z.infer<typeof berandaTugasSchema>;

/** `GET beranda`: the counts of the caller's home figures (by key, in the role's order) and its nearest tasks. */
export const berandaSchema = z.object({
  figures: z.array(z.object({ key: z.string(), count: z.number().int() })),
  tugas: z.array(berandaTugasSchema),
});
export type Beranda = z.infer<typeof berandaSchema>;
