import { PPG_ROLES, type RoleName } from '@gratifikasi/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';

/** The UPG keeps its institution's records; the KPK's PPG roles read every institution's. */
export const UPG_WRITER: readonly RoleName[] = ['upg'];
export const PPG_READERS: readonly RoleName[] = [...UPG_WRITER, ...PPG_ROLES];

/** Who is asking: a UPG (its institution and UPG), or the KPK's PPG team (every institution). */
export type PpgActor = { kind: 'upg'; instansiId: number; upgId: number } | { kind: 'kpk' };

/**
 * The caller as a PPG actor. A UPG account whose access names no UPG, or whose UPG has no institution, reaches
 * nothing (403, as for a role without these records).
 */
export async function ppgActor(db: Db, auth: AuthContext): Promise<PpgActor> {
  const role = auth.activeRole;
  if (role !== null && (PPG_ROLES as readonly RoleName[]).includes(role)) return { kind: 'kpk' };
  const access = auth.activeAccess;
  if (role !== 'upg' || access?.scope_type !== 'upg' || access.scope_id === null) {
    throw new AppError('FORBIDDEN');
  }
  const upgs = masterTableOf('upg');
  const [row] = await db
    .select({ instansi_id: masterColumn(upgs, 'instansi_id') })
    .from(upgs)
    .where(and(eq(upgs.id, access.scope_id), isNull(upgs.deleted_at)));
  const instansiId = row?.instansi_id as number | null | undefined;
  if (!instansiId) throw new AppError('FORBIDDEN', 'Akun UPG Anda belum terhubung dengan instansi');
  return { kind: 'upg', instansiId, upgId: access.scope_id };
}

/** Only a UPG writes; the KPK reads (403 otherwise). */
export function requireUpg(actor: PpgActor): Extract<PpgActor, { kind: 'upg' }> {
  if (actor.kind !== 'upg') throw new AppError('FORBIDDEN', 'Hanya UPG yang dapat mengubah data ini');
  return actor;
}

/** The rows the actor may see: a UPG its institution's, the KPK all (the caller adds `deleted_at is null`). */
export function scopeOf(actor: PpgActor, instansiColumn: PgColumn): SQL | undefined {
  return actor.kind === 'upg' ? eq(instansiColumn, actor.instansiId) : undefined;
}

/** A live row of a master, or a 422 on `field` (an id that does not exist, is deleted or inactive). */
export async function requireMasterRow(
  db: Db,
  key: string,
  id: number,
  field: string,
  message: string,
): Promise<Record<string, unknown>> {
  const t = masterTableOf(key);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deleted_at), sql`${masterColumn(t, 'is_active')} is not false`));
  if (!row) throw fieldError(field, message);
  return row as Record<string, unknown>;
}

/** Like `requireMasterRow` for masters without an `is_active` field (regions). */
export async function requireRegion(db: Db, key: string, id: number, field: string, message: string) {
  const t = masterTableOf(key);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deleted_at)));
  if (!row) throw fieldError(field, message);
  return row as Record<string, unknown>;
}
