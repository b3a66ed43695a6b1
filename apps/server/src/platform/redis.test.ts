import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../test/app';

// CI has Redis here; a unique prefix keeps parallel test files and runs apart.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `gratifikasi-test:${randomBytes(6).toString('hex')}:`;

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const config = { redisUrl: REDIS_URL, redisKeyPrefix: prefix, rateLimitMax: 5, rateLimitAnonMax: 10_000 };
  [one, two] = await Promise.all([createTestApp(config), createTestApp(config)]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const login = (t: TestApp, username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });

describe('with REDIS_URL, two app instances', () => {
  it('share the login throttle, its lock list and lifting a lock', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(one, 'deputi', 'salah', '10.30.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await login(two, 'deputi', 'salah', '10.30.0.1')).statusCode).toBe(401);
    expect((await login(one, 'deputi', DEMO_PASSWORD, '10.30.0.1')).statusCode).toBe(429);

    const admin = caller(two.app, await loginAs(two.app, 'sysadmin'));
    const locks = (await admin('GET', '/api/admin/login-locks')).json().data;
    expect(locks).toContainEqual(
      expect.objectContaining({ key: 'pair|deputi|10.30.0.1', failures: 5, locked: true }),
    );
    const key = encodeURIComponent('pair|deputi|10.30.0.1');
    expect((await admin('DELETE', `/api/admin/login-locks/${key}`)).statusCode).toBe(200);
    expect((await login(one, 'deputi', DEMO_PASSWORD, '10.30.0.1')).statusCode).toBe(200);
  });

  it('let at most five of many parallel wrong guesses through, across both', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) =>
      login(i % 2 ? one : two, 'pimpinan', 'salah', '10.31.0.1'),
    );
    const codes = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('share one user’s rate-limit budget, and not another user’s', async () => {
    const ip = '10.32.0.1';
    const [a1, a2, b2] = [
      await loginAs(one.app, 'anggota_tim', { ip }),
      await loginAs(two.app, 'anggota_tim', { ip }),
      await loginAs(two.app, 'ketua_tim', { ip }),
    ];
    const profile = (t: TestApp, token: string) =>
      t.app.inject({ method: 'GET', url: '/api/my-profile', remoteAddress: ip, headers: bearer(token) });
    for (let i = 0; i < 3; i++) expect((await profile(one, a1)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await profile(two, a2)).statusCode).toBe(200);
    expect((await profile(two, a2)).statusCode).toBe(429);
    expect((await profile(one, a1)).statusCode).toBe(429);
    expect((await profile(two, b2)).statusCode).toBe(200);
  });
});

describe('with REDIS_URL unreachable', () => {
  it('still throttles logins, on the database, and still answers', async () => {
    const down = await createTestApp({ redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: prefix });
    try {
      for (let i = 0; i < 5; i++)
        expect((await login(down, 'observer', 'salah', '10.33.0.1')).statusCode).toBe(401);
      expect((await login(down, 'observer', DEMO_PASSWORD, '10.33.0.1')).statusCode).toBe(429);
      expect((await login(down, 'observer', DEMO_PASSWORD, '10.33.0.2')).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
