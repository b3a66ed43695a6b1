import { type MasterDefinition, pageNumberSchema, parseMasterField } from '@gratifikasi/domain';
import { and, asc, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type MasterTable, masterColumn } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';

export interface ListQuery {
  page: number;
  per_page: number;
  sort: string;
  order: 'asc' | 'desc';
  q: string;
  trashed: 'without' | 'with' | 'only';
  filters: Record<string, unknown>;
}

const IMPLICIT_SORTS = ['id', 'created_at', 'updated_at'];
const TEXT_TYPES = new Set(['text', 'textarea', 'richtext', 'email', 'url', 'color', 'enum']);

const schemas = new Map<string, ReturnType<typeof buildBaseSchema>>();

/** The paging/sort/search schema of a master, built once per definition and page limits. */
function baseSchema(def: MasterDefinition, opts: { defaultPerPage: number; maxPerPage: number }) {
  const key = `${def.key}|${opts.defaultPerPage}|${opts.maxPerPage}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildBaseSchema(def, opts);
    schemas.set(key, schema);
  }
  return schema;
}

function buildBaseSchema(def: MasterDefinition, opts: { defaultPerPage: number; maxPerPage: number }) {
  const sortable = new Set([
    ...IMPLICIT_SORTS,
    def.defaultSort.field,
    ...def.fields.filter((f) => f.sortable).map((f) => f.name),
  ]);
  return z.object({
    page: pageNumberSchema,
    per_page: z.coerce.number().int().min(1).max(opts.maxPerPage).default(opts.defaultPerPage),
    sort: z
      .string()
      .refine((s) => sortable.has(s), 'Pilihan tidak valid')
      .default(def.defaultSort.field),
    order: z.enum(['asc', 'desc']).optional(),
    q: z.string().max(100).default(''),
    trashed: z.enum(['with', 'only']).optional(),
  });
}

/** Reads the list query string: paging, sort (whitelisted), q, trashed, and one exact filter per filter field. */
export function parseListQuery(
  def: MasterDefinition,
  raw: Record<string, unknown>,
  opts: { defaultPerPage: number; maxPerPage: number; allowTrashed: boolean },
): ListQuery {
  const base = baseSchema(def, opts).parse(raw);
  const filters: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const field of def.fields) {
    const value = raw[field.name];
    if (!field.filter || typeof value !== 'string' || value === '') continue;
    // A list field is filtered by one of its values: the rows that hold it.
    const parsed = parseMasterField({ ...field, required: true, default: undefined, multiple: false }, value);
    if (parsed.ok) filters[field.name] = parsed.value;
    else errors[field.name] = [parsed.message];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  const order = base.order ?? (base.sort === def.defaultSort.field ? def.defaultSort.order : 'asc');
  return {
    page: base.page,
    per_page: base.per_page,
    sort: base.sort,
    order,
    q: base.q.trim(),
    trashed: opts.allowTrashed ? (base.trashed ?? 'without') : 'without',
    filters,
  };
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a list: trashed state, exact filters and the q search, all as bound parameters. */
export function listWhere(def: MasterDefinition, table: MasterTable, query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.trashed === 'without') parts.push(isNull(table.deleted_at));
  if (query.trashed === 'only') parts.push(isNotNull(table.deleted_at));
  for (const [name, value] of Object.entries(query.filters)) {
    const col = masterColumn(table, name);
    const list = def.fields.find((f) => f.name === name)?.multiple;
    parts.push(value === null ? isNull(col) : list ? sql`${value} = any(${col})` : sql`${col} = ${value}`);
  }
  const searchable = def.fields.filter((f) => f.search);
  if (query.q !== '' && searchable.length > 0) {
    const pattern = containsPattern(query.q);
    // Text columns are matched as they are, so a trigram index on them (PostgreSQL) can serve the search.
    const asText = (name: string, type: string) =>
      TEXT_TYPES.has(type) ? sql`${masterColumn(table, name)}` : sql`${masterColumn(table, name)}::text`;
    parts.push(or(...searchable.map((f) => sql`${asText(f.name, f.type)} ilike ${pattern}`)));
  }
  return and(...parts);
}

export function listOrder(table: MasterTable, query: ListQuery): SQL[] {
  const col = query.sort === 'id' ? table.id : masterColumn(table, query.sort);
  // Empty values last in both directions, so "latest first" never opens with a row that has no date.
  const primary = query.order === 'asc' ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
  // The id breaks ties so pages never overlap.
  return query.sort === 'id' ? [primary] : [primary, asc(table.id)];
}
