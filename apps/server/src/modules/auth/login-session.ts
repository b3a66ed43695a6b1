import type { RoleName } from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import { type AccessRow, ADMIN_ROLES, type RequestMeta } from '../../platform/auth-context';
import { accessesOfUser } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { RbacSnapshot } from '../../platform/rbac';
import type { Settings } from '../../platform/settings';
import { sha256 } from '../../platform/tokens';
import { issueTokenPair, revokeUserSessions } from './tokens';

const userAgent = (request: RequestMeta) => {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 500) : null;
};

/** What a login reads of the account: its standing, its password and its accesses. */
const loginUserColumns = {
  id: users.id,
  username: users.username,
  password_hash: users.password_hash,
  is_active: users.is_active,
  deleted_at: users.deleted_at,
  must_change_password: users.must_change_password,
  password_changed_at: users.password_changed_at,
  activated_at: users.activated_at,
  accesses: accessesOfUser,
};

export async function findLoginUserByName(ctx: ServerContext, username: string) {
  const [user] = await ctx.db
    .select(loginUserColumns)
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username}`, isNull(users.deleted_at)));
  return user;
}

export async function findLoginUserById(ctx: ServerContext, id: number) {
  const [user] = await ctx.db
    .select(loginUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return user;
}

export type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUserById>>>;

/** The role names of the user's accesses. */
export function roleNamesOf(rbac: RbacSnapshot, accesses: readonly AccessRow[]): RoleName[] {
  return accesses.map((a) => rbac.roles.get(a.role_id)?.name).filter((n): n is RoleName => n !== undefined);
}

/**
 * The access a new session starts on; during maintenance only an admin gets one (on an admin access, so the
 * session can work at once), anyone else is refused with the maintenance message.
 */
export function initialAccess(user: LoginUser, settings: Settings, rbac: RbacSnapshot): AccessRow | null {
  const isAdminAccess = (a: AccessRow) => {
    const name = rbac.roles.get(a.role_id)?.name;
    return name !== undefined && ADMIN_ROLES.includes(name);
  };
  const adminAccess = user.accesses.find(isAdminAccess);
  if (settings.maintenance.enabled && !adminAccess) {
    throw new AppError('MAINTENANCE', settings.maintenance.message);
  }
  return (settings.maintenance.enabled ? adminAccess : undefined) ?? user.accesses[0] ?? null;
}

/**
 * A new session for a user whose password (and second factor, when asked) was right, replacing older ones when
 * single_session is on; audited as `login` with how the second factor was passed.
 */
export async function openSession(
  ctx: ServerContext,
  request: RequestMeta,
  user: LoginUser,
  settings: Settings,
  rbac: RbacSnapshot,
  secondFactor: 'totp' | 'recovery' | 'enrol' | null = null,
) {
  const initial = initialAccess(user, settings, rbac);
  const pair = await ctx.db.transaction(async (tx) => {
    const replaced = settings.single_session ? await revokeUserSessions(tx, user.id, 'replaced') : [];
    const [session] = await tx
      .insert(sessions)
      .values({
        user_id: user.id,
        access_id: initial?.id ?? null,
        ip: request.ip,
        user_agent: userAgent(request),
      })
      .returning({ id: sessions.id });
    const pair = await issueTokenPair(tx, session.id);
    await audit(tx, request, {
      action: 'login',
      entity: 'sessions',
      entity_id: session.id,
      user_id: user.id,
      role_name: initial ? (rbac.roles.get(initial.role_id)?.name ?? null) : null,
      after: {
        access_id: initial?.id ?? null,
        replaced_sessions: replaced,
        ...(secondFactor ? { second_factor: secondFactor } : {}),
      },
    });
    return pair;
  });
  ctx.tokenUsers.set(sha256(pair.access_token), user.id);
  return pair;
}
