import { isRoleName, PERMISSION_NAMES, type PermissionName, type RoleName } from '@gratifikasi/domain';
import type { Db } from '../db/client';
import { permission_roles, permissions, roles } from '../db/schema';
import { type Cached, cachedValue } from './cache';

export interface RoleInfo {
  id: number;
  name: RoleName;
  label: string;
  permissions: PermissionName[];
}

/** Roles with their permissions and the permission names by id, as held in memory. */
export interface RbacSnapshot {
  roles: Map<number, RoleInfo>;
  permissionNames: Map<number, PermissionName>;
}

const isPermissionName = (v: string): v is PermissionName =>
  (PERMISSION_NAMES as readonly string[]).includes(v);

async function loadRbac(db: Db): Promise<RbacSnapshot> {
  const [roleRows, permRows, links] = await Promise.all([
    db.select({ id: roles.id, name: roles.name, label: roles.label }).from(roles),
    db.select({ id: permissions.id, name: permissions.name }).from(permissions),
    db.select().from(permission_roles),
  ]);
  const permissionNames = new Map<number, PermissionName>();
  for (const p of permRows) if (isPermissionName(p.name)) permissionNames.set(p.id, p.name);
  const result = new Map<number, RoleInfo>();
  for (const r of roleRows) {
    if (isRoleName(r.name)) result.set(r.id, { id: r.id, name: r.name, label: r.label, permissions: [] });
  }
  for (const link of links) {
    const name = permissionNames.get(link.permission_id);
    const role = result.get(link.role_id);
    if (name && role) role.permissions.push(name);
  }
  for (const role of result.values()) role.permissions.sort();
  return { roles: result, permissionNames };
}

/** Roles → permissions, cached; a write to roles or grants calls `invalidate()`. */
export function createRbacCache(db: Db): Cached<RbacSnapshot> {
  return cachedValue(db, 'rbac', () => loadRbac(db));
}

/** Every permission the user holds: across ALL of their roles, plus those granted directly. */
export function collectPermissions(
  rbac: RbacSnapshot,
  roleIds: readonly number[],
  directPermissionIds: readonly number[],
): Set<PermissionName> {
  const result = new Set<PermissionName>();
  for (const id of roleIds) for (const p of rbac.roles.get(id)?.permissions ?? []) result.add(p);
  for (const id of directPermissionIds) {
    const name = rbac.permissionNames.get(id);
    if (name) result.add(name);
  }
  return result;
}
