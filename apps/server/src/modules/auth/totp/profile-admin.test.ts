import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { audit_logs, users } from '../../../db/schema';
import { caller, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../../test/app';

/** Direktur must pass the second factor here; deputi may choose to. */
let t: TestApp;
let deputi: ReturnType<typeof caller>;
let direktur: ReturnType<typeof caller>;
let sysadmin: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ totpRoles: ['direktur'] });
  deputi = caller(t.app, await loginAs(t.app, 'deputi'));
  sysadmin = caller(t.app, await loginAs(t.app, 'sysadmin'));
});
afterAll(() => t.close());

let shift = 0;
vi.useFakeTimers({ toFake: ['Date'] });
// The server project runs its files in one process (isolate: false): the next file gets the real clock back.
afterAll(() => vi.useRealTimers());
const start = Date.now();
afterEach(() => {
  shift += 30_000;
  vi.setSystemTime(start + shift);
});
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD } });

let deputiSecret = '';

describe('the profile: own second factor', () => {
  it('shows it off and optional for a role that does not require it', async () => {
    const res = await deputi('GET', '/api/user/totp');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      enabled: false,
      required: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });
  });

  it('enrols: a pending secret, a wrong first code refused, the right one activates it with ten codes', async () => {
    const setup = await deputi('POST', '/api/user/totp/setup');
    expect(setup.statusCode).toBe(200);
    deputiSecret = setup.json().data.secret;
    expect((await deputi('GET', '/api/user/totp')).json().data.enabled).toBe(false);
    expect((await deputi('POST', '/api/user/totp/confirm', { code: '000000' })).statusCode).toBe(422);
    const ok = await deputi('POST', '/api/user/totp/confirm', { code: await codeOf(deputiSecret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recovery_codes).toHaveLength(10);
    expect((await deputi('GET', '/api/user/totp')).json().data).toMatchObject({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // From now on deputi's logins ask for the code too.
    expect((await login('deputi')).json().data.second_factor).toBe('totp');
  });

  it('disables with the password and a code, not without', async () => {
    const code = await codeOf(deputiSecret);
    const wrongPassword = await deputi('POST', '/api/user/totp/disable', { password: 'salah', code });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual(['Kata sandi salah']);
    const wrongCode = await deputi('POST', '/api/user/totp/disable', {
      password: DEMO_PASSWORD,
      code: '111111',
    });
    expect(wrongCode.statusCode).toBe(422);
    const ok = await deputi('POST', '/api/user/totp/disable', { password: DEMO_PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    expect((await login('deputi')).json().data).toMatchObject({ access_token: expect.any(String) });
    const actions = await t.database.db
      .select({ action: audit_logs.action })
      .from(audit_logs)
      .where(eq(audit_logs.entity_id, String(await userId('deputi'))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['totp_enrolled', 'totp_failed', 'totp_disabled']),
    );
  });

  it('refuses to turn it off where the role requires it', async () => {
    const first = (await login('direktur')).json().data;
    const setup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/totp/setup',
        payload: { challenge: first.challenge },
      })
    ).json().data;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      payload: { challenge: first.challenge, code: await codeOf(setup.secret) },
    });
    direktur = caller(t.app, done.json().data.access_token);
    expect((await direktur('GET', '/api/user/totp')).json().data).toMatchObject({
      enabled: true,
      required: true,
    });
    const res = await direktur('POST', '/api/user/totp/disable', {
      password: DEMO_PASSWORD,
      code: done.json().data.recovery_codes[0],
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect((await caller(t.app)('GET', '/api/user/totp')).statusCode).toBe(401);
  });
});

describe("the administrator's reset", () => {
  it('shows and resets a user’s second factor for a system administrator, audited', async () => {
    const id = await userId('direktur');
    const shown = await sysadmin('GET', `/api/admin/users/${id}/totp`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ enabled: true, required: true });
    const reset = await sysadmin('DELETE', `/api/admin/users/${id}/totp`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ enabled: false, required: true, confirmed_at: null });
    const [row] = await t.database.db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'totp_reset'), eq(audit_logs.entity_id, String(id))));
    expect(row).toMatchObject({ role_name: 'sysadmin', before: { enabled: true } });
    // The user enrols again at the next login.
    expect((await login('direktur')).json().data.second_factor).toBe('enrol');
    expect((await sysadmin('DELETE', `/api/admin/users/${id}/totp`)).statusCode).toBe(409);
  });

  it('is refused to the KPK admin and to other roles, and answers 404 for an unknown user', async () => {
    const id = await userId('direktur');
    const kpkAdmin = caller(t.app, await loginAs(t.app, 'admin'));
    expect((await kpkAdmin('DELETE', `/api/admin/users/${id}/totp`)).statusCode).toBe(403);
    expect((await kpkAdmin('GET', `/api/admin/users/${id}/totp`)).statusCode).toBe(403);
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    expect((await individu('DELETE', `/api/admin/users/${id}/totp`)).statusCode).toBe(403);
    expect((await deputi('DELETE', `/api/admin/users/${id}/totp`)).statusCode).toBe(403);
    expect((await sysadmin('DELETE', '/api/admin/users/999999/totp')).statusCode).toBe(404);
    expect((await sysadmin('GET', '/api/admin/users/999999/totp')).statusCode).toBe(404);
  });
});
