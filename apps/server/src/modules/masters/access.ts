import { type MasterDefinition, type MasterReadAccess, masterWritePermissions } from '@gratifikasi/domain';
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

/** Any one of the definition's write permissions, held through any role (as a route's permission). */
export function assertCanWrite(auth: AuthContext | null, def: MasterDefinition): void {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (!masterWritePermissions(def).some((p) => auth.permissions.has(p))) throw new AppError('FORBIDDEN');
}
