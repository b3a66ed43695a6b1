import type { UserTokenType } from '@gratifikasi/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user_tokens } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { newOpaqueToken, sha256 } from '../../platform/tokens';

/** Activation and e-mail change links are valid for 24 hours. */
export const USER_TOKEN_TTL_MS = 24 * 3600_000;

/** Registrations and e-mail changes take this transaction lock so two of them cannot claim one NIK or e-mail. */
export async function lockAccountIdentity(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(740401)`);
}

/** Spends the user's open links of one kind (a new link replaces them). */
export async function invalidateUserTokens(tx: Db, userId: number, type: UserTokenType): Promise<void> {
  await tx
    .update(user_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(user_tokens.user_id, userId), eq(user_tokens.type, type), isNull(user_tokens.used_at)));
}

/** A new one-use link token; only its SHA-256 is stored. Returns the token to put in the mailed link. */
export async function issueUserToken(
  tx: Db,
  userId: number,
  type: UserTokenType,
  newEmail: string | null = null,
): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(user_tokens).values({
    user_id: userId,
    type,
    token_hash: sha256(token),
    new_email: newEmail,
    expires_at: new Date(Date.now() + USER_TOKEN_TTL_MS),
  });
  return token;
}

export interface ClaimedToken {
  id: number;
  user_id: number;
  type: UserTokenType;
  new_email: string | null;
}

/**
 * Spends a link token in the caller's transaction: one conditional update, so of two concurrent uses only one
 * wins. Unknown, used or expired → LINK_EXPIRED (422, the spec's message).
 */
export async function claimUserToken(
  tx: Db,
  token: string,
  types: readonly UserTokenType[],
): Promise<ClaimedToken> {
  const [row] = await tx
    .update(user_tokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(user_tokens.token_hash, sha256(token)),
        isNull(user_tokens.used_at),
        gt(user_tokens.expires_at, new Date()),
      ),
    )
    .returning({
      id: user_tokens.id,
      user_id: user_tokens.user_id,
      type: user_tokens.type,
      new_email: user_tokens.new_email,
    });
  if (!row || !types.includes(row.type as UserTokenType)) throw new AppError('LINK_EXPIRED');
  return { ...row, type: row.type as UserTokenType };
}
