import type { RoleName } from '@gratifikasi/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pelapors } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

export type PelaporRow = typeof pelapors.$inferSelect;
export type PelaporAccessMode = 'read' | 'write';

/** KPK roles that may read every pelapor (spec §6); of them only anggota_tim also writes. */
export const KPK_PELAPOR_READERS: readonly RoleName[] = [
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
  'Administrasi/Sekretaris',
];
export const KPK_PELAPOR_WRITERS: readonly RoleName[] = ['anggota_tim'];
/** Administrators read and write every pelapor (admin pelapor screens), deleted ones included. */
export const ADMIN_PELAPOR_ROLES: readonly RoleName[] = ['sysadmin', 'superuser'];

const NOTHING: SQL = sql`false`;

/** The UPG the caller's active access is scoped to, or null (an unscoped UPG account sees nothing). */
export function upgOf(auth: AuthContext): number | null {
  const access = auth.activeAccess;
  if (access?.scope_type !== 'upg' || access.scope_id === null) return null;
  return access.scope_id;
}

/** True when the active role sees every pelapor (KPK readers and administrators). */
export function seesAllPelapors(auth: AuthContext): boolean {
  const role = auth.activeRole;
  return role !== null && (KPK_PELAPOR_READERS.includes(role) || ADMIN_PELAPOR_ROLES.includes(role));
}

/**
 * The rows of `pelapors` the caller may act on in the given mode, as a WHERE condition: `undefined` means all
 * rows, `sql\`false\`` none. Deny by default: the ACTIVE role decides.
 */
export function pelaporScopeFor(auth: AuthContext, mode: PelaporAccessMode): SQL | undefined {
  const role = auth.activeRole;
  if (role === null) return NOTHING;
  if (role === 'individu') return eq(pelapors.user_id, auth.user.id);
  if (role === 'upg') {
    const upg = upgOf(auth);
    return upg === null ? NOTHING : eq(pelapors.upg_id, upg);
  }
  if (role === 'data_entry') return eq(pelapors.created_by, auth.user.id);
  if (ADMIN_PELAPOR_ROLES.includes(role)) return undefined;
  if (mode === 'write') return KPK_PELAPOR_WRITERS.includes(role) ? undefined : NOTHING;
  return KPK_PELAPOR_READERS.includes(role) ? undefined : NOTHING;
}

/** Read scope for the pelapor lists (`undefined` = all rows; `sql\`false\`` = none). */
export function pelaporScope(auth: AuthContext): SQL | undefined {
  return pelaporScopeFor(auth, 'read');
}

export interface PelaporForActorOptions {
  /** Also find a soft-deleted pelapor (restore, admin detail); only administrators get one. */
  withDeleted?: boolean;
}

/**
 * The pelapor `pelaporId` if the caller may read (or write) it; otherwise NOT_FOUND, the same answer as for a
 * pelapor that does not exist, so its existence is never revealed. Deleted pelapors answer NOT_FOUND unless
 * `withDeleted` is asked by an administrator.
 */
export async function pelaporForActor(
  db: Db,
  auth: AuthContext,
  pelaporId: number,
  mode: PelaporAccessMode,
  options: PelaporForActorOptions = {},
): Promise<PelaporRow> {
  const scope = pelaporScopeFor(auth, mode);
  const isAdmin = auth.activeRole !== null && ADMIN_PELAPOR_ROLES.includes(auth.activeRole);
  const live = options.withDeleted && isAdmin ? undefined : isNull(pelapors.deleted_at);
  const [row] = await db
    .select()
    .from(pelapors)
    .where(and(eq(pelapors.id, pelaporId), live, scope))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Pelapor tidak ditemukan');
  return row;
}
