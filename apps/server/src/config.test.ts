import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS, loadConfig } from './config';

/** Demo secrets stay out of production: a server without the demo will not start on the public defaults. */
const OWN = {
  OAUTH_CLIENT_SECRET: 'rahasia-oauth-milik-instansi',
  PAYMENT_SECRET: 'rahasia-hmac-bank-milik-instansi',
  TOTP_KEY: 'kunci-totp-milik-instansi',
};

describe('configuration without the demo (DEMO_SEED=off)', () => {
  it('refuses to start with the demo secrets, unset or set, naming each variable', () => {
    expect(() => loadConfig({ DEMO_SEED: 'off' })).toThrow(
      /OAUTH_CLIENT_SECRET: must be set to a secret of your own[\s\S]*PAYMENT_SECRET: must be set/,
    );
    expect(() => loadConfig({ DEMO_SEED: 'off', ...DEMO_SECRETS })).toThrow(/OAUTH_CLIENT_SECRET/);
    expect(() => loadConfig({ DEMO_SEED: 'off', OAUTH_CLIENT_SECRET: OWN.OAUTH_CLIENT_SECRET })).toThrow(
      /^Invalid configuration:\nPAYMENT_SECRET: [^\n]*\nTOTP_KEY: must be set/,
    );
    expect(() => loadConfig({ DEMO_SEED: 'off', PAYMENT_SECRET: OWN.PAYMENT_SECRET })).toThrow(
      /^Invalid configuration:\nOAUTH_CLIENT_SECRET: /,
    );
  });

  it('starts with secrets of its own, and without the simulators', () => {
    const config = loadConfig({ DEMO_SEED: 'off', ...OWN });
    expect(config).toMatchObject({ demoSeed: false, simulators: false, paymentSecret: OWN.PAYMENT_SECRET });
  });

  it('asks KPK staff and admins for the second factor unless TOTP_ROLES says otherwise', () => {
    expect(loadConfig({ DEMO_SEED: 'off', ...OWN }).totpRoles).toEqual(
      expect.arrayContaining(['direktur', 'anggota_tim_ppg', 'sysadmin', 'superuser']),
    );
    expect(loadConfig({ DEMO_SEED: 'off', ...OWN, TOTP_ROLES: 'off' }).totpRoles).toEqual([]);
    expect(() => loadConfig({ DEMO_SEED: 'off', ...OWN, TOTP_ROLES: 'sysadmin,tamu' })).toThrow(
      /TOTP_ROLES: unknown role tamu/,
    );
  });

  it('keeps the demo as it was: its defaults and its simulators', () => {
    expect(loadConfig({})).toMatchObject({
      demoSeed: true,
      simulators: true,
      oauthClientSecret: DEMO_SECRETS.OAUTH_CLIENT_SECRET,
      paymentSecret: DEMO_SECRETS.PAYMENT_SECRET,
      totpKey: DEMO_SECRETS.TOTP_KEY,
      totpRoles: [],
    });
    expect(loadConfig({ TOTP_ROLES: 'kpk' }).totpRoles).toContain('koordinator');
  });
});
