import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3), the OWASP-recommended profile. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still spends the time of one verification,
 * so response timing does not reveal which usernames exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('timing-equaliser-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
