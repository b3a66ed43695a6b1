import { secondFactorKind, type TotpSetup, totpRequired } from '@gratifikasi/domain';
import type { ServerContext } from '../../../context';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { startLoginAttempt } from '../throttle';
import { enrolmentOf, matchingStep, newRecoveryCodes, newSecret, openSecret, sealSecret } from './crypto';
import { claimStep, consumeRecoveryCode, findTotp, replaceRecoveryCodes, savePending } from './store';

export const WRONG_CODE = 'Kode verifikasi salah atau sudah pernah dipakai';

/** Whether a role of the account obliges it to pass the second factor (TOTP_ROLES). */
export function roleRequiresTotp(ctx: ServerContext, roleNames: readonly string[]): boolean {
  return totpRequired(roleNames, ctx.config.totpRoles);
}

/**
 * A code for a confirmed second factor: a TOTP code of a time step later than the last one accepted (a replay, even
 * concurrent, is refused), or a recovery code not used before (used now). How it passed, or null.
 */
export async function useSecondFactor(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const row = await findTotp(ctx.db, userId);
  if (!row?.confirmed_at) return null;
  const kind = secondFactorKind(code);
  if (kind === 'recovery') {
    return (await consumeRecoveryCode(ctx.db, ctx.config.totpKey, userId, code)) ? 'recovery' : null;
  }
  if (kind !== 'totp') return null;
  const secret = openSecret(ctx.config.totpKey, userId, row.secret);
  const step = secret ? await matchingStep(secret, code) : null;
  if (step === null) return null;
  return (await claimStep(ctx.db, userId, step)) ? 'totp' : null;
}

/** A new pending secret for the user (replacing a pending one); refused while one is active. */
export async function beginEnrolment(
  ctx: ServerContext,
  request: RequestMeta,
  user: { id: number; username: string },
): Promise<TotpSetup> {
  const active = new AppError('CONFLICT', 'Autentikasi dua faktor sudah aktif');
  if ((await findTotp(ctx.db, user.id))?.confirmed_at) throw active;
  const secret = newSecret();
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await savePending(tx, user.id, sealSecret(ctx.config.totpKey, user.id, secret)))) return false;
    await audit(tx, request, {
      action: 'totp_enrolment_started',
      entity: 'users',
      entity_id: user.id,
      user_id: user.id,
    });
    return true;
  });
  if (!saved) throw active;
  return { secret, ...(await enrolmentOf(secret, user.username)) };
}

/**
 * Activates a pending secret with its first valid code and hands out the ten recovery codes (only now, only once);
 * null for a wrong code.
 */
export async function confirmEnrolment(
  ctx: ServerContext,
  request: RequestMeta,
  userId: number,
  code: string,
): Promise<string[] | null> {
  const row = await findTotp(ctx.db, userId);
  if (!row) throw new AppError('CONFLICT', 'Siapkan aplikasi autentikator terlebih dahulu');
  if (row.confirmed_at) throw new AppError('CONFLICT', 'Autentikasi dua faktor sudah aktif');
  const secret = openSecret(ctx.config.totpKey, userId, row.secret);
  const step = secret ? await matchingStep(secret, code) : null;
  if (step === null) return null;
  return ctx.db.transaction(async (tx) => {
    if (!(await claimStep(tx, userId, step, true))) return null;
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, ctx.config.totpKey, userId, codes);
    await audit(tx, request, {
      action: 'totp_enrolled',
      entity: 'users',
      entity_id: userId,
      user_id: userId,
    });
    return codes;
  });
}

/**
 * Runs a code check inside the login throttle of the account (the same counters as wrong passwords): a wrong code
 * keeps its place and is audited, anything else gives it back. Throws 422 on a wrong code.
 */
export async function throttledCode<T>(
  ctx: ServerContext,
  request: RequestMeta,
  user: { id: number; username: string },
  check: () => Promise<T | null>,
): Promise<T> {
  const settings = await ctx.settings.get();
  const username = user.username.trim().toLowerCase();
  const attempt = await startLoginAttempt(ctx.throttle, username, request.ip, settings.login_throttle);
  let result: T | null = null;
  let wrong = false;
  try {
    result = await check();
    wrong = result === null;
  } finally {
    if (!wrong) await attempt.succeeded();
  }
  if (result === null) {
    await ctx.db.transaction((tx) =>
      audit(tx, request, {
        action: 'totp_failed',
        entity: 'users',
        entity_id: user.id,
        user_id: user.id,
        after: { username },
      }),
    );
    throw new AppError('VALIDATION_FAILED', WRONG_CODE, { code: [WRONG_CODE] });
  }
  return result;
}
