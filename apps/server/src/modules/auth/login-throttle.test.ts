import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, refresh_tokens } from '../../db/schema';
import { sha256 } from '../../platform/tokens';
import {
  bearer,
  caller,
  createTestApp,
  DEMO_PASSWORD,
  loginAs,
  loginPair,
  type TestApp,
} from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAnonMax: 100_000 });
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });
const statuses = (list: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of list) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

describe('login throttle under parallel attempts', () => {
  it('lets at most five of many parallel wrong guesses reach the password check', async () => {
    const res = await Promise.all(Array.from({ length: 40 }, () => login('deputi', 'salah', '10.10.0.1')));
    const counts = statuses(res);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(35);
    expect((await login('deputi', DEMO_PASSWORD, '10.10.0.1')).statusCode).toBe(429);
  });

  it('does not let a right password among parallel wrong ones erase their failures', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) =>
      login('pimpinan', i === 2 ? DEMO_PASSWORD : 'salah', '10.11.0.1'),
    );
    const counts = statuses(await Promise.all(attempts));
    expect((counts[200] ?? 0) + (counts[401] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[401]).toBeGreaterThanOrEqual(4);
    // Whether or not the right one got through, the wrong ones still hold the pair at its ceiling.
    const after = await Promise.all(Array.from({ length: 5 }, () => login('pimpinan', 'salah', '10.11.0.1')));
    expect(after.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(1);
  });

  it('keeps the right password working in sequence: a success gives back only its own place', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login('koordinator', 'salah', '10.12.0.1')).statusCode).toBe(401);
    expect((await login('koordinator', DEMO_PASSWORD, '10.12.0.1')).statusCode).toBe(200);
    expect((await login('koordinator', 'salah', '10.12.0.1')).statusCode).toBe(401);
    expect((await login('koordinator', DEMO_PASSWORD, '10.12.0.1')).statusCode).toBe(429);
  });
});

describe('admin login locks', () => {
  it('lists the locks to a user manager and lifts one, audited', async () => {
    for (let i = 0; i < 5; i++) await login('ketua_tim_ppg', 'salah', '10.20.0.1');
    expect((await login('ketua_tim_ppg', DEMO_PASSWORD, '10.20.0.1')).statusCode).toBe(429);

    const admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    const list = await admin('GET', '/api/admin/login-locks');
    expect(list.statusCode).toBe(200);
    const locks = list.json().data as { key: string; locked: boolean }[];
    expect(locks[0]).toMatchObject({ locked: true });
    expect(locks).toContainEqual({
      key: 'pair|ketua_tim_ppg|10.20.0.1',
      kind: 'pair',
      username: 'ketua_tim_ppg',
      ip: '10.20.0.1',
      failures: 5,
      limit: 5,
      locked: true,
      expires_at: expect.any(String),
    });
    expect(locks).toContainEqual(
      expect.objectContaining({ key: 'user|ketua_tim_ppg', failures: 5, limit: 20, locked: false }),
    );

    const lifted = await admin(
      'DELETE',
      `/api/admin/login-locks/${encodeURIComponent('pair|ketua_tim_ppg|10.20.0.1')}`,
    );
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().message).toBe('Kunci login berhasil dibuka');
    expect((await login('ketua_tim_ppg', DEMO_PASSWORD, '10.20.0.1')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'login_lock_lifted'));
    expect(row).toMatchObject({ entity: 'login_throttles', entity_id: 'pair|ketua_tim_ppg|10.20.0.1' });
    expect(row.before).toMatchObject({ failures: 5, limit: 5 });

    const again = await admin(
      'DELETE',
      `/api/admin/login-locks/${encodeURIComponent('pair|ketua_tim_ppg|10.20.0.1')}`,
    );
    expect(again.statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/login-locks/bogus')).statusCode).toBe(422);
  });

  it('is closed to users without manajemen-user', async () => {
    const other = caller(t.app, await loginAs(t.app, 'anggota_tim'));
    expect((await other('GET', '/api/admin/login-locks')).statusCode).toBe(403);
    expect((await other('DELETE', '/api/admin/login-locks/ip%7C1.2.3.4')).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/admin/login-locks')).statusCode).toBe(401);
  });
});

describe('refresh from two tabs at once', () => {
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

  it('gives every parallel refresh with one token the same new pair and keeps the session', async () => {
    const first = await loginPair(t.app, 'ketua_tim');
    const res = await Promise.all(Array.from({ length: 6 }, () => refresh(first.refresh_token)));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const pairs = res.map((r) => r.json().data);
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect(pairs[0].refresh_token).not.toBe(first.refresh_token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/my-profile',
      headers: bearer(pairs[0].access_token),
    });
    expect(me.statusCode).toBe(200);
    // Within the window a late tab still gets that pair, and the pair goes on rotating normally.
    expect((await refresh(first.refresh_token)).json().data).toEqual(pairs[0]);
    expect((await refresh(pairs[0].refresh_token)).statusCode).toBe(200);
  });

  it('still revokes the family when the rotated token comes back after the window', async () => {
    const first = await loginPair(t.app, 'anggota_tim');
    const second = (await refresh(first.refresh_token)).json().data;
    await t.database.db
      .update(refresh_tokens)
      .set({ used_at: new Date(Date.now() - 31_000) })
      .where(eq(refresh_tokens.token_hash, sha256(first.refresh_token)));
    expect((await refresh(first.refresh_token)).statusCode).toBe(469);
    expect((await refresh(second.refresh_token)).statusCode).toBe(469);
  });

  it('stores the successor sealed, never as a usable token', async () => {
    const first = await loginPair(t.app, 'koordinator');
    const second = (await refresh(first.refresh_token)).json().data;
    const [row] = await t.database.db
      .select({ successor: refresh_tokens.successor })
      .from(refresh_tokens)
      .where(eq(refresh_tokens.token_hash, sha256(first.refresh_token)));
    expect(row.successor).toEqual(expect.any(String));
    expect(row.successor).not.toContain(second.refresh_token);
    expect(row.successor).not.toContain(second.access_token);
  });

  it('revokes at once when the grace window is off', async () => {
    const strict = await createTestApp({ refreshGraceSeconds: 0 });
    try {
      const first = await loginPair(strict.app, 'direktur');
      const once = (token: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
      const res = await Promise.all([once(first.refresh_token), once(first.refresh_token)]);
      expect(res.map((r) => r.statusCode).sort()).toEqual([200, 469]);
    } finally {
      await strict.close();
    }
  });
});
