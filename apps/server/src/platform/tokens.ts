import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 60 minutes (issue 2 §3). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Refresh tokens outlive many idle periods; rotation and reuse detection keep them safe. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;

/** A random opaque token (32 bytes, base64url). Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison (client secrets). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}
