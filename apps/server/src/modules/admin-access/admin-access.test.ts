import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'superuser');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

describe('admin roles and permissions', () => {
  it('is closed without a token (401) and to a role without manajemen-user (403)', async () => {
    const staff = await loginAs(t.app, 'anggota_tim');
    for (const url of [
      '/api/admin/roles',
      '/api/admin/permissions',
      '/api/admin/role-users',
      '/api/admin/permission-users',
    ]) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, staff)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/admin/roles/9/permissions', staff, { permissions: [] })).statusCode).toBe(
      403,
    );
  });

  it('lists roles with permission names and user counts, and permissions with their roles', async () => {
    const roles = (await call('GET', '/api/admin/roles', admin)).json().data;
    const sysadmin = roles.items.find((r: { name: string }) => r.name === 'sysadmin');
    expect(sysadmin.permissions).toEqual(['frapp-master-manage', 'manajemen-user']);
    expect(sysadmin.user_count).toBeGreaterThanOrEqual(1);
    const perms = (await call('GET', '/api/admin/permissions', admin)).json().data;
    const mu = perms.items.find((p: { name: string }) => p.name === 'manajemen-user');
    expect(mu.roles).toContain('sysadmin');
  });

  it("replaces a role's permissions; the change applies to the holders' next call", async () => {
    const staff = await loginAs(t.app, 'anggota_tim');
    expect((await call('GET', '/api/admin/roles', staff)).statusCode).toBe(403);
    const res = await call('PUT', '/api/admin/roles/9/permissions', admin, {
      permissions: ['manajemen-user', 'daftar-laporan'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toEqual(['daftar-laporan', 'manajemen-user']);
    expect((await call('GET', '/api/admin/roles', staff)).statusCode).toBe(200);
    await call('PUT', '/api/admin/roles/9/permissions', admin, { permissions: ['daftar-laporan'] });
    expect((await call('GET', '/api/admin/roles', staff)).statusCode).toBe(403);

    const bad = await call('PUT', '/api/admin/roles/9/permissions', admin, { permissions: ['terbang'] });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call('PUT', '/api/admin/roles/999/permissions', admin, { permissions: [] })).statusCode,
    ).toBe(404);
  });

  it('grants, lists and revokes a direct permission', async () => {
    const [observer] = await t.database.db.select().from(users).where(eq(users.username, 'observer'));
    const token = await loginAs(t.app, 'observer');
    const grant = await call('POST', '/api/admin/permission-users', admin, {
      user_id: observer.id,
      permission: 'manajemen-user',
    });
    expect(grant.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/users', token)).statusCode).toBe(200);
    const again = await call('POST', '/api/admin/permission-users', admin, {
      user_id: observer.id,
      permission: 'manajemen-user',
    });
    expect(again.statusCode).toBe(422);

    const list = (await call('GET', `/api/admin/permission-users?user_id=${observer.id}`, admin)).json().data;
    expect(list.items).toEqual([
      expect.objectContaining({ username: 'observer', permission: 'manajemen-user' }),
    ]);
    const pid = list.items[0].permission_id;
    expect(
      (await call('DELETE', `/api/admin/permission-users/${observer.id}/${pid}`, admin)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/users', token)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/permission-users/${observer.id}/${pid}`, admin)).statusCode,
    ).toBe(404);
  });

  it('lists accesses with user, role and scope, filtered by role and search', async () => {
    const res = await call('GET', '/api/admin/role-users?role=ketua_tim&q=kpk_multi', admin);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      username: 'kpk_multi',
      role_name: 'ketua_tim',
      role_label: 'Ketua Tim',
    });
  });
});
