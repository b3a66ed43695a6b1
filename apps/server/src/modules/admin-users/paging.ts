import { apiDateSchema, idParamSchema, pageNumberSchema } from '@gratifikasi/domain';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/** Query params every admin list accepts: page, per_page, sort, order and a search term. */
export const pageQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{ items, total, page, per_page }` as a response schema. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** ORDER BY from an allow-list of sortable columns; an unknown key falls back to the default. */
export function orderBy(query: PageQuery, columns: Record<string, AnyColumn | SQL>, fallback: string): SQL {
  const column = columns[query.sort ?? ''] ?? columns[fallback];
  return query.order === 'asc' ? asc(column) : desc(column);
}

export const offsetOf = (query: PageQuery) => (query.page - 1) * query.per_page;

/** `%term%` for ILIKE with the wildcards of the term itself escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const dateParam = apiDateSchema;

/** A calendar day in Asia/Jakarta (UTC+7, no DST) → its first instant. */
export function jakartaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The first instant after a calendar day in Asia/Jakarta (an exclusive upper bound). */
export function jakartaDayEnd(day: string): Date {
  return new Date(jakartaDayStart(day).getTime() + 86_400_000);
}

export const idParams = z.object({ id: idParamSchema });

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
