import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, trx_emails, users } from '../../db/schema';
import { readWorkbook } from '../../platform/excel';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
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

async function userId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

describe('admin users: access', () => {
  it('answers 401 without a token and 403 to a role without manajemen-user', async () => {
    expect((await call('GET', '/api/admin/users', null)).statusCode).toBe(401);
    const staff = await loginAs(t.app, 'anggota_tim');
    const res = await call('GET', '/api/admin/users', staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Anda tidak memiliki akses');
  });
});

describe('admin users: list and detail', () => {
  it('pages, searches and filters by role', async () => {
    const res = await call('GET', '/api/admin/users?q=anggota_tim&per_page=5', admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.page).toBe(1);
    expect(data.per_page).toBe(5);
    expect(data.items.map((u: { username: string }) => u.username)).toContain('anggota_tim');

    const byRole = await call('GET', '/api/admin/users?role=sysadmin', admin);
    const names = byRole.json().data.items.map((u: { username: string }) => u.username);
    expect(names).toContain('sysadmin');
    expect(names).not.toContain('anggota_tim');
    expect(byRole.json().data.total).toBe(names.length);
  });

  it('shows one user with accesses and answers 404 for an unknown id', async () => {
    const id = await userId('kpk_multi');
    const res = await call('GET', `/api/admin/users/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.accesses.map((a: { role_name: string }) => a.role_name)
        .sort(),
    ).toEqual(['anggota_tim', 'ketua_group', 'ketua_tim']);
    expect((await call('GET', '/api/admin/users/999999', admin)).statusCode).toBe(404);
  });
});

describe('admin users: create and edit', () => {
  it('creates a user with a scoped role, audited, and refuses a taken username', async () => {
    const res = await call('POST', '/api/admin/users', admin, {
      username: 'budi.upg',
      name: 'Budi Santoso',
      email: 'budi@example.go.id',
      password: 'Rahasia123',
      roles: [{ role_id: 7, scope: { scope_type: 'upg', scope_id: 12, scope_name: 'UPG Kementerian X' } }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.accesses[0]).toMatchObject({ role_id: 7, scope: { scope_type: 'upg', scope_id: 12 } });
    const token = await loginAs(t.app, 'budi.upg', { password: 'Rahasia123' });
    expect(token).toBeTruthy();
    const [entry] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'user_create'))
      .orderBy(desc(audit_logs.id));
    expect(entry.entity_id).toBe(String(created.id));
    expect(JSON.stringify(entry.after)).not.toContain('password_hash');

    const dup = await call('POST', '/api/admin/users', admin, {
      username: 'BUDI.upg',
      name: 'Lain',
      email: 'lain@example.go.id',
      password: 'Rahasia123',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ username: ['Sudah digunakan'] });
  });

  it('generates a password and e-mails it through the outbox when none is given', async () => {
    const res = await call('POST', '/api/admin/users', admin, {
      username: 'siti',
      name: 'Siti Aminah',
      email: 'siti@example.go.id',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(trx_emails)
      .where(eq(trx_emails.to, 'siti@example.go.id'));
    expect(mail.subject).toBe('Akun Gratifikasi Online Anda');
    const password = /Kata sandi: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(await loginAs(t.app, 'siti', { password })).toBeTruthy();
  });

  it('validates the body with field messages', async () => {
    const res = await call('POST', '/api/admin/users', admin, { username: 'x', name: '', email: 'bukan' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'username']);
    const badRole = await call('POST', '/api/admin/users', admin, {
      username: 'peran.salah',
      name: 'Peran Salah',
      email: 'ps@example.go.id',
      roles: [{ role_id: 999 }],
    });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors).toEqual({ 'roles.0.role_id': ['Peran tidak ditemukan'] });
  });

  it("refuses a scope id that is not a live row of the scope type's master", async () => {
    const base = { username: 'lingkup.salah', name: 'Lingkup Salah', email: 'ls@example.go.id' };
    const scope = (scope_type: string, scope_id: number) => ({ scope_type, scope_id, scope_name: 'Contoh' });
    const res = await call('POST', '/api/admin/users', admin, {
      ...base,
      roles: [
        { role_id: 7, scope: scope('upg', 999999) },
        { role_id: 7, scope: scope('instansi', 1) },
        { role_id: 7, scope: scope('unit_kerja', 999999) },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'roles.0.scope_id': ['Lingkup tidak ditemukan'],
      'roles.2.scope_id': ['Lingkup tidak ditemukan'],
    });
    const id = await userId('siti');
    const put = await call('PUT', `/api/admin/users/${id}/roles`, admin, {
      roles: [{ role_id: 7, scope: scope('instansi', 999999) }],
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({ 'roles.0.scope_id': ['Lingkup tidak ditemukan'] });
  });

  it('updates name and e-mail', async () => {
    const id = await userId('siti');
    const res = await call('PUT', `/api/admin/users/${id}`, admin, {
      name: 'Siti A.',
      email: 'siti.a@example.go.id',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Siti A.', email: 'siti.a@example.go.id' });
  });

  it('records the NIK of an account: valid, one account per NIK; the individu then files as that pelapor only', async () => {
    const body = (username: string, nik: unknown) => ({
      username,
      name: `Pengguna ${username}`,
      email: `${username}@example.go.id`,
      password: 'Rahasia#2026',
      nik,
      roles: [{ role_id: 16 }],
    });
    const bad = await call('POST', '/api/admin/users', admin, body('nik_salah', '12345'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.nik).toBeDefined();
    const ok = await call('POST', '/api/admin/users', admin, body('nik_benar', '3171015505900011'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.nik).toBe('3171015505900011');
    const twice = await call('POST', '/api/admin/users', admin, body('nik_kembar', '3171015505900011'));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.nik).toEqual(['NIK sudah dipakai akun lain']);
    const id = ok.json().data.id;
    const cleared = await call('PUT', `/api/admin/users/${id}`, admin, {
      name: 'Pengguna nik_benar',
      email: 'nik_benar@example.go.id',
      nik: '3171015505900012',
    });
    expect(cleared.json().data.nik).toBe('3171015505900012');
    const [audit] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'user_update'))
      .orderBy(desc(audit_logs.id))
      .limit(1);
    expect(audit.after).toMatchObject({ nik: '3171015505900012' });
  });

  it('records the NIP of a staff account: valid by SPEC §5, one account per NIP, changed and cleared audited', async () => {
    const body = (username: string, nip: unknown) => ({
      username,
      name: `Pegawai ${username}`,
      email: `${username}@example.go.id`,
      password: 'Rahasia#2026',
      nip,
      roles: [],
    });
    const bad = await call('POST', '/api/admin/users', admin, body('nip_salah', '19900101201501100'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.nip).toEqual(['NIP harus terdiri dari 18 digit angka']);
    const month = await call('POST', '/api/admin/users', admin, body('nip_bulan', '199001012015131001'));
    expect(month.json().errors.nip).toEqual(['TMT CPNS pada NIP tidak valid']);
    const ok = await call('POST', '/api/admin/users', admin, body('nip_benar', '199001012015011001'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.nip).toBe('199001012015011001');
    const twice = await call('POST', '/api/admin/users', admin, body('nip_kembar', '199001012015011001'));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.nip).toEqual(['NIP sudah dipakai akun lain']);
    const id = ok.json().data.id;
    const edit = (nip: string | null) =>
      call('PUT', `/api/admin/users/${id}`, admin, {
        name: 'Pegawai nip_benar',
        email: 'nip_benar@example.go.id',
        nip,
      });
    expect((await edit('199001012015011002')).json().data.nip).toBe('199001012015011002');
    expect((await edit(null)).json().data.nip).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'user_update'))
      .orderBy(desc(audit_logs.id))
      .limit(1);
    expect(audit.before).toMatchObject({ nip: '199001012015011002' });
    expect(audit.after).toMatchObject({ nip: null });
  });
});

describe('admin users: status, password and roles', () => {
  it("deactivation answers 467 on the user's next call and at login; activation ends the old session", async () => {
    const victim = await loginAs(t.app, 'observer');
    const id = await userId('observer');
    const res = await call('POST', `/api/admin/users/${id}/deactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_active).toBe(false);
    expect((await call('GET', '/api/my-profile', victim)).statusCode).toBe(467);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'observer', password: DEMO_PASSWORD, captcha: '', token: '', code: '' },
    });
    expect(login.statusCode).toBe(467);

    expect((await call('POST', `/api/admin/users/${id}/activate`, admin)).json().data.is_active).toBe(true);
    expect((await call('GET', '/api/my-profile', victim)).statusCode).toBe(469);
    expect(await loginAs(t.app, 'observer')).toBeTruthy();
  });

  it('refuses to deactivate or delete yourself', async () => {
    const id = await userId('sysadmin');
    const res = await call('POST', `/api/admin/users/${id}/deactivate`, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri');
    expect((await call('DELETE', `/api/admin/users/${id}`, admin)).statusCode).toBe(422);
  });

  it('reset-password e-mails a link through the outbox, or forces a renewal (471)', async () => {
    const id = await userId('direktur');
    const link = await call('POST', `/api/admin/users/${id}/reset-password`, admin, { mode: 'link' });
    expect(link.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(trx_emails)
      .where(eq(trx_emails.to, 'direktur@demo.gratifikasi.go.id'));
    expect(mail.text).toContain('/reset-password/');

    const victim = await loginAs(t.app, 'direktur');
    const force = await call('POST', `/api/admin/users/${id}/reset-password`, admin, { mode: 'must_change' });
    expect(force.json().data.must_change_password).toBe(true);
    expect((await call('GET', '/api/my-profile', victim)).statusCode).toBe(471);
  });

  it('replacing roles shows in the profile at once and keeps unchanged accesses', async () => {
    const id = await userId('kpk_multi');
    const before = (await call('GET', `/api/admin/users/${id}`, admin)).json().data;
    const keep = before.accesses.find((a: { role_name: string }) => a.role_name === 'ketua_tim');
    const token = await loginAs(t.app, 'kpk_multi');
    const res = await call('PUT', `/api/admin/users/${id}/roles`, admin, {
      roles: [{ role_id: keep.role_id }, { role_id: 4 }],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data.accesses;
    expect(after.find((a: { role_id: number }) => a.role_id === keep.role_id).access_id).toBe(keep.access_id);
    const profile = (await call('GET', '/api/my-profile', token)).json().data;
    expect(profile.roles.map((r: { name: string }) => r.name).sort()).toEqual(['deputi', 'ketua_tim']);
  });

  it('soft-deletes (login refused with 467) and restores', async () => {
    const id = await userId('siti');
    const del = await call('DELETE', `/api/admin/users/${id}`, admin);
    expect(del.json().data.deleted_at).not.toBeNull();
    const list = (await call('GET', '/api/admin/users?q=siti', admin)).json().data;
    expect(list.total).toBe(0);
    const trashed = (await call('GET', '/api/admin/users?q=siti&trashed=only', admin)).json().data;
    expect(trashed.total).toBe(1);
    const restored = await call('POST', `/api/admin/users/${id}/restore`, admin);
    expect(restored.json().data.deleted_at).toBeNull();
  });
});

describe('admin users: export', () => {
  it('exports the whole filtered list as .xlsx, closed to other roles', async () => {
    const res = await call('GET', '/api/admin/users/export?role=sysadmin', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/pengguna-\d{8}\.xlsx/);
    const { rows, headers } = await readWorkbook(res.rawPayload);
    expect(headers[0]).toBe('Nama Pengguna');
    expect(rows.map((r) => r.cells[0])).toContain('sysadmin');
    expect(rows.map((r) => r.cells[0])).not.toContain('anggota_tim');
    const staff = await loginAs(t.app, 'anggota_tim');
    expect((await call('GET', '/api/admin/users/export', staff)).statusCode).toBe(403);
  });
});
