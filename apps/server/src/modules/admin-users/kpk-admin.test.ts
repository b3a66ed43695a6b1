import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

/** The KPK `admin` role's reach (issue 28 §1): the /kpk master and user screens, nothing of the sysadmin's. */
let t: TestApp;
let kpkAdmin: ReturnType<typeof caller>;
let sysadmin: ReturnType<typeof caller>;
let anggota: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  kpkAdmin = caller(t.app, await loginAs(t.app, 'admin'));
  sysadmin = caller(t.app, await loginAs(t.app, 'sysadmin'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
});
afterAll(() => t.close());

async function userId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

async function anyInstansiId(): Promise<number> {
  const res = await kpkAdmin('GET', '/api/admin/masters/instansi?per_page=1');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items[0].id;
}

describe('KPK admin: the masters of /kpk', () => {
  it('adds and edits a UPG and links it to an institution', async () => {
    const instansi_id = await anyInstansiId();
    const upg = { kode: 'UPG-KPKADM-1', nama: 'UPG Uji Admin KPK', instansi_id, is_active: true };
    const created = await kpkAdmin('POST', '/api/admin/masters/upg', upg);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const edited = await kpkAdmin('PUT', `/api/admin/masters/upg/${id}`, { ...upg, telepon: '021-555' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.telepon).toBe('021-555');
    const link = await kpkAdmin('POST', '/api/admin/masters/instansi-upg', {
      instansi_id,
      upg_id: id,
      keterangan: 'Uji tautan',
      is_active: true,
    });
    expect(link.statusCode, link.body).toBe(201);
  });

  it('edits an institution, a unit kerja and a sub unit kerja', async () => {
    const instansi_id = await anyInstansiId();
    const unit = await kpkAdmin('POST', '/api/admin/masters/unit-kerja', {
      kode: 'UK-KPKADM',
      nama: 'Unit Uji',
      instansi_id,
      is_active: true,
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const sub = await kpkAdmin('POST', '/api/admin/masters/sub-unit-kerja', {
      kode: 'SUK-KPKADM',
      nama: 'Sub Unit Uji',
      unit_kerja_id: unit.json().data.id,
      is_active: true,
    });
    expect(sub.statusCode, sub.body).toBe(201);
  });

  it('cannot change any other master (403), while the sysadmin can', async () => {
    const grup = { kode: 'GRP-KPKADM', nama: 'Grup Uji', is_active: true };
    const denied = await kpkAdmin('POST', '/api/admin/masters/grup', grup);
    expect(denied.statusCode, denied.body).toBe(403);
    const allowed = await sysadmin('POST', '/api/admin/masters/grup', grup);
    expect(allowed.statusCode, allowed.body).toBe(201);
    const id = allowed.json().data.id;
    expect((await kpkAdmin('PUT', `/api/admin/masters/grup/${id}`, grup)).statusCode).toBe(403);
    expect((await kpkAdmin('DELETE', `/api/admin/masters/grup/${id}`)).statusCode).toBe(403);
  });

  it('answers 403 to another KPK role writing a UPG', async () => {
    const instansi_id = await anyInstansiId();
    const res = await anggota('POST', '/api/admin/masters/upg', { kode: 'UPG-X', nama: 'X', instansi_id });
    expect(res.statusCode).toBe(403);
  });
});

describe('KPK admin: users', () => {
  it('lists and opens KPK accounts but not the system administrators', async () => {
    const list = await kpkAdmin('GET', '/api/admin/users?per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().data.items.map((u: { username: string }) => u.username);
    expect(names).toContain('anggota_tim');
    expect(names).not.toContain('sysadmin');
    expect(names).not.toContain('superuser');
    expect((await kpkAdmin('GET', `/api/admin/users/${await userId('anggota_tim')}`)).statusCode).toBe(200);
    const sys = await userId('sysadmin');
    expect((await kpkAdmin('GET', `/api/admin/users/${sys}`)).statusCode).toBe(404);
    expect((await kpkAdmin('POST', `/api/admin/users/${sys}/deactivate`)).statusCode).toBe(404);
    expect((await kpkAdmin('PUT', `/api/admin/users/${sys}/roles`, { roles: [] })).statusCode).toBe(404);
    // The system administrator still sees everyone.
    const all = await sysadmin('GET', '/api/admin/users?per_page=100');
    expect(all.json().data.items.map((u: { username: string }) => u.username)).toContain('sysadmin');
  });

  it('edits a KPK account but grants no system role and neither deletes nor restores', async () => {
    const id = await userId('koordinator');
    const detail = await kpkAdmin('GET', `/api/admin/users/${id}`);
    const u = detail.json().data;
    const edited = await kpkAdmin('PUT', `/api/admin/users/${id}`, {
      name: 'Koordinator Diubah',
      email: u.email,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Koordinator Diubah');
    const grant = await kpkAdmin('PUT', `/api/admin/users/${id}/roles`, { roles: [{ role_id: 2 }] });
    expect(grant.statusCode).toBe(403);
    const create = await kpkAdmin('POST', '/api/admin/users', {
      username: 'calon.sysadmin',
      name: 'Calon',
      email: 'calon@example.go.id',
      password: 'Rahasia123',
      roles: [{ role_id: 1 }],
    });
    expect(create.statusCode).toBe(403);
    expect((await kpkAdmin('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(403);
    expect((await kpkAdmin('POST', `/api/admin/users/${id}/restore`)).statusCode).toBe(403);
  });

  it('answers 403 to other KPK roles', async () => {
    expect((await anggota('GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await anggota('GET', `/api/admin/users/${await userId('koordinator')}`)).statusCode).toBe(403);
  });
});

describe("KPK admin: what a role or a user may do stays the system administrators'", () => {
  it('cannot change role permissions nor grant a permission directly', async () => {
    const me = await userId('admin');
    const perms = await kpkAdmin('PUT', '/api/admin/roles/10/permissions', {
      permissions: ['analisis-laporan'],
    });
    expect(perms.statusCode).toBe(403);
    const grant = await kpkAdmin('POST', '/api/admin/permission-users', {
      user_id: me,
      permission: 'analisis-laporan',
    });
    expect(grant.statusCode).toBe(403);
    expect((await kpkAdmin('DELETE', `/api/admin/permission-users/${me}/1`)).statusCode).toBe(403);
  });
});
