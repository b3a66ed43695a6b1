import type { LoginAnswer, TokenPair } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { refresh_tokens, sessions, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { assertSessionAlive, assertUserAllowed } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { RbacSnapshot } from '../../platform/rbac';
import type { Settings } from '../../platform/settings';
import { sha256 } from '../../platform/tokens';
import { findLoginUserByName, initialAccess, openSession } from './login-session';
import { secondFactorChallenge, secondFactorOf } from './second-factor';
import { openSuccessor, sealSuccessor } from './successor';
import { startLoginAttempt } from './throttle';
import { issueTokenPair, revokeSession } from './tokens';
import { useSecondFactor, WRONG_CODE } from './totp/service';

/**
 * Password login shared by the SPA's login call and the OAuth password grant: throttle, credentials, account
 * standing, maintenance, the second factor, then a new session (replacing older ones when single_session is on).
 * An account that must pass the second factor gets a challenge instead of tokens, unless `code` came along and is
 * right (a wrong code counts in the throttle like a wrong password).
 */
export async function login(
  ctx: ServerContext,
  request: RequestMeta,
  input: { username: string; password: string; code?: string },
): Promise<LoginAnswer> {
  const username = input.username.trim().toLowerCase();
  const [settings, rbac] = await Promise.all([ctx.settings.get(), ctx.rbac.get()]);
  const attempt = await startLoginAttempt(ctx.throttle, username, request.ip, settings.login_throttle);
  let failed = false;
  try {
    return await loginChecked(ctx, request, { ...input, username }, settings, rbac, () => {
      failed = true;
    });
  } finally {
    // A wrong password keeps its place in the throttle's counters; anything else gives it back.
    if (!failed) await attempt.succeeded();
  }
}

async function loginChecked(
  ctx: ServerContext,
  request: RequestMeta,
  input: { username: string; password: string; code?: string },
  settings: Settings,
  rbac: RbacSnapshot,
  onWrong: () => void,
): Promise<LoginAnswer> {
  const { username } = input;
  const user = await findLoginUserByName(ctx, username);
  if (!(await verifyPassword(user?.password_hash ?? null, input.password))) {
    onWrong();
    await auditFailure(ctx, request, user?.id ?? null, { username });
    throw new AppError('INVALID_CREDENTIALS');
  }
  assertUserAllowed(user, settings.password_max_age_days);
  // Only after the password is right, so the answer does not reveal an account waiting for activation.
  if (user.activated_at === null) throw new AppError('ACCOUNT_NOT_ACTIVATED');
  initialAccess(user, settings, rbac);

  const factor = await secondFactorOf(ctx, rbac, user);
  if (factor === null) return openSession(ctx, request, user, settings, rbac);
  const code = input.code?.trim() ?? '';
  if (factor === 'totp' && code !== '') {
    const used = await useSecondFactor(ctx, user.id, code);
    if (!used) {
      onWrong();
      await auditFailure(ctx, request, user.id, { username, second_factor: true });
      throw new AppError('VALIDATION_FAILED', WRONG_CODE, { code: [WRONG_CODE] });
    }
    return openSession(ctx, request, user, settings, rbac, used);
  }
  return secondFactorChallenge(ctx, user, factor);
}

async function auditFailure(ctx: ServerContext, request: RequestMeta, userId: number | null, after: object) {
  await ctx.db.transaction(async (tx) => {
    await audit(tx, request, {
      action: 'login_failed',
      entity: 'users',
      entity_id: userId,
      user_id: userId,
      after,
    });
  });
}

/** The refresh token with its session and user, by the token's hash. */
async function findRefreshToken(ctx: ServerContext, hash: string) {
  const [row] = await ctx.db
    .select({
      id: refresh_tokens.id,
      expires_at: refresh_tokens.expires_at,
      used_at: refresh_tokens.used_at,
      successor: refresh_tokens.successor,
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
    .where(eq(refresh_tokens.token_hash, hash));
  return row;
}

/**
 * Rotates the pair. A rotated token presented again within `REFRESH_GRACE_SECONDS` (two tabs refreshing at once)
 * gets the same new pair its first use got; later it means the token leaked, and the whole family is revoked (469).
 */
export async function refresh(
  ctx: ServerContext,
  request: RequestMeta,
  refreshToken: string,
): Promise<TokenPair> {
  const hash = sha256(refreshToken);
  const row = await findRefreshToken(ctx, hash);
  if (!row || row.expires_at.getTime() <= Date.now()) throw new AppError('INVALID_REFRESH_TOKEN');
  assertSessionAlive(row);
  const settings = await ctx.settings.get();

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
  /** A used token: the successor it got, inside the grace window; revocation otherwise. */
  const successorOrRevoke = async (used: NonNullable<typeof row>): Promise<TokenPair> => {
    assertSessionAlive(used);
    const graceMs = ctx.config.refreshGraceSeconds * 1000;
    const fresh = used.used_at !== null && Date.now() - used.used_at.getTime() <= graceMs;
    const pair = fresh && used.successor ? openSuccessor(refreshToken, used.successor) : null;
    if (!pair) throw await revokeForReuse();
    assertUserAllowed(used, settings.password_max_age_days);
    return pair;
  };
  if (row.used_at !== null) return successorOrRevoke(row);
  assertUserAllowed(row, settings.password_max_age_days);

  const pair = await ctx.db.transaction(async (tx) => {
    // Conditional update: of two concurrent uses only one wins; the loser reads the winner's successor.
    const claimed = await tx
      .update(refresh_tokens)
      .set({ used_at: new Date() })
      .where(and(eq(refresh_tokens.id, row.id), isNull(refresh_tokens.used_at)))
      .returning({ id: refresh_tokens.id });
    if (claimed.length === 0) return null;
    const next = await issueTokenPair(tx, row.session_id);
    await tx
      .update(refresh_tokens)
      .set({ successor: sealSuccessor(refreshToken, next) })
      .where(eq(refresh_tokens.id, row.id));
    await audit(tx, request, {
      action: 'refresh',
      entity: 'sessions',
      entity_id: row.session_id,
      user_id: row.user_id,
      role_name: null,
    });
    return next;
  });
  if (pair) {
    ctx.tokenUsers.set(sha256(pair.access_token), row.user_id);
    return pair;
  }
  // The winner committed its successor together with used_at, so it is there to read.
  const used = await findRefreshToken(ctx, hash);
  if (!used) throw new AppError('INVALID_REFRESH_TOKEN');
  return successorOrRevoke(used);
}

export async function logout(ctx: ServerContext, request: RequestMeta, sessionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'logout');
    await audit(tx, request, { action: 'logout', entity: 'sessions', entity_id: sessionId });
  });
}
