import { isKpkAdminOnly, ROLES, type RoleName } from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role_users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { callerRoleNames } from '../masters/access';

/** The system administrators' roles: the KPK admin neither sees their accounts nor grants them. */
export const SYSTEM_ADMIN_ROLE_NAMES: readonly RoleName[] = ['superuser', 'sysadmin'];
const SYSTEM_ADMIN_ROLE_IDS = ROLES.filter((r) => SYSTEM_ADMIN_ROLE_NAMES.includes(r.name)).map((r) => r.id);

/**
 * Whether the caller manages users as the KPK `admin` only (manajemen-user without a system administrator's
 * role): their view leaves out system administrators' accounts and their actions stop short of the
 * system administrators' own (deleting, restoring, granting superuser or sysadmin).
 */
export function managesAsKpkAdmin(auth: AuthContext): boolean {
  return isKpkAdminOnly(callerRoleNames(auth));
}

/** A system administrator's account is not the KPK admin's: it answers not-found, as another scope's record. */
export async function assertUserInScope(db: Db, auth: AuthContext, userId: number): Promise<void> {
  if (!managesAsKpkAdmin(auth)) return;
  const [row] = await db
    .select({ id: role_users.id })
    .from(role_users)
    .where(and(eq(role_users.user_id, userId), inArray(role_users.role_id, SYSTEM_ADMIN_ROLE_IDS)))
    .limit(1);
  if (row) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan');
}

/** The KPK admin grants no system administrator's role. */
export function assertGrantable(auth: AuthContext, roleIds: readonly number[]): void {
  if (managesAsKpkAdmin(auth) && roleIds.some((id) => SYSTEM_ADMIN_ROLE_IDS.includes(id))) {
    throw new AppError(
      'FORBIDDEN',
      'Peran superuser dan sysadmin hanya dapat diberikan oleh administrator sistem',
    );
  }
}

/**
 * The system administrators' own actions: deleting and restoring accounts, and changing what a role or a
 * user may do (role permissions, direct grants) — through which the KPK admin could otherwise raise itself.
 */
export function assertSystemAdmin(
  auth: AuthContext,
  message = 'Hanya administrator sistem yang dapat menghapus atau memulihkan pengguna',
): void {
  if (managesAsKpkAdmin(auth)) throw new AppError('FORBIDDEN', message);
}
