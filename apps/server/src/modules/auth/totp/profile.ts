import { RECOVERY_CODE_COUNT, type TotpStatus } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { verifyPassword } from '../../../platform/passwords';
import { roleNamesOf } from '../login-session';
import { newRecoveryCodes } from './crypto';
import { confirmEnrolment, roleRequiresTotp, throttledCode, useSecondFactor } from './service';
import { deleteTotp, findTotp, recoveryCodesLeft, replaceRecoveryCodes } from './store';

/** Whether a role of this signed-in user requires the second factor. */
async function requiredFor(ctx: ServerContext, auth: AuthContext): Promise<boolean> {
  return roleRequiresTotp(ctx, roleNamesOf(await ctx.rbac.get(), auth.accesses));
}

export async function totpStatus(ctx: ServerContext, auth: AuthContext): Promise<TotpStatus> {
  const row = await findTotp(ctx.db, auth.user.id);
  const enabled = Boolean(row?.confirmed_at);
  return {
    enabled,
    required: await requiredFor(ctx, auth),
    confirmed_at: row?.confirmed_at?.toISOString() ?? null,
    recovery_codes_left: enabled ? await recoveryCodesLeft(ctx.db, auth.user.id) : 0,
  };
}

/** Confirms the caller's pending enrolment with its first code (throttled); the ten recovery codes. */
export async function confirmOwnEnrolment(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  code: string,
): Promise<string[]> {
  return throttledCode(ctx, request, auth.user, () => confirmEnrolment(ctx, request, auth.user.id, code));
}

/** Ten new recovery codes (the old ones stop working), after a valid code. */
export async function regenerateRecoveryCodes(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  code: string,
): Promise<string[]> {
  const userId = auth.user.id;
  if (!(await findTotp(ctx.db, userId))?.confirmed_at) {
    throw new AppError('CONFLICT', 'Autentikasi dua faktor belum aktif');
  }
  await throttledCode(ctx, request, auth.user, () => useSecondFactor(ctx, userId, code));
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, ctx.config.totpKey, userId, codes);
    await audit(tx, request, {
      action: 'totp_recovery_codes_regenerated',
      entity: 'users',
      entity_id: userId,
      after: { count: RECOVERY_CODE_COUNT },
    });
  });
  return codes;
}

/** Turns the caller's second factor off, with the password and a valid code; refused where a role requires it. */
export async function disableOwnTotp(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  input: { password: string; code: string },
): Promise<void> {
  const userId = auth.user.id;
  if (await requiredFor(ctx, auth)) {
    throw new AppError('FORBIDDEN', 'Peran Anda mewajibkan autentikasi dua faktor; ia tidak dapat dimatikan');
  }
  if (!(await findTotp(ctx.db, userId))?.confirmed_at) {
    throw new AppError('CONFLICT', 'Autentikasi dua faktor belum aktif');
  }
  const [user] = await ctx.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(user?.password_hash ?? null, input.password))) {
    throw fieldError('password', 'Kata sandi salah');
  }
  await throttledCode(ctx, request, auth.user, () => useSecondFactor(ctx, userId, input.code));
  await ctx.db.transaction(async (tx) => {
    await deleteTotp(tx, userId);
    await audit(tx, request, { action: 'totp_disabled', entity: 'users', entity_id: userId });
  });
}
