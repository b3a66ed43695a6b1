import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  matchingStep,
  newRecoveryCodes,
  newSecret,
  openChallenge,
  openSecret,
  recoveryHash,
  sealSecret,
  signChallenge,
} from './crypto';

const KEY = 'kunci-uji-totp-0000';

describe('TOTP secrets at rest', () => {
  it('opens only with the same key and for the same user', () => {
    const secret = newSecret();
    const sealed = sealSecret(KEY, 7, secret);
    expect(sealed).not.toContain(secret);
    expect(openSecret(KEY, 7, sealed)).toBe(secret);
    expect(openSecret(KEY, 8, sealed)).toBe(null);
    expect(openSecret('kunci-lain-0000000', 7, sealed)).toBe(null);
    expect(sealSecret(KEY, 7, secret)).not.toBe(sealed);
  });
});

describe('codes (RFC 6238)', () => {
  it('accepts the current step and one step of drift either way, and answers the step', async () => {
    const secret = newSecret();
    const now = 1_800_000_000_000;
    const at = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
    const step = Math.floor(now / 30_000);
    expect(await matchingStep(secret, await at(now), now)).toBe(step);
    expect(await matchingStep(secret, await at(now - 30_000), now)).toBe(step - 1);
    expect(await matchingStep(secret, await at(now + 30_000), now)).toBe(step + 1);
    expect(await matchingStep(secret, await at(now - 90_000), now)).toBe(null);
    expect(await matchingStep(secret, 'abcdef', now)).toBe(null);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, stored as keyed hashes that ignore case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hash = recoveryHash(KEY, codes[0]);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryHash(KEY, codes[0].toLowerCase().replace('-', ''))).toBe(hash);
    expect(recoveryHash('kunci-lain-0000000', codes[0])).not.toBe(hash);
  });
});

describe('the second-factor challenge', () => {
  const claims = { user_id: 5, kind: 'totp' as const, expires_at: 2_000, password_at: 1_000 };

  it('opens while unexpired and untouched', () => {
    const challenge = signChallenge(KEY, claims);
    expect(openChallenge(KEY, challenge, 1_999)).toEqual(claims);
    expect(openChallenge(KEY, challenge, 2_000)).toBe(null);
    expect(openChallenge('kunci-lain-0000000', challenge, 1_000)).toBe(null);
  });

  it('refuses a changed body', () => {
    const [, mac] = signChallenge(KEY, claims).split('.');
    const forged = Buffer.from(JSON.stringify([6, 'totp', 2_000, 1_000])).toString('base64url');
    expect(openChallenge(KEY, `${forged}.${mac}`, 1_000)).toBe(null);
    expect(openChallenge(KEY, 'tanpa-titik', 1_000)).toBe(null);
  });
});
