import { ADMIN_AREA_ROLES, isRoleName, KPK_STAFF_ROLES, PPG_ROLES, type RoleName } from './roles';

/**
 * The second factor of staff accounts (issue 28 §3): a TOTP code (RFC 6238, 30-second steps, 6 digits) after the
 * password, or one of ten one-time recovery codes. These are the rules both ends share; the cryptography is the
 * server's.
 */

/** Roles that must use the second factor in production unless TOTP_ROLES says otherwise: KPK staff and admins. */
export const TOTP_DEFAULT_ROLES: readonly RoleName[] = [
  ...KPK_STAFF_ROLES,
  ...PPG_ROLES,
  ...ADMIN_AREA_ROLES,
];

/** How many recovery codes an enrolment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Digits of a TOTP code and seconds of a time step (what authenticator apps use by default). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/**
 * The roles named by TOTP_ROLES: `off` (none), `kpk` (the default list), or role names separated by commas. Unset:
 * off in the demo, the default list otherwise. An unknown role name is an error naming it.
 */
export function parseTotpRoles(
  value: string | undefined,
  demo: boolean,
): { roles: RoleName[] } | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { roles: demo ? [] : [...TOTP_DEFAULT_ROLES] };
  if (text.toLowerCase() === 'off') return { roles: [] };
  if (text.toLowerCase() === 'kpk') return { roles: [...TOTP_DEFAULT_ROLES] };
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = names.filter((n) => !isRoleName(n));
  if (unknown.length > 0) return { error: `unknown role ${unknown.join(', ')} (use off, kpk or role names)` };
  return { roles: [...new Set(names as RoleName[])] };
}

/** Whether a user holding these roles must pass the second factor: any one role named is enough. */
export function totpRequired(userRoles: readonly string[], required: readonly RoleName[]): boolean {
  return userRoles.some((r) => (required as readonly string[]).includes(r));
}

/** What the user typed at the code step: a 6-digit TOTP code, a recovery code, or neither. */
export function secondFactorKind(input: string): 'totp' | 'recovery' | null {
  const compact = input.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(compact)) return 'totp';
  if (/^[A-Za-z0-9]{10}$/.test(compact)) return 'recovery';
  return null;
}

/** The alphabet of recovery codes: no 0/O, 1/I/L, so a code read off paper is typed right. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as stored and compared: upper case, no spaces or dashes. */
export function normalizeRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** A recovery code as shown: `ABCDE-FGHJK`. */
export function formatRecoveryCode(compact: string): string {
  const c = normalizeRecoveryCode(compact);
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

/** The text file of recovery codes the user downloads after enrolment. */
export function recoveryCodesFile(username: string, codes: readonly string[], issuedAt: string): string {
  return [
    'Gratifikasi Online — kode pemulihan autentikasi dua faktor',
    `Akun: ${username}`,
    `Dibuat: ${issuedAt}`,
    '',
    'Setiap kode hanya dapat dipakai satu kali bila aplikasi autentikator tidak tersedia.',
    'Simpan di tempat yang aman.',
    '',
    ...codes,
    '',
  ].join('\n');
}
