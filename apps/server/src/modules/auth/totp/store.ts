import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { totp_recovery_codes, user_totp } from '../../../db/schema';
import { recoveryHash } from './crypto';

export interface TotpRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: number | null;
}

export async function findTotp(db: Db, userId: number): Promise<TotpRow | null> {
  const [row] = await db
    .select({
      secret: user_totp.secret,
      confirmed_at: user_totp.confirmed_at,
      last_step: user_totp.last_step,
    })
    .from(user_totp)
    .where(eq(user_totp.user_id, userId));
  return row ?? null;
}

/** A new pending secret, replacing a pending one (never a confirmed one: the caller checked, the where re-checks). */
export async function savePending(db: Db, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(user_totp)
    .values({ user_id: userId, secret: sealed })
    .onConflictDoUpdate({
      target: user_totp.user_id,
      set: { secret: sealed, last_step: null, created_at: new Date() },
      setWhere: isNull(user_totp.confirmed_at),
    })
    .returning({ user_id: user_totp.user_id });
  return rows.length > 0;
}

/**
 * Claims a time step: true when it is later than the last one accepted, recorded in the same statement, so of two
 * requests with one code only one wins (replay refused). `confirm` also activates a pending secret.
 */
export async function claimStep(db: Db, userId: number, step: number, confirm = false): Promise<boolean> {
  const rows = await db
    .update(user_totp)
    .set(confirm ? { last_step: step, confirmed_at: new Date() } : { last_step: step })
    .where(
      and(
        eq(user_totp.user_id, userId),
        confirm ? isNull(user_totp.confirmed_at) : undefined,
        or(isNull(user_totp.last_step), lt(user_totp.last_step, step)),
      ),
    )
    .returning({ user_id: user_totp.user_id });
  return rows.length > 0;
}

/** Uses a recovery code once: the conditional update lets exactly one of two concurrent uses through. */
export async function consumeRecoveryCode(
  db: Db,
  totpKey: string,
  userId: number,
  code: string,
): Promise<boolean> {
  const rows = await db
    .update(totp_recovery_codes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(totp_recovery_codes.user_id, userId),
        eq(totp_recovery_codes.code_hash, recoveryHash(totpKey, code)),
        isNull(totp_recovery_codes.used_at),
      ),
    )
    .returning({ id: totp_recovery_codes.id });
  return rows.length > 0;
}

/** Replaces every recovery code of the user with these. */
export async function replaceRecoveryCodes(
  db: Db,
  totpKey: string,
  userId: number,
  codes: string[],
): Promise<void> {
  await db.delete(totp_recovery_codes).where(eq(totp_recovery_codes.user_id, userId));
  await db
    .insert(totp_recovery_codes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(totpKey, code) })));
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(totp_recovery_codes)
    .where(and(eq(totp_recovery_codes.user_id, userId), isNull(totp_recovery_codes.used_at)));
  return Number(row?.n ?? 0);
}

/** Removes the second factor and its recovery codes; whether there was one. */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  await db.delete(totp_recovery_codes).where(eq(totp_recovery_codes.user_id, userId));
  const rows = await db
    .delete(user_totp)
    .where(eq(user_totp.user_id, userId))
    .returning({ confirmed_at: user_totp.confirmed_at });
  return rows.some((r) => r.confirmed_at !== null);
}
