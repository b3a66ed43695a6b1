import { z } from 'zod';
import { idParamSchema, idSchema, pageNumberSchema } from '../validation/input';

/** At most this many rules in one bulk call of `aturan` (spec §7 "aturan (bulk create, get, update, delete)"). */
export const ATURAN_BULK_MAX = 100;

const rule = z.record(z.string(), z.unknown());

/** `POST aturan`: rules created together, all or none (each item is checked as the aturan-internal master). */
export const aturanBulkCreateSchema = z.object({
  items: z
    .array(rule)
    .min(1, 'Isi paling sedikit satu aturan')
    .max(ATURAN_BULK_MAX, `Maksimal ${ATURAN_BULK_MAX} aturan`),
});

/** `PUT aturan`: rules changed together, each with its id. */
export const aturanBulkUpdateSchema = z.object({
  items: z
    .array(rule.and(z.object({ id: idSchema })))
    .min(1, 'Isi paling sedikit satu aturan')
    .max(ATURAN_BULK_MAX, `Maksimal ${ATURAN_BULK_MAX} aturan`),
});

/** `DELETE aturan`: rules retired together (soft delete; an LHA that cited one keeps citing it). */
export const aturanBulkDeleteSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Pilih paling sedikit satu aturan')
    .max(ATURAN_BULK_MAX, `Maksimal ${ATURAN_BULK_MAX} aturan`)
    .refine((ids) => new Set(ids).size === ids.length, 'Aturan tidak boleh berulang'),
});

/**
 * `GET aturan`: the rules of one institution (`instansi_id`), or those that bind it (`untuk_instansi_id`: its own
 * and the general ones), searched by `q`, a page at a time.
 */
export const aturanQuerySchema = z.object({
  instansi_id: idParamSchema.optional(),
  untuk_instansi_id: idParamSchema.optional(),
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(500).optional(),
});

export type AturanQuery = z.infer<typeof aturanQuerySchema>;
