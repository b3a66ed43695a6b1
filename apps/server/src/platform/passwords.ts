import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended profile (19 MiB, t=2, p=1): strong, yet a login stays well under a
 * second on a busy 2-core server (the library default, 64 MiB t=3 p=4, took ~0.9 s there).
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
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
