import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@gratifikasi/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Gratifikasi Online';

/** A key for one use, derived from TOTP_KEY, so the secret box, the code hashes and the challenges never share one. */
const derive = (totpKey: string, use: string) => createHash('sha256').update(`${use}:${totpKey}`).digest();

/** Seals a base32 secret (AES-256-GCM), the user id as associated data: a row copied to another user won't open. */
export function sealSecret(totpKey: string, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(totpKey, 'totp-secret'), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed secret, or null when it does not open (another key, another user, tampered). */
export function openSecret(totpKey: string, userId: number, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', derive(totpKey, 'totp-secret'), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function newSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the authenticator app scans: the otpauth URL and its QR code as SVG. */
export async function enrolmentOf(
  secret: string,
  label: string,
): Promise<{ otpauth_url: string; qr_svg: string }> {
  const otpauth_url = generateURI({
    issuer: ISSUER,
    label,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const qr_svg = await QRCode.toString(otpauth_url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauth_url, qr_svg };
}

/**
 * The time step of a valid code (RFC 6238: 30-second steps, one step of clock drift either way), or null. The
 * caller refuses a step not later than the last one accepted (replay).
 */
export async function matchingStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten fresh recovery codes as shown (`ABCDE-FGHJK`). */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(
      '',
    );
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(formatRecoveryCode(one()));
  return [...codes];
}

/** A recovery code's stored form: an HMAC under a key of its own, so the table alone gives no code away. */
export function recoveryHash(totpKey: string, code: string): string {
  return createHmac('sha256', derive(totpKey, 'totp-recovery'))
    .update(normalizeRecoveryCode(code))
    .digest('hex');
}

/** What the password step vouches for: who, what is asked next, until when, and the password it checked. */
export interface ChallengeClaims {
  user_id: number;
  kind: 'totp' | 'enrol';
  /** Milliseconds since the epoch. */
  expires_at: number;
  /** `password_changed_at` when the password was checked: a password changed since voids the challenge. */
  password_at: number;
}

const challengeMac = (totpKey: string, body: string) =>
  createHmac('sha256', derive(totpKey, 'totp-challenge')).update(body).digest();

export function signChallenge(totpKey: string, claims: ChallengeClaims): string {
  const body = Buffer.from(
    JSON.stringify([claims.user_id, claims.kind, claims.expires_at, claims.password_at]),
  ).toString('base64url');
  return `${body}.${challengeMac(totpKey, body).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired challenge; null otherwise. */
export function openChallenge(totpKey: string, challenge: string, now = Date.now()): ChallengeClaims | null {
  const [body, mac, extra] = challenge.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = challengeMac(totpKey, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [user_id, kind, expires_at, password_at] = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    );
    if (typeof user_id !== 'number' || (kind !== 'totp' && kind !== 'enrol')) return null;
    if (typeof expires_at !== 'number' || typeof password_at !== 'number' || expires_at <= now) return null;
    return { user_id, kind, expires_at, password_at };
  } catch {
    return null;
  }
}
