import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 5, rateLimitAnonMax: 8 });
});
afterAll(() => t.close());

const get = (url: string, ip: string, token?: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: token ? bearer(token) : {} });

describe('rate limits', () => {
  it('answers 429 in Indonesian once an IP exceeds the anonymous per-minute limit, and only that IP', async () => {
    for (let i = 0; i < 8; i++) expect((await get('/api/maintenance', '10.9.9.9')).statusCode).toBe(200);
    const res = await get('/api/maintenance', '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Terlalu banyak permintaan. Silakan coba lagi beberapa saat lagi.',
      errors: null,
      data: null,
    });
    expect((await get('/api/maintenance', '10.9.9.8')).statusCode).toBe(200);
    // The health probe is never limited.
    for (let i = 0; i < 10; i++) expect((await get('/api/health', '10.9.9.9')).statusCode).toBe(200);
  });

  it('limits a signed-in user on their own: one busy user does not hold back another behind the same IP', async () => {
    const ip = '10.8.0.1';
    const busy = await loginAs(t.app, 'anggota_tim', { ip });
    const other = await loginAs(t.app, 'ketua_tim', { ip });
    for (let i = 0; i < 5; i++) expect((await get('/api/my-profile', ip, busy)).statusCode).toBe(200);
    expect((await get('/api/my-profile', ip, busy)).statusCode).toBe(429);
    expect((await get('/api/my-profile', ip, other)).statusCode).toBe(200);
    expect((await get('/api/maintenance', ip)).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('counts unknown tokens against the IP, so made-up tokens open no fresh budget', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 8; i++) {
      expect((await get('/api/my-profile', ip, randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    }
    expect((await get('/api/my-profile', ip, randomBytes(32).toString('base64url'))).statusCode).toBe(429);
  });
});
