import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app';

const webDist = mkdtempSync(join(tmpdir(), 'gratifikasi-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webDist, rateLimitMax: 1000 });
  // Registered before the app is ready: a route that fails the way a bug would.
  t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const pathOf = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('deny by default', () => {
  it('answers 401 without a token on every registered non-public route', async () => {
    const privateRoutes = t.app.routeTable.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(privateRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of privateRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: pathOf(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ data: null, errors: null });
    }
  });

  it('lists login, captcha, health and maintenance among the public routes', () => {
    const publicUrls = t.app.routeTable.filter((r) => r.access === 'public').map((r) => r.url);
    expect(publicUrls).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/captcha', '/api/health', '/api/maintenance']),
    );
  });

  it('refuses to register a route that does not declare its access', async () => {
    const other = await createTestApp();
    try {
      expect(() => other.app.get('/api/undeclared', async () => 'x')).toThrow(
        /does not declare config.access/,
      );
    } finally {
      await other.close();
    }
  });

  it('answers 401 for a token that does not exist, with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer('nope') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors in the envelope', () => {
  it('hides an unexpected error behind a support id equal to the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.support_id).toBe(res.headers['x-request-id']);
    expect(body.message).toBe(
      `Terjadi kesalahan pada server. Hubungi technical support dengan nomor support: ${body.support_id}`,
    );
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('stack');
  });

  it('answers 422 with Indonesian messages keyed by field', async () => {
    const token = await loginAs(t.app, 'observer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword-profile',
      headers: bearer(token),
      payload: { old_password: DEMO, password: 'pendek', password_confirmation: 'lain' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      data: null,
      errors: {
        password: ['Kata sandi minimal 8 karakter', 'Kata sandi harus mengandung angka'],
        password_confirmation: ['Konfirmasi kata sandi tidak sama'],
      },
    });
  });

  it('says which required field is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ username: ['Wajib diisi'], password: ['Wajib diisi'] });
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tidak-ada',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ data: null, errors: null });
  });

  it('accepts a bodiless POST that still declares JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/captcha',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Permintaan tidak valid', errors: null, data: null });
  });
});

const DEMO = 'Demo#2026';

describe('request ids and headers', () => {
  it('gives every response an x-request-id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a well-formed incoming request id', async () => {
    const id = '0b7f3c1e-8a2d-4f6b-9c3e-1d2a3b4c5d6e';
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });
});

describe('the built SPA', () => {
  it('serves index.html for a client-side route a browser opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/kpk/beranda', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the landing page at the root path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining(['/api/my-profile', '/api/oauth/token']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
