import { PERMISSION_NAMES } from '@gratifikasi/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { permission_roles, permission_users, permissions, role_users, roles, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { containsPattern, offsetOf, orderBy, type PageQuery } from '../admin-users/paging';

export async function listRoles(ctx: ServerContext) {
  const [rbac, counts] = await Promise.all([
    ctx.rbac.get(),
    ctx.db
      .select({ role_id: role_users.role_id, users: count() })
      .from(role_users)
      .groupBy(role_users.role_id),
  ]);
  const byRole = new Map(counts.map((c) => [c.role_id, c.users]));
  const items = [...rbac.roles.values()]
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      name: r.name,
      label: r.label,
      permissions: r.permissions,
      user_count: byRole.get(r.id) ?? 0,
    }));
  return { items, total: items.length, page: 1, per_page: Math.max(items.length, 1) };
}

export async function listPermissions(ctx: ServerContext) {
  const [rows, rbac] = await Promise.all([
    ctx.db.select().from(permissions).orderBy(asc(permissions.id)),
    ctx.rbac.get(),
  ]);
  const items = rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    roles: [...rbac.roles.values()].filter((r) => r.permissions.some((n) => n === p.name)).map((r) => r.name),
  }));
  return { items, total: items.length, page: 1, per_page: Math.max(items.length, 1) };
}

/** Replaces the permissions of one role; the in-memory grant cache is dropped so the change applies at once. */
export async function setRolePermissions(
  ctx: ServerContext,
  request: RequestMeta,
  roleId: number,
  names: readonly string[],
) {
  const unknown = names.filter((n) => !(PERMISSION_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      permissions: [`Hak akses tidak dikenal: ${unknown.join(', ')}`],
    });
  }
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
    if (!role) throw new AppError('NOT_FOUND', 'Peran tidak ditemukan');
    const before = await tx
      .select({ name: permissions.name })
      .from(permission_roles)
      .innerJoin(permissions, eq(permissions.id, permission_roles.permission_id))
      .where(eq(permission_roles.role_id, roleId));
    const ids =
      names.length > 0
        ? await tx
            .select({ id: permissions.id })
            .from(permissions)
            .where(inArray(permissions.name, [...names]))
        : [];
    await tx.delete(permission_roles).where(eq(permission_roles.role_id, roleId));
    if (ids.length > 0) {
      await tx.insert(permission_roles).values(ids.map((p) => ({ permission_id: p.id, role_id: roleId })));
    }
    await audit(tx, request, {
      action: 'role_permissions_replace',
      entity: 'roles',
      entity_id: roleId,
      before: { permissions: before.map((b) => b.name).sort() },
      after: { permissions: [...new Set(names)].sort() },
    });
  });
  ctx.rbac.invalidate();
  const { items } = await listRoles(ctx);
  const role = items.find((r) => r.id === roleId);
  if (!role) throw new AppError('NOT_FOUND', 'Peran tidak ditemukan');
  return role;
}

const userPattern = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const p = containsPattern(q);
  return or(ilike(users.username, p), ilike(users.name, p), ilike(users.email, p));
};

export interface PermissionUserQuery extends PageQuery {
  user_id?: number;
  permission?: string;
}

export async function listPermissionUsers(ctx: ServerContext, query: PermissionUserQuery) {
  const where = and(
    userPattern(query.q),
    query.user_id ? eq(permission_users.user_id, query.user_id) : undefined,
    query.permission ? eq(permissions.name, query.permission) : undefined,
  );
  const base = () =>
    ctx.db
      .select({
        user_id: users.id,
        username: users.username,
        name: users.name,
        permission_id: permissions.id,
        permission: permissions.name,
      })
      .from(permission_users)
      .innerJoin(users, eq(users.id, permission_users.user_id))
      .innerJoin(permissions, eq(permissions.id, permission_users.permission_id))
      .where(where);
  const sortable = { username: users.username, name: users.name, permission: permissions.name };
  const [items, [{ total }]] = await Promise.all([
    base()
      .orderBy(orderBy(query, sortable, 'username'), permissions.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(permission_users)
      .innerJoin(users, eq(users.id, permission_users.user_id))
      .innerJoin(permissions, eq(permissions.id, permission_users.permission_id))
      .where(where),
  ]);
  return { items, total, page: query.page, per_page: query.per_page };
}

async function permissionId(ctx: ServerContext, name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, name));
  if (!row) throw new AppError('VALIDATION_FAILED', undefined, { permission: ['Hak akses tidak ditemukan'] });
  return row.id;
}

export async function grantPermission(
  ctx: ServerContext,
  request: RequestMeta,
  userId: number,
  name: string,
) {
  const pid = await permissionId(ctx, name);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('VALIDATION_FAILED', undefined, { user_id: ['Pengguna tidak ditemukan'] });
    const inserted = await tx
      .insert(permission_users)
      .values({ user_id: userId, permission_id: pid })
      .onConflictDoNothing()
      .returning({ user_id: permission_users.user_id });
    if (inserted.length === 0) {
      throw new AppError('VALIDATION_FAILED', undefined, { permission: ['Hak akses sudah diberikan'] });
    }
    await audit(tx, request, {
      action: 'permission_user_grant',
      entity: 'permission_users',
      entity_id: userId,
      after: { permission: name },
    });
  });
  return { user_id: userId, permission_id: pid, permission: name };
}

export async function revokePermission(
  ctx: ServerContext,
  request: RequestMeta,
  userId: number,
  pid: number,
) {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(permission_users)
      .where(and(eq(permission_users.user_id, userId), eq(permission_users.permission_id, pid)))
      .returning({ permission_id: permission_users.permission_id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'Hak akses pengguna tidak ditemukan');
    await audit(tx, request, {
      action: 'permission_user_revoke',
      entity: 'permission_users',
      entity_id: userId,
      before: { permission_id: pid },
    });
  });
}

export interface RoleUserQuery extends PageQuery {
  role?: string;
  user_id?: number;
  scope_type?: string;
}

export async function listRoleUsers(ctx: ServerContext, query: RoleUserQuery) {
  const where = and(
    userPattern(query.q),
    query.role ? eq(roles.name, query.role) : undefined,
    query.user_id ? eq(role_users.user_id, query.user_id) : undefined,
    query.scope_type ? eq(role_users.scope_type, query.scope_type) : undefined,
  );
  const sortable = { id: role_users.id, username: users.username, name: users.name, role: roles.name };
  const [items, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        access_id: role_users.id,
        user_id: users.id,
        username: users.username,
        name: users.name,
        is_active: users.is_active,
        role_id: roles.id,
        role_name: roles.name,
        role_label: roles.label,
        scope_type: role_users.scope_type,
        scope_id: role_users.scope_id,
        scope_name: role_users.scope_name,
      })
      .from(role_users)
      .innerJoin(users, eq(users.id, role_users.user_id))
      .innerJoin(roles, eq(roles.id, role_users.role_id))
      .where(where)
      .orderBy(orderBy(query, sortable, 'id'), role_users.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(role_users)
      .innerJoin(users, eq(users.id, role_users.user_id))
      .innerJoin(roles, eq(roles.id, role_users.role_id))
      .where(where),
  ]);
  return { items, total: Number(total), page: query.page, per_page: query.per_page };
}
