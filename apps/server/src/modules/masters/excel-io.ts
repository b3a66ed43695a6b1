import {
  type MasterDefinition,
  type MasterField,
  type MasterRecord,
  parseMasterField,
} from '@gratifikasi/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { type CellValue, readWorkbook } from '../../platform/excel';
import type { MasterItem } from './records';
import { liveIds, parentIdsOf, parentLink, RELATION_MESSAGE, storedValue, UNIQUE_MESSAGE } from './records';

export const MAX_IMPORT_ROWS = 10_000;
const INSERT_CHUNK = 500;

/** One export cell: relations by their label, enums by their option label, booleans as Ya/Tidak. */
export function exportCell(field: MasterField, item: MasterItem): CellValue {
  const value = item[field.name];
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'relation':
      return item.labels[field.name] ?? null;
    case 'enum': {
      const label = (v: unknown) => field.options?.find((o) => o.value === v)?.label ?? String(v);
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    }
    case 'boolean':
      return value ? 'Ya' : 'Tidak';
    case 'integer':
      return Number(value);
    case 'decimal':
    case 'money':
      return Number(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

const norm = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase();

/** A relation cell names its row by id or by the target's label; labels become ids (unknown ones stay text). */
async function resolveRelationLabels(
  db: Db,
  field: MasterField,
  values: CellValue[],
): Promise<Map<string, number>> {
  const labels = [
    ...new Set(values.filter((v) => typeof v === 'string' && !/^\d+$/.test(v.trim())).map(norm)),
  ];
  if (labels.length === 0 || !field.relation) return new Map();
  const target = masterTableOf(field.relation.master);
  const labelCol = masterColumn(target, field.relation.labelField);
  const rows = await db
    .select({ id: target.id, label: sql<string>`lower(${labelCol}::text)` })
    .from(target)
    .where(and(inArray(sql`lower(${labelCol}::text)`, labels), isNull(target.deleted_at)));
  return new Map(rows.map((r) => [r.label, r.id]));
}

type RowErrors = Record<string, string[]>;
const addError = (errors: RowErrors, row: number, field: string, message: string) => {
  const key = `${row}.${field}`;
  errors[key] = [...(errors[key] ?? []), message];
};

/** Reads, validates every row (fields, in-file and in-table uniqueness, relations), then inserts all or none. */
export async function importMaster(
  ctx: ServerContext,
  request: RequestMeta,
  def: MasterDefinition,
  bytes: Buffer,
): Promise<number> {
  const { headers, rows } = await readWorkbook(bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', 'Berkas Excel tidak dapat dibaca', {
      file: ['Berkas tidak valid'],
    });
  });
  const columnOf = new Map<string, number>();
  headers.forEach((h, i) => {
    const field = def.fields.find((f) => norm(f.label) === norm(h) || f.name === h.trim());
    if (field && !columnOf.has(field.name)) columnOf.set(field.name, i);
  });
  const missing = def.fields.filter((f) => f.required && f.default === undefined && !columnOf.has(f.name));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Kolom wajib tidak ditemukan di baris judul', {
      file: missing.map((f) => `Kolom "${f.label}" tidak ada`),
    });
  }
  if (rows.length === 0)
    throw new AppError('VALIDATION_FAILED', undefined, { file: ['Berkas tidak berisi data'] });
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      file: [`Maksimal ${MAX_IMPORT_ROWS} baris per impor`],
    });
  }

  const cell = (cells: CellValue[], field: MasterField) => {
    const i = columnOf.get(field.name);
    return i === undefined ? null : (cells[i] ?? null);
  };
  const relationMaps = new Map<string, Map<string, number>>();
  for (const field of def.fields.filter((f) => f.type === 'relation')) {
    relationMaps.set(
      field.name,
      await resolveRelationLabels(
        ctx.db,
        field,
        rows.map((r) => cell(r.cells, field)),
      ),
    );
  }

  const errors: RowErrors = {};
  const records: { rowNumber: number; record: MasterRecord }[] = [];
  for (const { rowNumber, cells } of rows) {
    const record: MasterRecord = {};
    let valid = true;
    for (const field of def.fields) {
      let raw: unknown = cell(cells, field);
      if (
        field.type === 'relation' &&
        typeof raw === 'string' &&
        !/^\d+$/.test(raw.trim()) &&
        raw.trim() !== ''
      ) {
        raw = relationMaps.get(field.name)?.get(norm(raw)) ?? -1;
      }
      if (field.type === 'enum' && raw !== null && !field.multiple) {
        raw = field.options?.find((o) => norm(o.label) === norm(raw))?.value ?? raw;
      }
      const first = parseMasterField(field, raw);
      const parsed = first.ok ? storedValue(field, first.value) : first;
      if (parsed.ok) record[field.name] = parsed.value;
      else {
        valid = false;
        addError(errors, rowNumber, field.name, parsed.message);
      }
    }
    if (valid) records.push({ rowNumber, record });
  }

  await checkImportRelations(ctx.db, def, records, errors);
  await checkImportUnique(ctx.db, def, records, errors);
  const failedRows = new Set(Object.keys(errors).map((k) => k.split('.')[0]));
  if (failedRows.size > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Impor gagal: ${failedRows.size} baris tidak valid. Tidak ada data yang disimpan.`,
      errors,
    );
  }

  const table = masterTableOf(def.key);
  const userId = request.auth?.user.id ?? null;
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < records.length; i += INSERT_CHUNK) {
      const chunk = records.slice(i, i + INSERT_CHUNK);
      await tx
        .insert(table)
        .values(chunk.map((r) => ({ ...r.record, created_by: userId, updated_by: userId })));
    }
    await audit(tx, request, {
      action: 'master_import',
      entity: def.table,
      after: { inserted: records.length },
    });
  });
  return records.length;
}

async function checkImportRelations(
  db: Db,
  def: MasterDefinition,
  records: { rowNumber: number; record: MasterRecord }[],
  errors: RowErrors,
): Promise<void> {
  for (const field of def.fields.filter((f) => f.type === 'relation' && f.relation)) {
    const ids = [
      ...new Set(records.map((r) => r.record[field.name]).filter((v): v is number => typeof v === 'number')),
    ];
    const live = await liveIds(db, field.relation?.master ?? '', ids);
    for (const { rowNumber, record } of records) {
      const id = record[field.name];
      if (typeof id === 'number' && !live.has(id)) addError(errors, rowNumber, field.name, RELATION_MESSAGE);
    }
  }
  // A child relation must sit under the row's chosen parent (kota/kabupaten in the chosen provinsi).
  for (const field of def.fields.filter((f) => f.dependsOn)) {
    const rule = parentLink(def, field);
    if (!rule) continue;
    const ids = [
      ...new Set(records.map((r) => r.record[field.name]).filter((v): v is number => typeof v === 'number')),
    ];
    const parents = await parentIdsOf(db, rule.target, rule.link, ids);
    for (const { rowNumber, record } of records) {
      const id = record[field.name];
      const parentId = record[rule.parent.name];
      if (typeof id !== 'number' || typeof parentId !== 'number' || !parents.has(id)) continue;
      if (parents.get(id) !== parentId) addError(errors, rowNumber, field.name, rule.message);
    }
  }
}

async function checkImportUnique(
  db: Db,
  def: MasterDefinition,
  records: { rowNumber: number; record: MasterRecord }[],
  errors: RowErrors,
): Promise<void> {
  const table = masterTableOf(def.key);
  for (const field of def.fields.filter((f) => f.unique)) {
    const firstRow = new Map<string, number>();
    for (const { rowNumber, record } of records) {
      const value = record[field.name];
      if (value === null || value === undefined) continue;
      const key = String(value);
      const seen = firstRow.get(key);
      if (seen !== undefined) addError(errors, rowNumber, field.name, `Duplikat dengan baris ${seen}`);
      else firstRow.set(key, rowNumber);
    }
    const values = [...firstRow.keys()];
    if (values.length === 0) continue;
    const col = masterColumn(table, field.name);
    const taken = await db
      .select({ value: sql<string>`${col}::text` })
      .from(table)
      .where(and(inArray(sql`${col}::text`, values), isNull(table.deleted_at)));
    for (const { value } of taken) addError(errors, firstRow.get(value) ?? 0, field.name, UNIQUE_MESSAGE);
  }
}
