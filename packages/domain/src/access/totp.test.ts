import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  parseTotpRoles,
  RECOVERY_CODE_ALPHABET,
  recoveryCodesFile,
  secondFactorKind,
  TOTP_DEFAULT_ROLES,
  totpRequired,
} from './totp';

describe('TOTP_ROLES', () => {
  it('is off in the demo and every KPK staff and admin role otherwise, when unset', () => {
    expect(parseTotpRoles(undefined, true)).toEqual({ roles: [] });
    expect(parseTotpRoles('  ', false)).toEqual({ roles: [...TOTP_DEFAULT_ROLES] });
    expect(TOTP_DEFAULT_ROLES).toEqual(
      expect.arrayContaining([
        'pimpinan',
        'anggota_tim',
        'anggota_tim_ppg',
        'admin',
        'sysadmin',
        'superuser',
      ]),
    );
    expect(TOTP_DEFAULT_ROLES).not.toContain('individu');
    expect(TOTP_DEFAULT_ROLES).not.toContain('upg');
  });

  it('reads off, kpk and a list of role names, whatever the demo', () => {
    expect(parseTotpRoles('OFF', false)).toEqual({ roles: [] });
    expect(parseTotpRoles('kpk', true)).toEqual({ roles: [...TOTP_DEFAULT_ROLES] });
    expect(parseTotpRoles('sysadmin, superuser,sysadmin', true)).toEqual({
      roles: ['sysadmin', 'superuser'],
    });
  });

  it('names an unknown role', () => {
    expect(parseTotpRoles('sysadmin,tamu', false)).toEqual({
      error: 'unknown role tamu (use off, kpk or role names)',
    });
  });
});

describe('who must pass the second factor', () => {
  it('is anyone holding at least one named role', () => {
    expect(totpRequired(['individu', 'direktur'], ['direktur'])).toBe(true);
    expect(totpRequired(['individu'], TOTP_DEFAULT_ROLES)).toBe(false);
    expect(totpRequired(['sysadmin'], [])).toBe(false);
  });
});

describe('codes typed at the second step', () => {
  it('tells a TOTP code from a recovery code', () => {
    expect(secondFactorKind('123456')).toBe('totp');
    expect(secondFactorKind(' 123 456 ')).toBe('totp');
    expect(secondFactorKind('abcde-fghjk')).toBe('recovery');
    expect(secondFactorKind('12345')).toBe(null);
    expect(secondFactorKind('ABCDE-FGH!K')).toBe(null);
  });

  it('compares recovery codes without case, spaces or dashes and shows them in two groups', () => {
    expect(normalizeRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(formatRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('puts the codes in the downloadable file, one a line', () => {
    const file = recoveryCodesFile('direktur', ['AAAAA-BBBBB', 'CCCCC-DDDDD'], '29/11/2026');
    expect(file).toContain('Akun: direktur');
    expect(file.split('\n')).toEqual(expect.arrayContaining(['AAAAA-BBBBB', 'CCCCC-DDDDD']));
  });
});
