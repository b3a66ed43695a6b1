import { type MasterDefinition, type MasterRecord, masterRecordSchema } from '@gratifikasi/domain';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { type MasterTable, masterTableOf } from '../../db/schema/masters';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { assertNotReferenced } from './delete-guard';
import { masterHooks } from './hooks';
import { type ListQuery, listOrder, listWhere } from './query';
import {
  checkRelations,
  checkUnique,
  findItem,
  itemSelection,
  type MasterItem,
  storedRecord,
  toItem,
  UNIQUE_MESSAGE,
} from './records';

export interface MasterPage {
  items: MasterItem[];
  total: number;
  page: number;
  per_page: number;
}

const tableOf = (def: MasterDefinition): MasterTable => masterTableOf(def.key);

/** The unique index a concurrent writer beat us to (the pre-check passed) still answers 422, not 500. */
export function asUniqueClash(def: MasterDefinition, error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505') {
    const field = def.fields.find((f) => f.unique && constraint?.startsWith(`${def.table}_${f.name}_`));
    throw new AppError('VALIDATION_FAILED', undefined, { [field?.name ?? '_']: [UNIQUE_MESSAGE] });
  }
  throw error;
}

export async function listMaster(db: Db, def: MasterDefinition, query: ListQuery): Promise<MasterPage> {
  const table = tableOf(def);
  const where = listWhere(def, table, query);
  // One scan: the page carries the filtered total in every row (`count(*) over ()`, computed before LIMIT).
  const rows = await db
    .select({ ...itemSelection(def, table), __total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...listOrder(table, query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  // A page past the end has no row to carry the total; only then is it counted on its own.
  const total =
    rows[0]?.__total ??
    (query.page > 1 ? ((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0) : 0);
  return {
    items: rows.map((r) => toItem(def, r)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The whole filtered set (for the Excel export), in list order. */
export async function listAll(db: Db, def: MasterDefinition, query: ListQuery): Promise<MasterItem[]> {
  const table = tableOf(def);
  const rows = await db
    .select(itemSelection(def, table))
    .from(table)
    .where(listWhere(def, table, query))
    .orderBy(...listOrder(table, query));
  return rows.map((r) => toItem(def, r));
}

export async function getMaster(db: Db, def: MasterDefinition, id: number): Promise<MasterItem> {
  const item = await findItem(db, def, tableOf(def), id);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** Validates a full record: its fields, its relations, its unique fields. */
async function validRecord(
  db: Db,
  def: MasterDefinition,
  body: unknown,
  exceptId?: number,
): Promise<MasterRecord> {
  const record = storedRecord(def, masterRecordSchema(def).parse(body ?? {}));
  const refused = await masterHooks(def.key)?.check?.(record);
  if (refused) throw new AppError('VALIDATION_FAILED', undefined, refused);
  await checkRelations(db, def, record);
  await checkUnique(db, def, tableOf(def), record, exceptId);
  return record;
}

export async function createMaster(
  ctx: ServerContext,
  request: RequestMeta,
  def: MasterDefinition,
  body: unknown,
): Promise<MasterItem> {
  return ctx.db
    .transaction((tx) => insertMaster(tx, request, def, body))
    .catch((error: unknown) => asUniqueClash(def, error));
}

/** A new master row inside the caller's transaction: validated, hooked and audited as every create. */
export async function insertMaster(
  tx: Db,
  request: RequestMeta,
  def: MasterDefinition,
  body: unknown,
): Promise<MasterItem> {
  const table = tableOf(def);
  const record = await validRecord(tx, def, body);
  const userId = request.auth?.user.id ?? null;
  const [row] = await tx
    .insert(table)
    .values({ ...record, created_by: userId, updated_by: userId })
    .returning({ id: table.id });
  await masterHooks(def.key)?.afterWrite?.(tx, row?.id ?? 0, userId);
  const item = await getMaster(tx, def, row?.id ?? 0);
  await audit(tx, request, {
    action: 'master_create',
    entity: def.table,
    entity_id: item.id,
    after: record,
  });
  return item;
}

/** Locks a live (or, for restore, deleted) row for the change; 404 otherwise. */
async function lockRow(tx: Db, def: MasterDefinition, id: number, deleted: boolean): Promise<MasterItem> {
  const table = tableOf(def);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), deleted ? isNotNull(table.deleted_at) : isNull(table.deleted_at)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return getMaster(tx, def, id);
}

export async function updateMaster(
  ctx: ServerContext,
  request: RequestMeta,
  def: MasterDefinition,
  id: number,
  body: unknown,
): Promise<MasterItem> {
  const table = tableOf(def);
  return ctx.db
    .transaction(async (tx) => {
      const before = await lockRow(tx, def, id, false);
      const record = await validRecord(tx, def, body, id);
      await tx
        .update(table)
        .set({ ...record, updated_by: request.auth?.user.id ?? null, updated_at: new Date() })
        .where(eq(table.id, id));
      await masterHooks(def.key)?.afterWrite?.(tx, id, request.auth?.user.id ?? null);
      const after = await getMaster(tx, def, id);
      await audit(tx, request, { action: 'master_update', entity: def.table, entity_id: id, before, after });
      return after;
    })
    .catch((error: unknown) => asUniqueClash(def, error));
}

export async function deleteMaster(
  ctx: ServerContext,
  request: RequestMeta,
  def: MasterDefinition,
  id: number,
): Promise<MasterItem> {
  const table = tableOf(def);
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, def, id, false);
    await assertNotReferenced(tx, def, id);
    const now = new Date();
    await tx
      .update(table)
      .set({ deleted_at: now, updated_at: now, updated_by: request.auth?.user.id ?? null })
      .where(eq(table.id, id));
    const after = await getMaster(tx, def, id);
    await audit(tx, request, { action: 'master_delete', entity: def.table, entity_id: id, before });
    return after;
  });
}

export async function restoreMaster(
  ctx: ServerContext,
  request: RequestMeta,
  def: MasterDefinition,
  id: number,
): Promise<MasterItem> {
  const table = tableOf(def);
  return ctx.db
    .transaction(async (tx) => {
      const before = await lockRow(tx, def, id, true);
      // A live row may have taken a unique value meanwhile; restoring would break the rule.
      await checkUnique(tx, def, table, before, id);
      await tx
        .update(table)
        .set({ deleted_at: null, updated_at: new Date(), updated_by: request.auth?.user.id ?? null })
        .where(eq(table.id, id));
      const after = await getMaster(tx, def, id);
      await audit(tx, request, { action: 'master_restore', entity: def.table, entity_id: id, after });
      return after;
    })
    .catch((error: unknown) => asUniqueClash(def, error));
}
