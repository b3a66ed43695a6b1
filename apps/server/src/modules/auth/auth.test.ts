import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, login_throttles, refresh_tokens, sessions, users } from '../../db/schema';
import { sha256 } from '../../platform/tokens';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, loginPair, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(token) });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
const setConfig = async (key: string, value: unknown) => {
  const admin = await loginAs(t.app, 'sysadmin');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/app-configs/${key}`,
    headers: bearer(admin),
    payload: { value },
  });
  expect(res.statusCode).toBe(200);
};

describe('login', () => {
  it('gives a bearer token pair for the right password, case-insensitive on the username', async () => {
    const res = await login('Direktur', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect((await profile(data.access_token)).json().data.username).toBe('direktur');
  });

  it('answers a wrong password and an unknown user with the same 401 and audits the failure', async () => {
    const wrong = await login('deputi', 'salah-sekali', '10.0.0.1');
    const unknown = await login('siapa', 'salah-sekali', '10.0.0.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Nama pengguna atau kata sandi salah',
        errors: null,
        data: null,
      });
    }
    const failures = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'login_failed'));
    expect(failures.map((f) => f.after)).toEqual(
      expect.arrayContaining([{ username: 'deputi' }, { username: 'siapa' }]),
    );
  });

  it('writes an audit row for a login with the active role', async () => {
    await loginAs(t.app, 'koordinator');
    const [row] = await t.database.db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'login'), eq(audit_logs.role_name, 'koordinator')));
    expect(row).toMatchObject({ entity: 'sessions', ip: '127.0.0.1' });
    expect(row.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('locks a username from one IP after five failures, but not the same username from another IP', async () => {
    for (let i = 0; i < 5; i++) expect((await login('observer', 'salah', '10.1.0.1')).statusCode).toBe(401);
    const res = await login('observer', DEMO_PASSWORD, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.');
    expect((await login('observer', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('does not lock other users behind the same IP out for one user’s failures', async () => {
    for (let i = 0; i < 12; i++) await login('ketua_group', 'salah', '10.3.0.1');
    expect((await login('ketua_group', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
    expect((await login('individu', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('locks a username from anywhere after user_max failures and an IP after ip_max', async () => {
    await setConfig('login_throttle', { max: 5, window_minutes: 15, user_max: 6, ip_max: 4 });
    for (let i = 0; i < 6; i++) await login('upg', 'salah', `10.4.${i}.1`);
    expect((await login('upg', DEMO_PASSWORD, '10.4.9.1')).statusCode).toBe(429);

    for (let i = 0; i < 4; i++) expect((await login(`tamu${i}`, 'salah', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('reporter', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('reporter', DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    await setConfig('login_throttle', { max: 5, window_minutes: 15, user_max: 20, ip_max: 100 });
  });

  it('opens again when the window has passed', async () => {
    for (let i = 0; i < 5; i++) await login('admin', 'salah', '10.5.0.1');
    expect((await login('admin', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(429);
    await t.database.db
      .update(login_throttles)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(like(login_throttles.key, '%|admin%'));
    expect((await login('admin', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates the pair; the old refresh token presented again revokes the whole family with 469', async () => {
    const first = await loginPair(t.app, 'ketua_tim');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second.access_token)).statusCode).toBe(200);

    // Past the grace window in which a second tab would get the same pair.
    await t.database.db
      .update(refresh_tokens)
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where(eq(refresh_tokens.token_hash, sha256(first.refresh_token)));
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(469);
    expect((await profile(second.access_token)).statusCode).toBe(469);
    expect((await refresh(second.refresh_token)).statusCode).toBe(469);
  });

  it('answers an unknown refresh token with 401', async () => {
    const res = await refresh('tidak-ada');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token tidak valid, Silahkan melakukan login');
  });
});

describe('POST /api/oauth/token', () => {
  const secret = 'gratifikasi-demo-secret';

  it('grants a password login in JSON, unenveloped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: 2,
        client_secret: secret,
        username: 'admin',
        password: DEMO_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
  });

  it('grants a refresh as x-www-form-urlencoded', async () => {
    const pair = await loginPair(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: '2',
        client_secret: secret,
        refresh_token: pair.refresh_token,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
  });

  it('refuses a wrong client secret or client id with 401', async () => {
    for (const client of [
      { client_id: 2, client_secret: 'salah' },
      { client_id: 3, client_secret: secret },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'password', ...client, username: 'admin', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Client tidak valid');
    }
  });
});

describe('forced logout statuses', () => {
  it('answers 469 after logout and audits the logout', async () => {
    const token = await loginAs(t.app, 'upg');
    const res = await t.app.inject({ method: 'POST', url: '/api/api-logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(469);
    const rows = await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'logout'));
    expect(rows).toEqual([expect.objectContaining({ role_name: 'upg', entity: 'sessions' })]);
  });

  it('answers 401 Token Expired for an expired access token', async () => {
    const token = await loginAs(t.app, 'data_entry');
    await t.database.db.execute(sql`update access_tokens set expires_at = now() - interval '1 minute'`);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token Expired');
  });

  it('answers 467 for a deactivated account, on calls and on login', async () => {
    const token = await loginAs(t.app, 'ketua_group_ppg');
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.username, 'ketua_group_ppg'));
    expect((await profile(token)).statusCode).toBe(467);
    expect((await login('ketua_group_ppg', DEMO_PASSWORD)).statusCode).toBe(467);
  });

  it('answers 471 when the password must be renewed, by flag or by age', async () => {
    const token = await loginAs(t.app, 'ketua_tim_ppg');
    await t.database.db
      .update(users)
      .set({ must_change_password: true })
      .where(eq(users.username, 'ketua_tim_ppg'));
    expect((await profile(token)).statusCode).toBe(471);
    expect((await login('ketua_tim_ppg', DEMO_PASSWORD)).statusCode).toBe(471);

    const other = await loginAs(t.app, 'anggota_tim_ppg');
    await t.database.db
      .update(users)
      .set({ password_changed_at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(users.username, 'anggota_tim_ppg'));
    expect((await profile(other)).statusCode).toBe(200);
    await setConfig('password_max_age_days', 2);
    expect((await profile(other)).statusCode).toBe(471);
    await setConfig('password_max_age_days', 0);
  });

  it('answers 472 to an older session when single_session is on and the user logs in elsewhere', async () => {
    await setConfig('single_session', true);
    const older = await loginAs(t.app, 'individu');
    const newer = await loginAs(t.app, 'individu');
    const res = await profile(older);
    expect(res.statusCode).toBe(472);
    expect((await profile(newer)).statusCode).toBe(200);
    const [replaced] = await t.database.db
      .select({ reason: sessions.revoked_reason })
      .from(sessions)
      .where(eq(sessions.revoked_reason, 'replaced'));
    expect(replaced.reason).toBe('replaced');
    await setConfig('single_session', false);
  });
});

describe('captcha', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp(
      { captchaEnabled: true },
      { captcha: () => ({ text: 'AbC7x', svg: '<svg>AbC7x</svg>' }) },
    );
  });
  afterAll(() => c.close());

  const newCaptcha = async () => (await c.app.inject({ method: 'POST', url: '/api/captcha' })).json().data;
  const loginWith = (captcha: string, token: string) =>
    c.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'pimpinan', password: DEMO_PASSWORD, captcha, token, code: '' },
    });

  it('accepts the right answer in any case, once', async () => {
    const { key, svg, enabled } = await newCaptcha();
    expect(enabled).toBe(true);
    expect(svg).toContain('<svg');
    expect((await loginWith('abc7X', key)).statusCode).toBe(200);
    const again = await loginWith('abc7X', key);
    expect(again.statusCode).toBe(422);
  });

  it('refuses a wrong answer with a captcha field error', async () => {
    const { key } = await newCaptcha();
    const res = await loginWith('salah', key);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captcha: ['Captcha tidak sesuai, silakan coba lagi'] });
  });

  it('is reported as disabled when CAPTCHA=off', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(res.json().data).toEqual({ key: expect.any(String), svg: '', enabled: false });
  });
});
