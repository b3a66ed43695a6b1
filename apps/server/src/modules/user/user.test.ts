import { profileSchema, roleByName } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { audit_logs, role_users, users } from '../../db/schema';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/app';

type Send = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // update-og is held by anggota_tim, one of kpk_multi's roles, but not by ketua_group (its first, active role).
  t.app.get('/api/test/update-og', { config: { access: { permission: ['update-og'] } } }, async () => ({
    data: 'ok',
  }));
});
afterAll(() => t.close());

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('GET /api/my-profile', () => {
  it.each([
    ['sekretaris', 'Administrasi/Sekretaris'],
    ['admin_pengelola_og', 'admin_pengelola_OG'],
    ['sysadmin', 'sysadmin'],
    ['observer', 'observer'],
  ])('describes %s with the %s role, its permissions and the session settings', async (username, role) => {
    const res = await get('/api/my-profile', await loginAs(t.app, username));
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json().data);
    expect(profile).toMatchObject({
      username,
      email: `${username}@demo.gratifikasi.go.id`,
      active_role: { name: role },
      max_idle: 60,
      session_alert_threshold: 30,
      is_plh_gh: false,
      pelapors: [],
    });
    expect(profile.roles.map((r) => r.name)).toEqual([role]);
    expect(profile.access_id).toBe(profile.roles[0].access_id);
  });

  it('lists the pelapor of the individu account', async () => {
    const res = await get('/api/my-profile', await loginAs(t.app, 'individu'));
    expect(res.json().data.pelapors).toEqual([
      { id: expect.any(Number), nama: 'Budi Santoso', nik: '3201011201900003' },
    ]);
  });

  it('is one SQL round trip: the account fields come with the session lookup (issue 29)', async () => {
    const token = await loginAs(t.app, 'individu');
    // A first call warms what a running server has warm (settings, roles and permissions).
    await get('/api/my-profile', token);
    const statements: string[] = [];
    const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: Send };
    const original = proto.queryWithCache;
    const spy = vi.spyOn(proto, 'queryWithCache').mockImplementation(function (this: unknown, ...args) {
      statements.push(args[0]);
      return original.apply(this, args);
    });
    try {
      const res = await get('/api/my-profile', token);
      expect(res.json().data.pelapors).toEqual([expect.objectContaining({ nama: 'Budi Santoso' })]);
    } finally {
      spy.mockRestore();
    }
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('gives every role of a multi-role account its own permissions', async () => {
    const { data } = (await get('/api/my-profile', await loginAs(t.app, 'kpk_multi'))).json();
    expect(data.roles.map((r: { name: string }) => r.name)).toEqual([
      'ketua_group',
      'ketua_tim',
      'anggota_tim',
    ]);
    const anggota = data.roles.find((r: { name: string }) => r.name === 'anggota_tim');
    expect(anggota.permissions).toContainEqual({ name: 'tambah-laporan' });
    expect(data.active_role.name).toBe('ketua_group');
  });
});

describe('the active access', () => {
  it('follows x-access-id for one request without changing the session', async () => {
    const token = await loginAs(t.app, 'kpk_multi');
    const { data } = (await get('/api/my-profile', token)).json();
    const ketuaTim = data.roles.find((r: { name: string }) => r.name === 'ketua_tim').access_id;
    const switched = await get('/api/my-profile', token, { 'x-access-id': String(ketuaTim) });
    expect(switched.json().data).toMatchObject({ active_role: { name: 'ketua_tim' }, access_id: ketuaTim });
    expect((await get('/api/my-profile', token)).json().data.active_role.name).toBe('ketua_group');
  });

  it("refuses someone else's access id with 403", async () => {
    const other = (await get('/api/my-profile', await loginAs(t.app, 'pimpinan'))).json().data.access_id;
    const res = await get('/api/my-profile', await loginAs(t.app, 'kpk_multi'), {
      'x-access-id': String(other),
    });
    expect(res.statusCode).toBe(403);
  });

  it('checks a role route against the active role only', async () => {
    const [multi] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'kpk_multi'));
    const [sysadmin] = await t.database.db
      .insert(role_users)
      .values({ user_id: multi.id, role_id: roleByName('sysadmin').id })
      .returning({ id: role_users.id });
    const token = await loginAs(t.app, 'kpk_multi');
    expect((await get('/api/app-configs', token)).statusCode).toBe(403);
    expect((await get('/api/app-configs', token, { 'x-access-id': String(sysadmin.id) })).statusCode).toBe(
      200,
    );
    await t.database.db.delete(role_users).where(eq(role_users.id, sysadmin.id));
  });

  it('checks a permission route across all roles, whichever is active', async () => {
    const token = await loginAs(t.app, 'kpk_multi');
    const profile = (await get('/api/my-profile', token)).json().data;
    expect(profile.active_role.name).toBe('ketua_group');
    expect((await get('/api/test/update-og', token)).statusCode).toBe(200);
    expect((await get('/api/test/update-og', await loginAs(t.app, 'ketua_group'))).statusCode).toBe(403);
  });

  it('is switched for the session by change-role, audited', async () => {
    const token = await loginAs(t.app, 'kpk_multi');
    const { data } = (await get('/api/my-profile', token)).json();
    const anggota = data.roles.find((r: { name: string }) => r.name === 'anggota_tim').access_id;
    const res = await post('/api/user/change-role', token, { access_id: anggota });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ active_role: { name: 'anggota_tim' }, access_id: anggota });
    expect((await get('/api/my-profile', token)).json().data.active_role.name).toBe('anggota_tim');

    const [row] = await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'change_role'));
    expect(row).toMatchObject({
      role_name: 'ketua_group',
      after: { access_id: anggota, role: 'anggota_tim' },
    });
  });

  it('refuses change-role to an access the user does not hold', async () => {
    const res = await post('/api/user/change-role', await loginAs(t.app, 'kpk_multi'), { access_id: 1 });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/user/is-plh-gh', () => {
  it('is true only while the acting period lasts', async () => {
    const token = await loginAs(t.app, 'ketua_tim');
    expect((await get('/api/user/is-plh-gh', token)).json()).toEqual({ data: { is_plh_gh: false } });
    await t.database.db
      .update(users)
      .set({ plh_gh_until: new Date(Date.now() + 86_400_000) })
      .where(eq(users.username, 'ketua_tim'));
    expect((await get('/api/user/is-plh-gh', token)).json()).toEqual({ data: { is_plh_gh: true } });
    expect((await get('/api/my-profile', token)).json().data.is_plh_gh).toBe(true);
  });
});

describe('POST /api/user/changepassword-profile', () => {
  it('refuses a wrong old password with 422 on old_password', async () => {
    const res = await post('/api/user/changepassword-profile', await loginAs(t.app, 'reporter'), {
      old_password: 'bukan-ini',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2026',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ old_password: ['Kata sandi lama tidak sesuai'] });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await loginAs(t.app, 'data_entry');
    const token = await loginAs(t.app, 'data_entry');
    const res = await post('/api/user/changepassword-profile', token, {
      old_password: DEMO_PASSWORD,
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/my-profile', token)).statusCode).toBe(200);
    expect((await get('/api/my-profile', other)).statusCode).toBe(469);
    await expect(loginAs(t.app, 'data_entry', { password: 'Rahasia2026' })).resolves.toEqual(
      expect.any(String),
    );
  });
});
