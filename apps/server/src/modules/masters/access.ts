import {
  type MasterDefinition,
  type MasterReadAccess,
  masterWritePermissions,
  mayManageMaster,
  ROLES,
  type RoleName,
} from '@gratifikasi/domain';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

/** The same rule as the platform's route access: a permission from any role, a role only when active. */
function allows(auth: AuthContext | null, access: MasterReadAccess): boolean {
  if (access === 'public') return true;
  if (!auth) return false;
  if (access === 'authenticated') return true;
  if (access.permission && !access.permission.every((p) => auth.permissions.has(p))) return false;
  if (access.roles && (auth.activeRole === null || !access.roles.includes(auth.activeRole))) return false;
  return true;
}

export function assertCanRead(auth: AuthContext | null, def: MasterDefinition): void {
  if (!allows(auth, def.read)) throw new AppError(auth ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}

/** Every role the caller holds (active or not), by name. */
export function callerRoleNames(auth: AuthContext): RoleName[] {
  const ids = new Set(auth.accesses.map((a) => a.role_id));
  return ROLES.filter((r) => ids.has(r.id)).map((r) => r.name);
}

/**
 * Any one of the definition's write permissions, held through any role (as a route's permission). Holding
 * only frapp-master-manage through the KPK `admin` role opens only the KPK admin's masters (deny by default).
 */
export function assertCanWrite(auth: AuthContext | null, def: MasterDefinition): void {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const held = masterWritePermissions(def).filter((p) => auth.permissions.has(p));
  if (held.length === 0) throw new AppError('FORBIDDEN');
  const onlyMasterManage = held.every((p) => p === 'frapp-master-manage');
  if (onlyMasterManage && !mayManageMaster(callerRoleNames(auth), def.key)) throw new AppError('FORBIDDEN');
}
