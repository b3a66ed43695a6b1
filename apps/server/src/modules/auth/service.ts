import type { TokenPair } from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { refresh_tokens, sessions, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import { type AccessRow, ADMIN_ROLES, type RequestMeta } from '../../platform/auth-context';
import { accessesOfUser, assertSessionAlive, assertUserAllowed } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { sha256 } from '../../platform/tokens';
import { assertNotThrottled, clearFailedLogins, recordFailedLogin } from './throttle';
import { issueTokenPair, revokeSession, revokeUserSessions } from './tokens';

const userAgent = (request: RequestMeta) => {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 500) : null;
};

/**
 * Password login shared by the SPA's login call and the OAuth password grant: throttle, credentials, account
 * standing, maintenance, then a new session (replacing older ones when single_session is on).
 */
export async function login(
  ctx: ServerContext,
  request: RequestMeta,
  input: { username: string; password: string },
): Promise<TokenPair> {
  const username = input.username.trim().toLowerCase();
  const [settings, rbac] = await Promise.all([ctx.settings.get(), ctx.rbac.get()]);
  await assertNotThrottled(ctx.db, username, request.ip, settings.login_throttle);

  const [user] = await ctx.db
    .select({
      id: users.id,
      password_hash: users.password_hash,
      is_active: users.is_active,
      deleted_at: users.deleted_at,
      must_change_password: users.must_change_password,
      password_changed_at: users.password_changed_at,
      activated_at: users.activated_at,
      accesses: accessesOfUser,
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username}`, isNull(users.deleted_at)));

  if (!(await verifyPassword(user?.password_hash ?? null, input.password))) {
    await ctx.db.transaction(async (tx) => {
      await recordFailedLogin(tx, username, request.ip);
      await audit(tx, request, {
        action: 'login_failed',
        entity: 'users',
        entity_id: user?.id ?? null,
        user_id: user?.id ?? null,
        after: { username },
      });
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  assertUserAllowed(user, settings.password_max_age_days);
  // Only after the password is right, so the answer does not reveal an account waiting for activation.
  if (user.activated_at === null) throw new AppError('ACCOUNT_NOT_ACTIVATED');

  const roleName = (id: number) => rbac.roles.get(id)?.name;
  const isAdminAccess = (a: AccessRow) => {
    const name = roleName(a.role_id);
    return name !== undefined && ADMIN_ROLES.includes(name);
  };
  const adminAccess = user.accesses.find(isAdminAccess);
  if (settings.maintenance.enabled && !adminAccess) {
    throw new AppError('MAINTENANCE', settings.maintenance.message);
  }
  // During maintenance an admin starts on an admin access so the session can work at once.
  const initial = (settings.maintenance.enabled ? adminAccess : undefined) ?? user.accesses[0] ?? null;

  return ctx.db.transaction(async (tx) => {
    await clearFailedLogins(tx, username);
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
      role_name: initial ? (roleName(initial.role_id) ?? null) : null,
      after: { access_id: initial?.id ?? null, replaced_sessions: replaced },
    });
    return pair;
  });
}

/** Rotates the pair. A refresh token presented twice means it leaked: the whole family is revoked (469). */
export async function refresh(
  ctx: ServerContext,
  request: RequestMeta,
  refreshToken: string,
): Promise<TokenPair> {
  const [row] = await ctx.db
    .select({
      id: refresh_tokens.id,
      expires_at: refresh_tokens.expires_at,
      used_at: refresh_tokens.used_at,
      session_id: sessions.id,
      revoked_at: sessions.revoked_at,
      revoked_reason: sessions.revoked_reason,
      user_id: users.id,
      is_active: users.is_active,
      deleted_at: users.deleted_at,
      must_change_password: users.must_change_password,
      password_changed_at: users.password_changed_at,
    })
    .from(refresh_tokens)
    .innerJoin(sessions, eq(sessions.id, refresh_tokens.session_id))
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(refresh_tokens.token_hash, sha256(refreshToken)));
  if (!row || row.expires_at.getTime() <= Date.now()) throw new AppError('INVALID_REFRESH_TOKEN');
  assertSessionAlive(row);

  const revokeForReuse = async () => {
    await ctx.db.transaction(async (tx) => {
      await revokeSession(tx, row.session_id, 'refresh_reuse');
      await audit(tx, request, {
        action: 'refresh_reuse',
        entity: 'sessions',
        entity_id: row.session_id,
        user_id: row.user_id,
        role_name: null,
      });
    });
    return new AppError('SESSION_REVOKED');
  };
  if (row.used_at !== null) throw await revokeForReuse();
  const settings = await ctx.settings.get();
  assertUserAllowed(row, settings.password_max_age_days);

  const pair = await ctx.db.transaction(async (tx) => {
    // Conditional update: of two concurrent uses only one wins; the loser is treated as reuse.
    const claimed = await tx
      .update(refresh_tokens)
      .set({ used_at: new Date() })
      .where(and(eq(refresh_tokens.id, row.id), isNull(refresh_tokens.used_at)))
      .returning({ id: refresh_tokens.id });
    if (claimed.length === 0) return null;
    const next = await issueTokenPair(tx, row.session_id);
    await audit(tx, request, {
      action: 'refresh',
      entity: 'sessions',
      entity_id: row.session_id,
      user_id: row.user_id,
      role_name: null,
    });
    return next;
  });
  if (!pair) throw await revokeForReuse();
  return pair;
}

export async function logout(ctx: ServerContext, request: RequestMeta, sessionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'logout');
    await audit(tx, request, { action: 'logout', entity: 'sessions', entity_id: sessionId });
  });
}
