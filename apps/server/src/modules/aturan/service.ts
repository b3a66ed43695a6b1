import { type AturanQuery, type FieldErrors, type MasterDefinition, masterByKey } from '@gratifikasi/domain';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { lha_aturan_internals } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { itemSelection, type MasterItem, toItem } from '../masters/records';
import { createMaster, deleteMaster, updateMaster } from '../masters/service';

/** The internal-rule master: `aturan` is its bulk face, the admin and /kpk screens its one-at-a-time face. */
export function aturanDefinition(): MasterDefinition {
  const def = masterByKey('aturan-internal');
  if (!def) throw new Error('Master aturan-internal missing');
  return def;
}

const table = () => masterTableOf('aturan-internal');
const instansiCol = () => masterColumn(table(), 'instansi_id');

/** The rules that bind an institution: its own and the general ones (no institution). */
export function bindingInstansi(instansiId: number | null): SQL | undefined {
  return instansiId === null
    ? isNull(instansiCol())
    : or(isNull(instansiCol()), eq(instansiCol(), instansiId));
}

export async function listAturan(db: Db, query: AturanQuery) {
  const def = aturanDefinition();
  const t = table();
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    isNull(t.deleted_at),
    query.instansi_id !== undefined ? eq(instansiCol(), query.instansi_id) : undefined,
    query.untuk_instansi_id !== undefined ? bindingInstansi(query.untuk_instansi_id) : undefined,
    q ? or(ilike(masterColumn(t, 'kode'), q), ilike(masterColumn(t, 'nama'), q)) : undefined,
  );
  const rows = await db
    .select({ ...itemSelection(def, t), __total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(t)
    .where(where)
    .orderBy(asc(masterColumn(t, 'kode')), asc(t.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((r) => toItem(def, r)),
    total: rows[0]?.__total ?? 0,
    page,
    per_page: perPage,
  };
}

/** A failed item's field errors under its place in the body (`items.2.kode`), so the form can point at it. */
function atItem(error: unknown, prefix: string): never {
  if (error instanceof ZodError) {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const key = [prefix, ...issue.path.map(String)].join('.');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw new AppError('VALIDATION_FAILED', undefined, errors);
  }
  if (error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.errors) {
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.errors)) errors[`${prefix}.${field}`] = messages;
    throw new AppError('VALIDATION_FAILED', undefined, errors);
  }
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    throw fieldError(prefix, 'Aturan tidak ditemukan');
  }
  throw error;
}

/**
 * Runs one master write per item inside one transaction (each write's own transaction becomes a savepoint),
 * so a bulk call is all or nothing; each item is validated, checked and audited as the master's own write.
 */
async function eachInOne<T>(
  ctx: ServerContext,
  items: readonly T[],
  prefix: string,
  write: (inner: ServerContext, item: T) => Promise<MasterItem>,
): Promise<MasterItem[]> {
  return ctx.db.transaction(async (tx) => {
    const inner: ServerContext = { ...ctx, db: tx };
    const done: MasterItem[] = [];
    for (const [i, item] of items.entries()) {
      done.push(await write(inner, item).catch((e: unknown) => atItem(e, `${prefix}.${i}`)));
    }
    return done;
  });
}

export function createAturan(
  ctx: ServerContext,
  request: RequestMeta,
  items: readonly Record<string, unknown>[],
) {
  const def = aturanDefinition();
  return eachInOne(ctx, items, 'items', (inner, item) => createMaster(inner, request, def, item));
}

export function updateAturan(
  ctx: ServerContext,
  request: RequestMeta,
  items: readonly (Record<string, unknown> & { id: number })[],
) {
  const def = aturanDefinition();
  return eachInOne(ctx, items, 'items', (inner, { id, ...item }) =>
    updateMaster(inner, request, def, id, item),
  );
}

export function deleteAturan(ctx: ServerContext, request: RequestMeta, ids: readonly number[]) {
  const def = aturanDefinition();
  return eachInOne(ctx, ids, 'ids', (inner, id) => deleteMaster(inner, request, def, id));
}

/**
 * The rules an LHA cites: live, binding the report's institution (its own or general), kept per report and
 * replaced each time the LHA is written.
 */
export async function citeAturan(
  tx: Db,
  laporanId: number,
  instansiId: number | null,
  ids: readonly number[],
  userId: number | null,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const t = table();
    const found = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(inArray(t.id, unique), isNull(t.deleted_at), bindingInstansi(instansiId)));
    if (found.length !== unique.length) {
      throw fieldError(
        'aturan_internal_ids',
        'Aturan internal tidak ditemukan atau bukan milik instansi pelapor',
      );
    }
  }
  await tx.delete(lha_aturan_internals).where(eq(lha_aturan_internals.laporan_id, laporanId));
  if (unique.length > 0) {
    await tx
      .insert(lha_aturan_internals)
      .values(unique.map((id) => ({ laporan_id: laporanId, aturan_internal_id: id, user_id: userId })));
  }
}

/** The rules an LHA cites, for the report's screens. */
export async function citedAturan(db: Db, laporanId: number) {
  const def = aturanDefinition();
  const t = table();
  const rows = await db
    .select(itemSelection(def, t))
    .from(t)
    .innerJoin(lha_aturan_internals, eq(lha_aturan_internals.aturan_internal_id, t.id))
    .where(eq(lha_aturan_internals.laporan_id, laporanId))
    .orderBy(asc(masterColumn(t, 'kode')));
  return rows.map((r) => toItem(def, r as Record<string, unknown>));
}
