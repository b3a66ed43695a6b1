import { z } from 'zod';
import type { RoleName } from '../access/roles';
import { INT32_MAX, idParamSchema, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { OG_STATES, type OgState } from './custody';

const KEPEMILIKAN = ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA', 'MILIK_PENERIMA'] as const;

/**
 * Matching (og-match): a physical object that arrived was recorded against a report item; before it is verified the
 * staff may confirm that item or move the object to the item it truly belongs to, one still expected. The object's
 * label code, state, place and photos go with the physical object; the item it left waits for its own object again.
 */
export const OG_MATCH_FROM: readonly OgState[] = ['DITERIMA'];
export const OG_MATCH_ROLES: readonly RoleName[] = ['admin_pengelola_OG'];

/** Whether `role` may match an object in `state`; the Indonesian reason when not. */
export function checkOgMatch(
  state: OgState,
  role: RoleName | null | undefined,
): { ok: true } | { ok: false; reason: 'ROLE' | 'STATE'; message: string } {
  if (!role || !OG_MATCH_ROLES.includes(role))
    return { ok: false, reason: 'ROLE', message: 'Peran Anda tidak dapat mencocokkan objek' };
  if (!OG_MATCH_FROM.includes(state))
    return {
      ok: false,
      reason: 'STATE',
      message: 'Hanya objek yang telah diterima dan belum diverifikasi yang dapat dicocokkan',
    };
  return { ok: true };
}

/** `GET og/{id}/match/kandidat`: report items an arrived object may belong to, by report number or reporter. */
export const ogMatchKandidatQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

export const ogMatchKandidatSchema = z.object({
  rincian_id: z.number(),
  og_id: z.number(),
  og_kode: z.string(),
  laporan_id: z.number(),
  nomor_laporan: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  uraian: z.string(),
  jumlah: z.number(),
  satuan: z.string().nullable(),
  kepemilikan: z.enum(KEPEMILIKAN),
  nilai: z.string(),
  mata_uang_kode: z.string(),
  /** The arrived object's own item (confirming it changes nothing but the record). */
  sekarang: z.boolean(),
});
export type OgMatchKandidat = z.infer<typeof ogMatchKandidatSchema>;

/** `POST og/{id}/match`: the item chosen, with the object's version the screen saw (409 when stale). */
export const ogMatchBodySchema = z.object({
  rincian_id: requiredIdSchema('Pilih rincian laporan'),
  version: z.number({ message: 'Versi objek wajib dikirim' }).int().min(1).max(INT32_MAX),
  catatan: z.string().trim().max(1000, 'Catatan maksimal 1000 karakter').optional(),
});
export type OgMatchBody = z.infer<typeof ogMatchBodySchema>;

/** The sort keys of `GET og/rincian`. */
export const OG_RINCIAN_SORT = [
  'id',
  'nomor_laporan',
  'tanggal_sk',
  'nilai_rupiah',
  'uraian',
  'state',
] as const;

/** `GET og/rincian`: report items that carry an object (rincian-laporan-og-list), paged, sorted and filtered. */
export const ogRincianListQuerySchema = z.object({
  state: z.enum(OG_STATES).optional(),
  kepemilikan: z.enum(KEPEMILIKAN).optional(),
  laporan_id: idParamSchema.optional(),
  /** Report number, reporter's name, item or object code. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(OG_RINCIAN_SORT).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type OgRincianListQuery = z.input<typeof ogRincianListQuerySchema>;

export const ogRincianItemSchema = z.object({
  rincian_id: z.number(),
  laporan_id: z.number(),
  nomor_laporan: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  uraian: z.string(),
  jenis_objek: z.string().nullable(),
  jumlah: z.number(),
  satuan: z.string().nullable(),
  nomor_sk: z.string().nullable(),
  tanggal_sk: z.string().nullable(),
  kepemilikan: z.enum(KEPEMILIKAN),
  /** The part ruled the state's when the SK split the item (SEBAGIAN_MILIK_NEGARA). */
  nilai_negara: z.string().nullable(),
  nilai: z.string(),
  mata_uang_kode: z.string(),
  nilai_rupiah: z.string(),
  og_id: z.number(),
  og_kode: z.string(),
  state: z.enum(OG_STATES),
  lokasi_nama: z.string().nullable(),
});
export type OgRincianItem = z.infer<typeof ogRincianItemSchema>;
