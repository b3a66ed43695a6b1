import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { audit_logs, totp_recovery_codes, user_totp, users } from '../../../db/schema';
import { bearer, caller, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/app';

/** Direktur and koordinator must pass the second factor here; deputi may choose to. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ totpRoles: ['direktur', 'koordinator'] });
});
afterAll(() => t.close());

// Codes are bound to 30-second steps and a step is accepted once: each use moves the clock on by one step.
let shift = 0;
vi.useFakeTimers({ toFake: ['Date'] });
// The server project runs its files in one process (isolate: false): the next file gets the real clock back.
afterAll(() => vi.useRealTimers());
const start = Date.now();
const nextStep = () => {
  shift += 30_000;
  vi.setSystemTime(start + shift);
};
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
afterEach(nextStep);

const post = (url: string, payload: object, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
const passwordStep = (username: string, ip?: string, extra: object = {}) =>
  post('/auth/login', { username, password: DEMO_PASSWORD, ...extra }, ip);
const codeStep = (challenge: string, code: string, ip?: string) =>
  post('/auth/login/totp', { challenge, code }, ip);
const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const auditActions = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.entity_id, String(id)))
  ).map((r) => r.action);

/** Enrols a required user through the login: the secret and the first session's answer. */
async function enrolAtLogin(username: string, ip?: string) {
  const first = (await passwordStep(username, ip)).json().data;
  const setup = (await post('/auth/login/totp/setup', { challenge: first.challenge })).json().data;
  const done = await codeStep(first.challenge, await codeOf(setup.secret), ip);
  expect(done.statusCode).toBe(200);
  return { secret: setup.secret as string, answer: done.json().data };
}

describe('login with a second factor', () => {
  it('asks an unenrolled required user to enrol before any token, then answers ten recovery codes', async () => {
    const res = await passwordStep('direktur');
    expect(res.statusCode).toBe(200);
    const challenge = res.json().data;
    expect(challenge).toEqual({ second_factor: 'enrol', challenge: expect.any(String), expires_in: 900 });
    expect(challenge).not.toHaveProperty('access_token');

    const setup = await post('/auth/login/totp/setup', { challenge: challenge.challenge });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json().data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*direktur\?.*secret=/);
    expect(qr_svg).toMatch(/^<svg/);

    // Not active before a first valid code; the secret is stored sealed.
    const [row] = await t.database.db
      .select()
      .from(user_totp)
      .where(eq(user_totp.user_id, await userId('direktur')));
    expect(row.confirmed_at).toBe(null);
    expect(row.secret).not.toContain(secret);

    expect((await codeStep(challenge.challenge, '000000')).statusCode).toBe(422);
    const done = await codeStep(challenge.challenge, await codeOf(secret));
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
    expect(data.recovery_codes).toHaveLength(10);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/my-profile',
      headers: bearer(data.access_token),
    });
    expect(me.json().data.username).toBe('direktur');

    const stored = await t.database.db
      .select()
      .from(totp_recovery_codes)
      .where(eq(totp_recovery_codes.user_id, await userId('direktur')));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.code_hash)).not.toContain(data.recovery_codes[0]);
    expect(await auditActions(await userId('direktur'))).toEqual(
      expect.arrayContaining(['totp_enrolment_started', 'totp_failed', 'totp_enrolled']),
    );
  });

  it('then asks for a code, refuses its replay, and takes a recovery code once only', async () => {
    const { secret, answer } = await enrolAtLogin('koordinator', '10.9.0.1');
    nextStep();
    const challenge = (await passwordStep('koordinator', '10.9.0.1')).json().data;
    expect(challenge.second_factor).toBe('totp');
    expect(challenge.expires_in).toBe(300);
    const code = await codeOf(secret);
    expect((await codeStep(challenge.challenge, code, '10.9.0.1')).statusCode).toBe(200);
    const replay = await codeStep(challenge.challenge, code, '10.9.0.1');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Kode verifikasi salah atau sudah pernah dipakai');

    const recovery = answer.recovery_codes[0].toLowerCase();
    const once = await codeStep(challenge.challenge, recovery, '10.9.0.1');
    expect(once.statusCode).toBe(200);
    expect((await codeStep(challenge.challenge, recovery, '10.9.0.1')).statusCode).toBe(422);
    const [login] = await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'login'));
    expect(login).toBeDefined();
  });

  it('lets only one of two concurrent uses of a recovery code through, and refuses a second enrolment', async () => {
    const challenge = (await passwordStep('koordinator', '10.9.0.2')).json().data.challenge;
    expect((await post('/auth/login/totp/setup', { challenge })).statusCode).toBe(401);
    const session = await codeStep(challenge, await codeOf(await secretOf('koordinator')), '10.9.0.2');
    const me = caller(t.app, session.json().data.access_token);
    expect((await me('POST', '/api/user/totp/setup')).statusCode).toBe(409);
    nextStep();
    const regenerated = await me('POST', '/api/user/totp/recovery-codes', {
      code: await codeOf(await secretOf('koordinator')),
    });
    expect(regenerated.statusCode).toBe(200);
    const codes: string[] = regenerated.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    const [a, b] = await Promise.all([
      codeStep(challenge, codes[1], '10.9.0.2'),
      codeStep(challenge, codes[1], '10.9.0.2'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });

  it('lets only one of two concurrent uses of one TOTP code through', async () => {
    const challenge = (await passwordStep('koordinator', '10.9.0.6')).json().data.challenge;
    const code = await codeOf(await secretOf('koordinator'));
    const answers = await Promise.all([
      codeStep(challenge, code, '10.9.0.6'),
      codeStep(challenge, code, '10.9.0.6'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('counts wrong codes in the login throttle', async () => {
    const challenge = (await passwordStep('koordinator', '10.9.0.3')).json().data.challenge;
    for (let i = 0; i < 5; i++)
      expect((await codeStep(challenge, '123456', '10.9.0.3')).statusCode).toBe(422);
    const locked = await codeStep(challenge, await codeOf(await secretOf('koordinator')), '10.9.0.3');
    expect(locked.statusCode).toBe(429);
    // The password step is held back by the same counters.
    expect((await passwordStep('koordinator', '10.9.0.3')).statusCode).toBe(429);
  });

  it('refuses a forged or foreign challenge, and setup with a code challenge', async () => {
    const challenge = (await passwordStep('koordinator', '10.9.0.4')).json().data.challenge as string;
    const [body, mac] = challenge.split('.');
    const forged = `${body.slice(0, -2)}AA.${mac}`;
    expect((await codeStep(forged, '123456', '10.9.0.4')).statusCode).toBe(401);
    expect((await post('/auth/login/totp/setup', { challenge })).statusCode).toBe(401);
    expect((await codeStep('', '123456')).statusCode).toBe(422);
  });

  it('answers the OAuth password grant only with a code', async () => {
    const grant = (extra: object) =>
      post(
        '/oauth/token',
        {
          grant_type: 'password',
          client_id: '2',
          client_secret: t.app.ctx.config.oauthClientSecret,
          username: 'koordinator',
          password: DEMO_PASSWORD,
          ...extra,
        },
        '10.9.0.5',
      );
    const without = await grant({});
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe('Akun ini memerlukan kode autentikator (parameter code)');
    const withCode = await grant({ code: await codeOf(await secretOf('koordinator')) });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('keeps users outside the named roles on the one-step login', async () => {
    const res = await passwordStep('individu');
    expect(res.json().data).toMatchObject({ access_token: expect.any(String) });
  });
});

/** A user's secret as the test knows it (it scanned it at enrolment): read back with the server's key. */
async function secretOf(username: string): Promise<string> {
  const { openSecret } = await import('./crypto');
  const id = await userId(username);
  const [row] = await t.database.db.select().from(user_totp).where(eq(user_totp.user_id, id));
  const secret = openSecret(t.app.ctx.config.totpKey, id, row.secret);
  if (!secret) throw new Error('secret does not open');
  return secret;
}
