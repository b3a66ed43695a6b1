import { and, count, eq, ilike, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { permission_users, permissions, sessions, users } from '../../db/schema';
import type { AccessRow } from '../../platform/auth-context';
import { accessesOfUser } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { RbacSnapshot } from '../../platform/rbac';
import { containsPattern, iso, offsetOf, orderBy } from './paging';
import { placementColumns } from './placement';
import type { UserDetail, UserListQuery, UserView } from './schemas';

export const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  nik: users.nik,
  nip: users.nip,
  is_active: users.is_active,
  must_change_password: users.must_change_password,
  password_changed_at: users.password_changed_at,
  created_at: users.created_at,
  updated_at: users.updated_at,
  deleted_at: users.deleted_at,
  accesses: accessesOfUser,
  ...placementColumns,
};

export interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string | null;
  nik: string | null;
  nip: string | null;
  is_active: boolean;
  must_change_password: boolean;
  password_changed_at: Date;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  accesses: AccessRow[];
  grup_id: number | null;
  tim_id: number | null;
  grup_nama: string | null;
  tim_nama: string | null;
}

export function toUserView(row: UserRow, rbac: RbacSnapshot): UserView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    nik: row.nik,
    nip: row.nip,
    is_active: row.is_active,
    must_change_password: row.must_change_password,
    grup_id: row.grup_id,
    grup_nama: row.grup_nama,
    tim_id: row.tim_id,
    tim_nama: row.tim_nama,
    accesses: row.accesses.map((a) => {
      const role = rbac.roles.get(a.role_id);
      const scoped = a.scope_type !== null && a.scope_id !== null;
      return {
        access_id: a.id,
        role_id: a.role_id,
        role_name: role?.name ?? String(a.role_id),
        role_label: role?.label ?? String(a.role_id),
        scope: scoped
          ? {
              scope_type: a.scope_type as 'instansi' | 'upg' | 'unit_kerja',
              scope_id: a.scope_id as number,
              scope_name: a.scope_name ?? '',
            }
          : null,
      };
    }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: iso(row.deleted_at),
  };
}

// "users"."id" is spelled out: inside the subquery an unqualified id would bind to role_users.id.
const hasRole = (role: string) =>
  sql`exists (select 1 from role_users ru join roles r on r.id = ru.role_id
    where ru.user_id = "users"."id" and r.name = ${role})`;

/** `withoutSystemAdmins`: the KPK admin's view leaves out the superusers' and sysadmins' accounts. */
function userFilters(query: UserListQuery, withoutSystemAdmins: boolean): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    withoutSystemAdmins ? not(or(hasRole('superuser'), hasRole('sysadmin')) as SQL) : undefined,
    query.trashed === 'only'
      ? isNotNull(users.deleted_at)
      : query.trashed === 'with'
        ? undefined
        : isNull(users.deleted_at),
    pattern
      ? or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
      : undefined,
    query.role ? hasRole(query.role) : undefined,
    query.is_active ? eq(users.is_active, query.is_active === 'true') : undefined,
    query.grup_id ? eq(users.grup_id, query.grup_id) : undefined,
    query.tim_id ? eq(users.tim_id, query.tim_id) : undefined,
  );
}

const SORTABLE = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  is_active: users.is_active,
  created_at: users.created_at,
};

export async function listUsers(ctx: ServerContext, query: UserListQuery, withoutSystemAdmins = false) {
  const where = userFilters(query, withoutSystemAdmins);
  const [rows, [{ total }], rbac] = await Promise.all([
    ctx.db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(orderBy(query, SORTABLE, 'id'), users.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
    ctx.rbac.get(),
  ]);
  return {
    items: rows.map((row) => toUserView(row, rbac)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** One user including soft-deleted ones (an admin restores from the detail). */
export async function findUserRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan');
  return row;
}

export async function getUser(ctx: ServerContext, id: number): Promise<UserDetail> {
  const [row, rbac, direct, [{ live }]] = await Promise.all([
    findUserRow(ctx.db, id),
    ctx.rbac.get(),
    ctx.db
      .select({ name: permissions.name })
      .from(permission_users)
      .innerJoin(permissions, eq(permissions.id, permission_users.permission_id))
      .where(eq(permission_users.user_id, id)),
    ctx.db
      .select({ live: count() })
      .from(sessions)
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at))),
  ]);
  return {
    ...toUserView(row, rbac),
    direct_permissions: direct.map((d) => d.name).sort(),
    password_changed_at: row.password_changed_at.toISOString(),
    active_sessions: live,
  };
}
