import { APP_CONFIG_WORDS } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs } from '../../db/schema';
import { APP_CONFIG_KEYS } from '../../platform/settings';
import { bearer, caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'superuser');
});
afterAll(() => t.close());

describe('app configs', () => {
  it('lists the seeded defaults to an admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-configs', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(
      res.json<{ data: { key: string; value: unknown }[] }>().data.map((c) => [c.key, c.value]),
    );
    expect(byKey).toMatchObject({
      max_idle: 60,
      session_alert_threshold: 30,
      single_session: false,
      password_max_age_days: 0,
      login_throttle: { max: 5, window_minutes: 15, user_max: 20, ip_max: 100 },
      maintenance: { enabled: false },
    });
  });

  it('gives each config the shape of its value, for a typed form, and the words of every key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-configs', headers: bearer(adminToken) });
    const byKey = Object.fromEntries(
      res.json<{ data: { key: string; jenis: unknown }[] }>().data.map((c) => [c.key, c.jenis]),
    );
    expect(byKey.batas_lapor_kpk_hk).toEqual({ type: 'integer', minimum: 1, maximum: 260 });
    expect(byKey.eskalasi_tenggat).toEqual({ type: 'boolean' });
    expect(byKey.format_nomor_sk).toEqual({ type: 'string', minLength: 1, maxLength: 100 });
    expect(byKey.red_flag_lonjakan_rasio).toEqual({ type: 'number', minimum: 1, maximum: 100 });
    expect(byKey.maintenance).toEqual({
      type: 'object',
      properties: { enabled: { type: 'boolean' }, message: { type: 'string', minLength: 1, maxLength: 500 } },
      required: ['enabled', 'message'],
    });
    // Every key, and every field of a key of several, has words for the administrator.
    for (const key of APP_CONFIG_KEYS) {
      expect(APP_CONFIG_WORDS[key], key).toBeDefined();
      const jenis = byKey[key] as { properties?: Record<string, unknown> } | null;
      expect(jenis, key).not.toBeNull();
      for (const field of Object.keys(jenis?.properties ?? {}))
        expect(APP_CONFIG_WORDS[key]?.fields?.[field], `${key}.${field}`).toBeDefined();
    }
  });

  it('is closed to a non-admin role with 403', async () => {
    const token = await loginAs(t.app, 'direktur');
    const list = await t.app.inject({ method: 'GET', url: '/api/app-configs', headers: bearer(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: 'Anda tidak memiliki akses', errors: null, data: null });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/max_idle',
      headers: bearer(token),
      payload: { value: 5 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('validates a value against its key and names the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/maintenance',
      headers: bearer(adminToken),
      payload: { value: { enabled: 'ya', message: '' } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['value.enabled', 'value.message']);
  });

  it('answers 404 for an unknown key', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/tidak_ada',
      headers: bearer(adminToken),
      payload: { value: 1 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('stores a change, shows it in the profile, and audits before and after', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/max_idle',
      headers: bearer(adminToken),
      payload: { value: 45 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'max_idle', value: 45 });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/my-profile',
      headers: bearer(adminToken),
    });
    expect(profile.json().data.max_idle).toBe(45);

    const rows = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'app_config_update'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'app_configs',
      entity_id: 'max_idle',
      before: 60,
      after: 45,
      role_name: 'superuser',
    });
  });
});

describe('public app configs', () => {
  const readPublic = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/app-configs/public', headers: token ? bearer(token) : {} });

  it('answers the whitelisted configs to a signed-in reporter, and nothing else', async () => {
    const res = await readPublic(await loginAs(t.app, 'individu'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      upload_max_mb: 10,
      upload_max_files: 10,
      batas_lapor_kpk_hk: 30,
      batas_teruskan_upg_hk: 10,
    });
  });

  it('is closed to an anonymous caller with 401', async () => {
    const res = await readPublic();
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toBeNull();
  });

  it('is not a config key: a PUT to it answers 404 to an admin and 403 to a reporter', async () => {
    expect(APP_CONFIG_KEYS).not.toContain('public');
    const asAdmin = await caller(t.app, adminToken)('PUT', '/api/app-configs/public', { value: 1 });
    expect(asAdmin.statusCode).toBe(404);
    const asIndividu = await caller(t.app, await loginAs(t.app, 'individu'))(
      'PUT',
      '/api/app-configs/public',
      {
        value: 1,
      },
    );
    expect(asIndividu.statusCode).toBe(403);
  });

  it('does not shadow a real key: a changed upload limit is stored by PUT :key and read back here', async () => {
    const put = await caller(t.app, adminToken)('PUT', '/api/app-configs/upload_max_mb', { value: 25 });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ key: 'upload_max_mb', value: 25 });
    const res = await readPublic(await loginAs(t.app, 'individu'));
    expect(res.json().data).toMatchObject({ upload_max_mb: 25, upload_max_files: 10 });
    // The admin list still holds every config, the public one only four.
    const list = await t.app.inject({ method: 'GET', url: '/api/app-configs', headers: bearer(adminToken) });
    expect(list.json().data.length).toBeGreaterThan(4);
  });
});
