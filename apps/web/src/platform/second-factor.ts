import type { SecondFactorChallenge } from '@gratifikasi/domain';
import { isRecord } from './http/errors';

/**
 * The password was right but the account must pass the second factor: `session.login` throws this with the
 * server's challenge, and the login form asks for the code (or the enrolment) next.
 */
export class SecondFactorRequired extends Error {
  readonly challenge: SecondFactorChallenge;

  constructor(challenge: SecondFactorChallenge) {
    super('Kode verifikasi diperlukan');
    this.name = 'SecondFactorRequired';
    this.challenge = challenge;
  }
}

/** The challenge of a login answer, if that is what it is. */
export function challengeOf(body: unknown): SecondFactorChallenge | null {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data) || typeof data.challenge !== 'string') return null;
  if (data.second_factor !== 'totp' && data.second_factor !== 'enrol') return null;
  return {
    second_factor: data.second_factor,
    challenge: data.challenge,
    expires_in: typeof data.expires_in === 'number' ? data.expires_in : 0,
  };
}

/** The recovery codes an enrolment at login answered, if any. */
export function recoveryCodesOf(body: unknown): string[] | null {
  const data = isRecord(body) ? body.data : null;
  const codes = isRecord(data) ? data.recovery_codes : null;
  return Array.isArray(codes) && codes.every((c) => typeof c === 'string') ? codes : null;
}
