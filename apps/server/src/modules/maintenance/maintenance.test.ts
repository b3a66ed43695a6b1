import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let adminToken: string;
let staffToken: string;
const message = 'Sedang ada pemeliharaan terjadwal sampai pukul 22.00.';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'sysadmin');
  staffToken = await loginAs(t.app, 'anggota_tim');
});
afterAll(() => t.close());

const setMaintenance = (enabled: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/app-configs/maintenance',
    headers: bearer(adminToken),
    payload: { value: { enabled, message } },
  });

describe('maintenance mode', () => {
  it('is off after seeding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(res.json()).toEqual({
      data: {
        isMaintenance: false,
        message: 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.',
      },
    });
  });

  it('when on, answers a non-admin 503 with the configured message while admins and public calls go on', async () => {
    expect((await setMaintenance(true)).statusCode).toBe(200);

    const staff = await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(staffToken) });
    expect(staff.statusCode).toBe(503);
    expect(staff.json()).toEqual({ message, errors: null, data: null });

    const admin = await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);

    const status = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(status.json()).toEqual({ data: { isMaintenance: true, message } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('when on, refuses the login of a non-admin and lets an admin in', async () => {
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'pimpinan', password: 'Demo#2026' },
    });
    expect(staff.statusCode).toBe(503);
    expect(staff.json().message).toBe(message);
    await expect(loginAs(t.app, 'superuser')).resolves.toEqual(expect.any(String));
  });

  it('still lets a non-admin log out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/api-logout', headers: bearer(staffToken) });
    expect(res.statusCode).toBe(200);
  });

  it('when switched off again, lets everyone back in', async () => {
    expect((await setMaintenance(false)).statusCode).toBe(200);
    const token = await loginAs(t.app, 'pimpinan');
    const res = await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});
