import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, users } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

async function idByKode(master: string, kode: string): Promise<number> {
  const table = masterTableOf(master);
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(masterColumn(table, 'kode'), kode), isNull(table.deleted_at)));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
  for (const kode of ['GRUP_1', 'GRUP_2']) ids[kode] = await idByKode('grup', kode);
  for (const kode of ['TIM_1A', 'TIM_1B', 'TIM_2A']) ids[kode] = await idByKode('tim', kode);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const newUser = (username: string, placement: object) =>
  send('POST', '/api/admin/users', admin, {
    username,
    name: `Pegawai ${username}`,
    email: `${username}@kpk.example.go.id`,
    password: 'Rahasia#2026',
    roles: [{ role_id: 9 }], // anggota_tim
    ...placement,
  });

const edit = (id: number, placement: object) =>
  send('PUT', `/api/admin/users/${id}`, admin, {
    name: 'Pegawai Penempatan',
    email: 'penempatan@kpk.example.go.id',
    ...placement,
  });

async function stored(id: number) {
  const [row] = await t.database.db
    .select({ grup_id: users.grup_id, tim_id: users.tim_id })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('admin users: KPK placement (grup, tim)', () => {
  let id: number;

  it('places a new staff member in a grup and tim, answering their names', async () => {
    const res = await newUser('pegawai.tim1a', { grup_id: ids.GRUP_1, tim_id: ids.TIM_1A });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      grup_id: ids.GRUP_1,
      grup_nama: 'Grup Pelaporan Gratifikasi I',
      tim_id: ids.TIM_1A,
      tim_nama: 'Tim Verifikasi dan Analisis 1A',
    });
    expect(await stored(id)).toEqual({ grup_id: ids.GRUP_1, tim_id: ids.TIM_1A });
  });

  it('changes the placement, audited with before and after; a tim alone brings its grup', async () => {
    const res = await edit(id, { grup_id: null, tim_id: ids.TIM_2A });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ grup_id: ids.GRUP_2, tim_id: ids.TIM_2A });
    const [entry] = await t.database.db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'user_update'), eq(audit_logs.entity_id, String(id))))
      .orderBy(desc(audit_logs.id))
      .limit(1);
    expect(entry.before).toMatchObject({ grup_id: ids.GRUP_1, tim_id: ids.TIM_1A });
    expect(entry.after).toMatchObject({
      grup_id: ids.GRUP_2,
      tim_id: ids.TIM_2A,
      tim_nama: 'Tim Verifikasi dan Analisis 2A',
    });
  });

  it('keeps the placement when an edit does not name it, and clears it with null', async () => {
    const kept = await edit(id, {});
    expect(kept.json().data).toMatchObject({ grup_id: ids.GRUP_2, tim_id: ids.TIM_2A });
    const teamless = await edit(id, { grup_id: ids.GRUP_2, tim_id: null });
    expect(teamless.json().data).toMatchObject({ grup_id: ids.GRUP_2, tim_id: null, tim_nama: null });
    const cleared = await edit(id, { grup_id: null, tim_id: null });
    expect(cleared.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ grup_id: null, tim_id: null });
  });

  it('refuses a tim of another grup with a field message', async () => {
    const res = await edit(id, { grup_id: ids.GRUP_2, tim_id: ids.TIM_1B });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tim_id: ['Tim bukan bagian dari grup yang dipilih'] });
    const created = await newUser('pegawai.salah', { grup_id: ids.GRUP_1, tim_id: ids.TIM_2A });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ tim_id: ['Tim bukan bagian dari grup yang dipilih'] });
    const [none] = await t.database.db.select().from(users).where(eq(users.username, 'pegawai.salah'));
    expect(none).toBeUndefined();
  });

  it('refuses an unknown or deleted grup or tim', async () => {
    const unknown = await edit(id, { grup_id: 999999, tim_id: 999998 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      grup_id: ['Grup tidak ditemukan'],
      tim_id: ['Tim tidak ditemukan'],
    });

    const grup = await send('POST', '/api/admin/masters/grup', admin, { kode: 'GRUP_X', nama: 'Grup Lama' });
    expect(grup.statusCode, grup.body).toBe(201);
    const gone = grup.json().data.id;
    expect((await send('DELETE', `/api/admin/masters/grup/${gone}`, admin)).statusCode).toBe(200);
    const deleted = await edit(id, { grup_id: gone, tim_id: null });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().errors).toEqual({ grup_id: ['Grup tidak ditemukan'] });
    expect(await stored(id)).toEqual({ grup_id: null, tim_id: null });
  });

  it('filters the list by grup and tim and shows the names', async () => {
    await edit(id, { grup_id: ids.GRUP_1, tim_id: ids.TIM_1B });
    const res = await send('GET', `/api/admin/users?grup_id=${ids.GRUP_1}&per_page=100`, admin);
    expect(res.statusCode).toBe(200);
    const items: { username: string; grup_id: number; grup_nama: string | null }[] = res.json().data.items;
    expect(items.map((u) => u.username)).toEqual(expect.arrayContaining(['ketua_group', 'anggota_tim']));
    expect(
      items.every((u) => u.grup_id === ids.GRUP_1 && u.grup_nama === 'Grup Pelaporan Gratifikasi I'),
    ).toBe(true);
    const byTim = await send('GET', `/api/admin/users?tim_id=${ids.TIM_1B}`, admin);
    const names = byTim.json().data.items.map((u: { username: string }) => u.username);
    expect(names).toContain('pegawai.tim1a');
    expect(names).not.toContain('anggota_tim');
  });

  it('is closed to a role without manajemen-user', async () => {
    const staff = await loginAs(t.app, 'anggota_tim');
    const res = await send('PUT', `/api/admin/users/${id}`, staff, {
      name: 'Pegawai',
      email: 'p@kpk.example.go.id',
      grup_id: ids.GRUP_2,
    });
    expect(res.statusCode).toBe(403);
    expect(await stored(id)).toEqual({ grup_id: ids.GRUP_1, tim_id: ids.TIM_1B });
  });
});
