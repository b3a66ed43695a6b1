import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '@gratifikasi/domain';

/**
 * The pair that replaced a refresh token, kept beside the used token for the grace window. It is encrypted
 * (AES-256-GCM) with a key derived from the used refresh token, which is never stored: only whoever presents
 * that token again can read it, and the database alone gives nothing away.
 */
const keyOf = (refreshToken: string) => createHash('sha256').update(`successor:${refreshToken}`).digest();

export function sealSuccessor(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed pair, or null when it cannot be opened with this token (or is malformed). */
export function openSuccessor(refreshToken: string, sealed: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as TokenPair;
  } catch {
    return null;
  }
}
