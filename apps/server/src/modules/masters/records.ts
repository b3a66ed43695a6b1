import {
  type FieldResult,
  MASTER_MESSAGES,
  type MasterDefinition,
  type MasterField,
  type MasterRecord,
  masterByKey,
} from '@gratifikasi/domain';
import { and, eq, getTableColumns, getTableName, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MasterTable, masterColumn, masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html';
import { signBerkasUrls, unsignBerkasUrls } from '../konten/berkas-akses';

/** One record as the API answers it. */
export interface MasterItem {
  id: number;
  [field: string]: unknown;
  labels: Record<string, string | null>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export const UNIQUE_MESSAGE = 'Sudah digunakan';
export const RELATION_MESSAGE = 'Pilihan tidak valid';

const relationFields = (def: MasterDefinition) =>
  def.fields.filter((f) => f.type === 'relation' && f.relation);

/**
 * A parsed value as it is stored: rich text is sanitised here, on the server, on every write (so a script in an
 * article never reaches a reader); a required rich-text field that sanitising leaves empty is 'Wajib diisi'.
 */
export function storedValue(field: MasterField, value: unknown): FieldResult {
  if (field.type !== 'richtext' || typeof value !== 'string') return { ok: true, value };
  const clean = sanitizeRichText(value);
  if (clean !== '') return { ok: true, value: clean };
  return field.required ? { ok: false, message: MASTER_MESSAGES.required } : { ok: true, value: null };
}

/** Every field of a parsed record through `storedValue`; 422 naming the fields that fail. */
export function storedRecord(def: MasterDefinition, record: MasterRecord): MasterRecord {
  const errors: Record<string, string[]> = {};
  const stored: MasterRecord = { ...record };
  for (const field of def.fields) {
    const result = storedValue(field, kontenFileValue(def, field, record[field.name], unsignBerkasUrls));
    if (result.ok) stored[field.name] = result.value;
    else errors[field.name] = [result.message];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  return stored;
}

/**
 * Content files in the public site's masters: whoever reads such a record (editors, staff; drafts included) gets
 * signed addresses so the pictures of a draft show in the editor, and a write stores them plain again
 * (modules/konten/berkas-akses.ts).
 */
function kontenFileValue(
  def: MasterDefinition,
  field: MasterField,
  value: unknown,
  map: (text: string) => string,
): unknown {
  if (def.group !== 'konten' || typeof value !== 'string') return value;
  return field.type === 'richtext' || field.type === 'url' ? map(value) : value;
}

/** The row's columns plus, per relation field, the related row's label (a correlated subquery, one round trip). */
export function itemSelection(def: MasterDefinition, table: MasterTable) {
  const selection: Record<string, SQL.Aliased | ReturnType<typeof masterColumn>> = {
    ...getTableColumns(table),
  };
  for (const field of relationFields(def)) {
    // A named alias keeps a self-relation (parent in the same table) unambiguous.
    const target = masterTableOf(field.relation?.master ?? '');
    const rel = sql.identifier(`rel_${field.name}`);
    const label = sql.identifier(field.relation?.labelField ?? 'nama');
    selection[`__label_${field.name}`] = sql<
      string | null
    >`(select ${rel}.${label}::text from ${sql.identifier(
      getTableName(target),
    )} as ${rel} where ${rel}.id = ${masterColumn(table, field.name)})`.as(`__label_${field.name}`);
  }
  return selection;
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? null : String(value);

export function toItem(def: MasterDefinition, row: Record<string, unknown>): MasterItem {
  const item: MasterItem = {
    id: Number(row.id),
    labels: {},
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    deleted_at: iso(row.deleted_at),
  };
  for (const field of def.fields)
    item[field.name] = kontenFileValue(def, field, row[field.name] ?? null, signBerkasUrls);
  for (const field of relationFields(def)) {
    item.labels[field.name] = (row[`__label_${field.name}`] as string | null | undefined) ?? null;
  }
  return item;
}

export async function findItem(db: Db, def: MasterDefinition, table: MasterTable, id: number) {
  const [row] = await db.select(itemSelection(def, table)).from(table).where(eq(table.id, id));
  return row ? toItem(def, row) : null;
}

/** 422 per relation field whose id is not a live row of its master. */
export async function checkRelations(db: Db, def: MasterDefinition, record: MasterRecord): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of relationFields(def)) {
    const id = record[field.name];
    if (typeof id !== 'number') continue;
    const target = masterTableOf(field.relation?.master ?? '');
    const [found] = await db
      .select({ id: target.id })
      .from(target)
      .where(and(eq(target.id, id), isNull(target.deleted_at)));
    if (!found) errors[field.name] = [RELATION_MESSAGE];
  }
  for (const field of relationFields(def)) {
    if (errors[field.name] || !field.dependsOn || errors[field.dependsOn]) continue;
    const message = await parentMismatch(db, def, record, field);
    if (message) errors[field.name] = [message];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
}

/**
 * How a relation that `dependsOn` a parent field (kota_kabupaten_id on provinsi_id) is checked: the parent
 * field, and the target master's own relation to the parent's master (kota_kabupatens.provinsi_id). Null when
 * the field has no parent or the target has no such relation.
 */
export function parentLink(def: MasterDefinition, field: MasterField) {
  const parent = def.fields.find((f) => f.name === field.dependsOn);
  const target = masterByKey(field.relation?.master ?? '');
  const link = target?.fields.find(
    (f) => f.type === 'relation' && f.relation?.master === parent?.relation?.master,
  );
  if (!parent?.relation || !target || !link) return null;
  return {
    parent,
    target: target.key,
    link: link.name,
    message: `${field.label} tidak berada di ${parent.label} yang dipilih`,
  };
}

/** The parent id (the `link` column) of each of `ids` in the target master. */
export async function parentIdsOf(
  db: Db,
  targetKey: string,
  link: string,
  ids: number[],
): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const target = masterTableOf(targetKey);
  const rows = await db
    .select({ id: target.id, parent: masterColumn(target, link) })
    .from(target)
    .where(inArray(target.id, ids));
  return new Map(rows.map((r) => [r.id, r.parent]));
}

/** The child field's message when it does not point at a child of the chosen parent; unset values pass. */
async function parentMismatch(
  db: Db,
  def: MasterDefinition,
  record: MasterRecord,
  field: MasterField,
): Promise<string | null> {
  const rule = parentLink(def, field);
  const id = record[field.name];
  const parentId = rule ? record[rule.parent.name] : null;
  if (!rule || typeof id !== 'number' || typeof parentId !== 'number') return null;
  const parents = await parentIdsOf(db, rule.target, rule.link, [id]);
  return parents.get(id) === parentId ? null : rule.message;
}

/** 422 per unique field whose value another live row already holds. */
export async function checkUnique(
  db: Db,
  def: MasterDefinition,
  table: MasterTable,
  record: MasterRecord,
  exceptId?: number,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of def.fields.filter((f) => f.unique)) {
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    const col = masterColumn(table, field.name);
    const [clash] = await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(sql`${col} = ${value}`, isNull(table.deleted_at), exceptId ? ne(table.id, exceptId) : undefined),
      )
      .limit(1);
    if (clash) errors[field.name] = [UNIQUE_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
}

/** The live ids among `ids` of a master. */
export async function liveIds(db: Db, masterKey: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const target = masterTableOf(masterKey);
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(and(inArray(target.id, ids), isNull(target.deleted_at)));
  return new Set(rows.map((r) => r.id));
}
