import type { RoleName } from '../access/roles';

/**
 * The masters the KPK `admin` role keeps (spec §2 /kpk 'Master data', issue 28 §1): institutions, their units
 * and sub-units, UPGs and the institution–UPG links, plus the /kpk internal rules and socialisation materials
 * whose screens live in /kpk. Every other master is the system administrators' (sysadmin, superuser).
 */
export const KPK_ADMIN_MASTER_KEYS = [
  'instansi',
  'unit-kerja',
  'sub-unit-kerja',
  'upg',
  'instansi-upg',
  'aturan-internal',
  'materi-sosialisasi',
] as const;

const SYSTEM_ADMIN_ROLES: readonly RoleName[] = ['superuser', 'sysadmin'];

/**
 * Whether a caller's master-management permission is the KPK admin's only (deny by default): true when they
 * hold the `admin` role and neither system administrator role, whatever role is active.
 */
export function isKpkAdminOnly(roleNames: readonly RoleName[]): boolean {
  return roleNames.includes('admin') && !roleNames.some((r) => SYSTEM_ADMIN_ROLES.includes(r));
}

/** Whether a caller holding these roles may change the master `key` through frapp-master-manage. */
export function mayManageMaster(roleNames: readonly RoleName[], key: string): boolean {
  return !isKpkAdminOnly(roleNames) || (KPK_ADMIN_MASTER_KEYS as readonly string[]).includes(key);
}
