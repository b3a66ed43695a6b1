import { z } from 'zod';
import { rincianSchema } from '../api/laporan';
import { NL_TINGKAT } from './assessment';

/** A negative-list element as the assessment screen offers it. */
export const nlUnsurSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  batas_per_pemberi: z.string().nullable(),
  batas_per_tahun: z.string().nullable(),
  kondisi: z.array(z.string()),
});
export type NlUnsurDto = z.infer<typeof nlUnsurSchema>;

/** One level's saved assessment of an item. */
export const nlPenilaianSchema = z.object({
  tingkat: z.enum(NL_TINGKAT),
  unsur_nl_id: z.number().int().nullable(),
  unsur_nl_nama: z.string().nullable(),
  /** What the level was offered to confirm (the lower level's choice, else the system's proposal). */
  usulan_unsur_nl_id: z.number().int().nullable(),
  alasan: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_nama: z.string().nullable(),
  updated_at: z.string(),
});
export type NlPenilaian = z.infer<typeof nlPenilaianSchema>;

export const nlItemSchema = z.object({
  rincian: rincianSchema,
  usulan: z.object({
    unsur_nl_id: z.number().int().nullable(),
    unsur_nl_nama: z.string().nullable(),
    alasan: z.string(),
    kondisi: z.array(z.string()),
  }),
  /** The saved assessments, in level order (member, team leader, group head). */
  penilaian: z.array(nlPenilaianSchema),
});
export type NlItem = z.infer<typeof nlItemSchema>;

/** `GET laporan/{id}/nl`: the system's proposal per item, the giver's totals and each level's assessment. */
export const nlViewSchema = z.object({
  laporan_id: z.number().int(),
  nama_pemberi: z.string().nullable(),
  /** The calendar year of the date received, over which the giver's yearly total runs. */
  tahun: z.number().int().nullable(),
  /** This report's gifts from the giver (all its live items). */
  nilai_pemberi: z.string(),
  /** The giver's gifts that year on the reporter's other live, submitted reports. */
  total_tahunan_lain: z.string(),
  total_tahunan: z.string(),
  /** The system proposes every item as negative list. */
  semua_nl: z.boolean(),
  items: z.array(nlItemSchema),
  /** The live elements, in their order: the choices of an override. */
  unsur: z.array(nlUnsurSchema),
});
export type NlView = z.infer<typeof nlViewSchema>;
