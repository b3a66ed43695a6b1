import { idParamSchema, pelaporListQuerySchema, type pelaporPayloadSchema } from '@gratifikasi/domain';
import { z } from 'zod';

export type PelaporInput = z.output<typeof pelaporPayloadSchema>;

/** The list query of the API plus `format=xlsx` (the whole filtered set as Excel). */
export const pelaporListRouteQuerySchema = pelaporListQuerySchema.extend({
  format: z.enum(['json', 'xlsx']).optional(),
});
export type PelaporListRouteQuery = z.output<typeof pelaporListRouteQuerySchema>;

export const idParams = z.object({ id: idParamSchema });
export const nikParams = z.object({ nik: z.string().max(32) });
