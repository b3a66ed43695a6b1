import type { TokenPair } from '@gratifikasi/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { access_tokens, refresh_tokens, sessions } from '../../db/schema';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_SECONDS,
  secondsFromNow,
  sha256,
} from '../../platform/tokens';

/** Issues a new access + refresh pair in a session (login and every rotation). */
export async function issueTokenPair(tx: Db, sessionId: number): Promise<TokenPair> {
  const access = newOpaqueToken();
  const refresh = newOpaqueToken();
  await tx.insert(access_tokens).values({
    session_id: sessionId,
    token_hash: sha256(access),
    expires_at: secondsFromNow(ACCESS_TOKEN_TTL_SECONDS),
  });
  await tx.insert(refresh_tokens).values({
    session_id: sessionId,
    token_hash: sha256(refresh),
    expires_at: secondsFromNow(REFRESH_TOKEN_TTL_SECONDS),
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

export type RevokeReason = 'logout' | 'replaced' | 'refresh_reuse' | 'password_reset' | 'password_change';

/** Revokes one session: every access and refresh token of its family stops working. */
export async function revokeSession(tx: Db, sessionId: number, reason: RevokeReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Revokes every live session of a user, optionally sparing one (the caller's own). */
export async function revokeUserSessions(
  tx: Db,
  userId: number,
  reason: RevokeReason,
  exceptSessionId?: number,
): Promise<number[]> {
  const rows = await tx
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
