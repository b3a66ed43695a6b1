import type { Profile } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AccountRow, AuthContext, RequestMeta } from '../../platform/auth-context';
import { accountOfUserColumns } from '../../platform/authenticate';
import { AppError, fieldError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { avatarUrl } from './account';

/** The account fields of a user, when the session's lookup did not bring them (a role switch). */
async function accountOfUser(db: Db, userId: number): Promise<AccountRow> {
  const [row] = await db.select(accountOfUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { telepon: null, nik: null, avatar_media_id: null, pelapors: [] };
}

export function isPlhGh(auth: AuthContext, now = Date.now()): boolean {
  return auth.user.plh_gh_until !== null && auth.user.plh_gh_until.getTime() > now;
}

/**
 * The profile of spec §3 / issue 2 §3. Direct user permissions are listed under every role, so a client
 * checking "any role has permission X" sees them too.
 */
export async function buildProfile(ctx: ServerContext, auth: AuthContext): Promise<Profile> {
  const [rbac, settings, account] = await Promise.all([
    ctx.rbac.get(),
    ctx.settings.get(),
    auth.account ?? accountOfUser(ctx.db, auth.user.id),
  ]);
  const direct = auth.directPermissionIds.flatMap((id) => rbac.permissionNames.get(id) ?? []);
  const roles: Profile['roles'] = [];
  for (const access of auth.accesses) {
    const role = rbac.roles.get(access.role_id);
    if (!role) continue;
    const names = [...new Set([...role.permissions, ...direct])].sort();
    roles.push({
      id: role.id,
      name: role.name,
      label: role.label,
      access_id: access.id,
      scope:
        access.scope_type !== null && access.scope_id !== null
          ? { type: access.scope_type, id: access.scope_id, name: access.scope_name ?? '' }
          : null,
      permissions: names.map((name) => ({ name })),
    });
  }
  const activeRole = auth.activeAccess ? rbac.roles.get(auth.activeAccess.role_id) : undefined;
  return {
    id: auth.user.id,
    username: auth.user.username,
    name: auth.user.name,
    email: auth.user.email,
    roles,
    active_role: activeRole ? { id: activeRole.id, name: activeRole.name, label: activeRole.label } : null,
    access_id: auth.activeAccess?.id ?? null,
    pelapors: account.pelapors,
    max_idle: settings.max_idle,
    session_alert_threshold: settings.session_alert_threshold,
    is_plh_gh: isPlhGh(auth),
    telepon: account.telepon,
    nik: account.nik,
    avatar_url: avatarUrl(account.avatar_media_id),
  };
}

/** Makes another of the user's accesses the session's active one; answers the profile as seen from it. */
export async function changeRole(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  accessId: number,
): Promise<Profile> {
  const target = auth.accesses.find((a) => a.id === accessId);
  if (!target) throw new AppError('FORBIDDEN');
  const rbac = await ctx.rbac.get();
  const roleName = rbac.roles.get(target.role_id)?.name ?? null;
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ access_id: target.id }).where(eq(sessions.id, auth.sessionId));
    await audit(tx, request, {
      action: 'change_role',
      entity: 'sessions',
      entity_id: auth.sessionId,
      before: { access_id: auth.activeAccess?.id ?? null, role: auth.activeRole },
      after: { access_id: target.id, role: roleName },
    });
  });
  return buildProfile(ctx, { ...auth, activeAccess: target, activeRole: roleName });
}

/** Changes the password after checking the old one; other sessions of the account end, this one stays. */
export async function changePasswordProfile(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  input: { old_password: string; password: string },
): Promise<void> {
  const [user] = await ctx.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!user || !(await verifyPassword(user.password_hash, input.old_password))) {
    throw fieldError('old_password', 'Kata sandi lama tidak sesuai');
  }
  if (input.old_password === input.password) {
    throw fieldError('password', 'Kata sandi baru harus berbeda dari kata sandi lama');
  }
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        password_hash: hash,
        password_changed_at: new Date(),
        must_change_password: false,
        updated_at: new Date(),
      })
      .where(eq(users.id, auth.user.id));
    const revoked = await revokeUserSessions(tx, auth.user.id, 'password_change', auth.sessionId);
    await audit(tx, request, {
      action: 'password_change',
      entity: 'users',
      entity_id: auth.user.id,
      after: { revoked_sessions: revoked },
    });
  });
}
