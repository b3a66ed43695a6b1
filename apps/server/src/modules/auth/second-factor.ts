import type { SecondFactorAnswer, SecondFactorChallenge, TotpSetup } from '@gratifikasi/domain';
import type { ServerContext } from '../../context';
import type { RequestMeta } from '../../platform/auth-context';
import { assertUserAllowed } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { RbacSnapshot } from '../../platform/rbac';
import { findLoginUserById, initialAccess, type LoginUser, openSession, roleNamesOf } from './login-session';
import { type ChallengeClaims, openChallenge, signChallenge } from './totp/crypto';
import {
  beginEnrolment,
  confirmEnrolment,
  roleRequiresTotp,
  throttledCode,
  useSecondFactor,
} from './totp/service';
import { findTotp } from './totp/store';

/** Minutes a challenge stays good: enough to type a code, or to install an authenticator app and enrol. */
const CHALLENGE_MINUTES = { totp: 5, enrol: 15 } as const;

const expired = () =>
  new AppError('CHALLENGE_EXPIRED', 'Verifikasi login sudah kedaluwarsa. Silakan masuk kembali.');

/**
 * What the password step asks next: `totp` for an account with an active second factor (whatever its roles),
 * `enrol` for one whose role requires it and that has none yet (it enrols before it gets tokens), else null.
 */
export async function secondFactorOf(
  ctx: ServerContext,
  rbac: RbacSnapshot,
  user: LoginUser,
): Promise<'totp' | 'enrol' | null> {
  if ((await findTotp(ctx.db, user.id))?.confirmed_at) return 'totp';
  return roleRequiresTotp(ctx, roleNamesOf(rbac, user.accesses)) ? 'enrol' : null;
}

export function secondFactorChallenge(
  ctx: ServerContext,
  user: LoginUser,
  kind: 'totp' | 'enrol',
): SecondFactorChallenge {
  const seconds = CHALLENGE_MINUTES[kind] * 60;
  const challenge = signChallenge(ctx.config.totpKey, {
    user_id: user.id,
    kind,
    expires_at: Date.now() + seconds * 1000,
    password_at: user.password_changed_at.getTime(),
  });
  return { second_factor: kind, challenge, expires_in: seconds };
}

/** The user a challenge vouches for, still in good standing and with the password it was issued for. */
async function challengedUser(ctx: ServerContext, challenge: string): Promise<[ChallengeClaims, LoginUser]> {
  const claims = openChallenge(ctx.config.totpKey, challenge);
  const user = claims ? await findLoginUserById(ctx, claims.user_id) : undefined;
  if (!claims || !user || user.password_changed_at.getTime() !== claims.password_at) throw expired();
  const settings = await ctx.settings.get();
  assertUserAllowed(user, settings.password_max_age_days);
  return [claims, user];
}

/** Enrolment at login (an `enrol` challenge): a new pending secret to scan. */
export async function beginLoginEnrolment(
  ctx: ServerContext,
  request: RequestMeta,
  challenge: string,
): Promise<TotpSetup> {
  const [claims, user] = await challengedUser(ctx, challenge);
  if (claims.kind !== 'enrol') throw expired();
  return beginEnrolment(ctx, request, user);
}

/**
 * The second step of login: the challenge and a code. An active second factor takes a TOTP code or a recovery
 * code; a pending enrolment (from an `enrol` challenge) is confirmed by its first code and the answer carries the
 * ten recovery codes. Wrong codes count in the login throttle.
 */
export async function completeSecondFactor(
  ctx: ServerContext,
  request: RequestMeta,
  input: { challenge: string; code: string },
): Promise<SecondFactorAnswer> {
  const [claims, user] = await challengedUser(ctx, input.challenge);
  const [settings, rbac] = await Promise.all([ctx.settings.get(), ctx.rbac.get()]);
  // Before any code is used: maintenance refuses the session, and a code spent on nothing would be lost.
  initialAccess(user, settings, rbac);
  const row = await findTotp(ctx.db, user.id);
  if (row?.confirmed_at) {
    const used = await throttledCode(ctx, request, user, () => useSecondFactor(ctx, user.id, input.code));
    return openSession(ctx, request, user, settings, rbac, used);
  }
  if (!row || claims.kind !== 'enrol') {
    throw new AppError('CONFLICT', 'Siapkan aplikasi autentikator terlebih dahulu');
  }
  const codes = await throttledCode(ctx, request, user, () =>
    confirmEnrolment(ctx, request, user.id, input.code),
  );
  const pair = await openSession(ctx, request, user, settings, rbac, 'enrol');
  return { ...pair, recovery_codes: codes };
}
