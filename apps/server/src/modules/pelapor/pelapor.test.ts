import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, laporans, pelapor_riwayats, pelapors, users } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { readWorkbook } from '../../platform/excel';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PASSWORD = 'Rahasia123';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? bearer(tokens[who]) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function byKode(master: string, kode: string): Promise<number> {
  const table = masterTableOf(master);
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(masterColumn(table, 'kode'), kode));
  return row.id;
}

async function childOf(master: string, parentField: string, parentId: number, except?: number) {
  const table = masterTableOf(master);
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(masterColumn(table, parentField), parentId),
        isNull(table.deleted_at),
        except ? ne(table.id, except) : undefined,
      ),
    )
    .limit(1);
  return row.id;
}

/** A second account with one role (optionally scoped), made through the admin API. */
async function makeUser(username: string, roleId: number, scope?: { scope_id: number; scope_name: string }) {
  const res = await call('POST', 'admin/users', 'sysadmin', {
    username,
    name: `Pengguna ${username}`,
    email: `${username}@contoh.go.id`,
    password: PASSWORD,
    roles: [{ role_id: roleId, ...(scope ? { scope: { scope_type: 'upg', ...scope } } : {}) }],
  });
  expect(res.statusCode).toBe(201);
  tokens[username] = await loginAs(t.app, username, { password: PASSWORD });
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  nama: 'Siti Aminah',
  nik: '3171015505900001',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '1990-05-15',
  alamat: 'Jl. Merdeka No. 1',
  provinsi_id: ids.provinsi,
  kota_kabupaten_id: ids.kota,
  kecamatan_id: ids.kecamatan,
  telepon: '081200000001',
  email: 'siti@contoh.go.id',
  instansi_id: ids.kemenkeu,
  unit_kerja_id: ids.unit,
  sub_unit_kerja_id: ids.sub,
  jabatan: 'Analis',
  golongan: 'IIIA',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['individu', 'upg', 'data_entry', 'anggota_tim', 'ketua_tim', 'observer', 'sysadmin'])
    tokens[u] = await loginAs(t.app, u);
  ids.provinsi = await byKode('provinsi', '32');
  ids.kota = await byKode('kota-kabupaten', '32.01');
  ids.kecamatan = await byKode('kecamatan', '32.01.01');
  ids.otherKota = await byKode('kota-kabupaten', '31.71');
  ids.kemenkeu = await byKode('instansi', 'KEMENKEU');
  const units = masterTableOf('unit-kerja');
  const subs = masterTableOf('sub-unit-kerja');
  const [withSub] = await t.database.db
    .select({ unit: units.id, sub: subs.id })
    .from(subs)
    .innerJoin(units, eq(units.id, masterColumn(subs, 'unit_kerja_id')))
    .where(eq(masterColumn(units, 'instansi_id'), ids.kemenkeu))
    .limit(1);
  ids.unit = withSub.unit;
  ids.sub = withSub.sub;
  ids.otherUnit = await childOf('unit-kerja', 'instansi_id', ids.kemenkeu, ids.unit);
  const upgs = masterTableOf('upg');
  const [other] = await t.database.db
    .select({ id: upgs.id, instansi: masterColumn(upgs, 'instansi_id') })
    .from(upgs)
    .where(ne(masterColumn(upgs, 'instansi_id'), ids.kemenkeu))
    .limit(1);
  ids.otherUpg = other.id;
  ids.otherInstansi = Number(other.instansi);
  const [budi] = await t.database.db.select().from(pelapors).where(eq(pelapors.nik, '3201011201900003'));
  ids.budi = budi.id;
  await makeUser('individu_b', 16);
  // A self-service account holds only its own registered NIK (issue 9 §1).
  await t.database.db.update(users).set({ nik: '3171011505900003' }).where(eq(users.username, 'individu_b'));
  await makeUser('upg_b', 17, { scope_id: ids.otherUpg, scope_name: 'UPG lain' });
  await makeUser('data_entry_b', 18);
});
afterAll(() => t.close());

describe('pelapor check-nik', () => {
  it('reads gender and birth date, and says when a live pelapor has the NIK', async () => {
    const free = await call('GET', 'pelapor/check-nik/3171015505900009', 'upg');
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({
      valid: true,
      terdaftar: false,
      jenis_kelamin: 'P',
      tanggal_lahir: '1990-05-15',
    });
    const taken = await call('GET', 'pelapor/check-nik/3201011201900003', 'individu');
    expect(taken.json().data).toMatchObject({
      terdaftar: true,
      pesan: 'NIK sudah terdaftar sebagai pelapor',
    });
    const bad = await call('GET', 'pelapor/check-nik/12345', 'individu');
    expect(bad.json().data).toMatchObject({ valid: false, pesan: 'NIK harus terdiri dari 16 digit angka' });
    expect((await call('GET', 'pelapor/check-nik/3171015505900009', 'observer')).statusCode).toBe(403);
    expect((await call('GET', 'pelapor/check-nik/3171015505900009', null)).statusCode).toBe(401);
  });
});

describe('pelapor create and validation', () => {
  it('lets a UPG create a pelapor of its instansi, owned by its UPG, with a first riwayat row and an audit row', async () => {
    const res = await call('POST', 'pelapor', 'upg', payload());
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({
      nama: 'Siti Aminah',
      jenis_kelamin: 'P',
      user_id: null,
      created_by_role: 'upg',
    });
    expect(p.upg_id).not.toBeNull();
    expect(p.instansi_nama).toBe('Kementerian Keuangan');
    ids.siti = p.id;
    const riwayat = await t.database.db
      .select()
      .from(pelapor_riwayats)
      .where(eq(pelapor_riwayats.pelapor_id, p.id));
    expect(riwayat).toHaveLength(1);
    const [log] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'pelapor.create'));
    expect(log.entity_id).toBe(String(p.id));
  });

  it('refuses an instansi outside the UPG, a taken NIK, a wrong birth date and children outside their parents', async () => {
    const outside = await call(
      'POST',
      'pelapor',
      'upg',
      payload({
        nik: '3171011505900002',
        instansi_id: ids.otherInstansi,
        unit_kerja_id: null,
        sub_unit_kerja_id: null,
      }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.instansi_id).toEqual(['Instansi tidak termasuk dalam cakupan UPG Anda']);

    const taken = await call('POST', 'pelapor', 'data_entry', payload());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.nik).toEqual(['NIK sudah terdaftar sebagai pelapor']);

    const wrong = await call(
      'POST',
      'pelapor',
      'data_entry',
      payload({
        nik: '3171011505900002',
        tanggal_lahir: '1990-05-16',
        kota_kabupaten_id: ids.otherKota,
        sub_unit_kerja_id: ids.sub,
        unit_kerja_id: ids.otherUnit,
      }),
    );
    expect(wrong.statusCode).toBe(422);
    const errors = wrong.json().errors;
    expect(errors.tanggal_lahir).toEqual(['Tanggal lahir tidak sesuai dengan NIK']);
    expect(errors.kota_kabupaten_id).toEqual(['Kota/kabupaten tidak berada di provinsi yang dipilih']);
    expect(errors.kecamatan_id).toEqual(['Kecamatan tidak berada di kota/kabupaten yang dipilih']);
    expect(errors.sub_unit_kerja_id).toEqual(['Sub unit kerja tidak berada di unit kerja yang dipilih']);

    const schema = await call('POST', 'pelapor', 'data_entry', payload({ nik: '12', nama: '' }));
    expect(schema.statusCode).toBe(422);
    expect(schema.json().errors.nik).toBeDefined();
  });

  it('creates for data entry (no user) and for an individu (user = me); observer and ketua_tim may not create', async () => {
    const de = await call(
      'POST',
      'pelapor',
      'data_entry',
      payload({ nik: '3171011505900002', nama: 'Andi' }),
    );
    expect(de.statusCode).toBe(201);
    expect(de.json().data).toMatchObject({ user_id: null, upg_id: null, jenis_kelamin: 'L' });
    ids.andi = de.json().data.id;
    const ind = await call(
      'POST',
      'pelapor',
      'individu_b',
      payload({ nik: '3171011505900003', nama: 'Bambang' }),
    );
    expect(ind.statusCode).toBe(201);
    ids.bambang = ind.json().data.id;
    const [me] = await t.database.db.select().from(users).where(eq(users.username, 'individu_b'));
    expect(ind.json().data.user_id).toBe(me.id);
    // Not a stranger's NIK, nor a second profile with another one.
    const stranger = await call(
      'POST',
      'pelapor',
      'individu',
      payload({ nik: '3171011505900005', nama: 'Orang Lain' }),
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.nik).toEqual([
      'Akun pribadi hanya dapat memakai NIK pemilik akun (NIK yang didaftarkan)',
    ]);
    const edit = await call(
      'PUT',
      `pelapor/${ids.bambang}`,
      'individu_b',
      payload({ nik: '3171011505900005', nama: 'Bambang' }),
    );
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.nik).toBeDefined();
    expect((await call('POST', 'pelapor', 'observer', payload({ nik: '3171011505900004' }))).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', 'pelapor', 'ketua_tim', payload({ nik: '3171011505900004' }))).statusCode,
    ).toBe(403);
  });
});

describe('pelapor scope on {id} routes', () => {
  const cases: [string, string, number][] = [
    ['individu', 'budi', 200],
    ['individu_b', 'budi', 404],
    ['individu', 'siti', 404],
    ['upg', 'siti', 200],
    ['upg_b', 'siti', 404],
    ['data_entry', 'andi', 200],
    ['data_entry_b', 'andi', 404],
    ['data_entry', 'siti', 404],
    ['ketua_tim', 'siti', 200],
    ['anggota_tim', 'budi', 200],
    ['sysadmin', 'andi', 200],
    ['observer', 'siti', 403],
  ];
  it.each(cases)('%s reading %s answers %i (detail and riwayat)', async (who, which, status) => {
    expect((await call('GET', `pelapor/${ids[which]}`, who)).statusCode).toBe(status);
    expect((await call('GET', `pelapor/${ids[which]}/riwayat`, who)).statusCode).toBe(status);
  });

  it('keeps KPK read-only except anggota_tim, and hides others from writers', async () => {
    const body = payload({ nik: '3171011505900002', nama: 'Andi Wijaya' });
    expect((await call('PUT', `pelapor/${ids.andi}`, 'ketua_tim', body)).statusCode).toBe(403);
    expect((await call('PUT', `pelapor/${ids.andi}`, 'data_entry_b', body)).statusCode).toBe(404);
    expect((await call('PUT', `pelapor/${ids.andi}`, 'upg', body)).statusCode).toBe(404);
    expect((await call('DELETE', `pelapor/${ids.budi}`, 'individu_b')).statusCode).toBe(404);
    const kpk = await call('PUT', `pelapor/${ids.andi}`, 'anggota_tim', body);
    expect(kpk.statusCode).toBe(200);
    expect(kpk.json().data.nama).toBe('Andi Wijaya');
  });
});

describe('pelapor lists', () => {
  const namesOf = async (url: string, who: string) => {
    const res = await call('GET', url, who);
    expect(res.statusCode).toBe(200);
    return res.json().data.items.map((p: { nama: string }) => p.nama) as string[];
  };

  it('scopes every list to the caller', async () => {
    expect(await namesOf('pelapor/list-individu', 'individu')).toEqual(['Budi Santoso']);
    expect(await namesOf('pelapor/list-individu', 'individu_b')).toEqual(['Bambang']);
    expect(await namesOf('pelapor/list-individu', 'data_entry')).toEqual(['Andi Wijaya']);
    expect(await namesOf('pelapor/list-individu', 'data_entry_b')).toEqual([]);
    expect(await namesOf('pelapor/list-upg', 'upg')).toEqual(['Siti Aminah']);
    expect(await namesOf('pelapor/list-upg', 'upg_b')).toEqual([]);
    const all = await namesOf('pelapor/list-all?sort=nama&order=asc', 'ketua_tim');
    expect(all).toEqual(['Andi Wijaya', 'Bambang', 'Budi Santoso', 'Siti Aminah']);
    expect((await call('GET', 'pelapor/list-all', 'upg')).statusCode).toBe(403);
    expect((await call('GET', 'pelapor/list-all', 'observer')).statusCode).toBe(403);
    expect((await call('GET', 'pelapor/list-upg', 'individu')).statusCode).toBe(403);
  });

  it('searches, filters, pages and exports Excel', async () => {
    expect(await namesOf('pelapor/list-all?q=aminah', 'sysadmin')).toEqual(['Siti Aminah']);
    expect(await namesOf(`pelapor/list-all?instansi_id=${ids.otherInstansi}`, 'sysadmin')).toEqual([]);
    const page = (await call('GET', 'pelapor/list-all?per_page=2&page=2&sort=nama', 'sysadmin')).json().data;
    expect(page).toMatchObject({ total: 4, page: 2, per_page: 2 });
    expect(page.items).toHaveLength(2);
    const xlsx = await call('GET', 'pelapor/list-upg?format=xlsx', 'upg');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const { headers, rows } = await readWorkbook(xlsx.rawPayload);
    expect(headers[0]).toBe('Nama');
    expect(rows.map((r) => r.cells[0])).toEqual(['Siti Aminah']);
  });
});

describe('pelapor riwayat, delete and restore', () => {
  it('writes a riwayat row when an employment field changes, with its jenis and berlaku mulai', async () => {
    const res = await call(
      'PUT',
      `pelapor/${ids.siti}`,
      'upg',
      payload({
        unit_kerja_id: ids.otherUnit,
        sub_unit_kerja_id: null,
        jabatan: 'Kepala Seksi',
        jenis_perubahan: 'MUTASI',
        berlaku_mulai: '2026-11-01',
        keterangan_perubahan: 'SK mutasi',
      }),
    );
    expect(res.statusCode).toBe(200);
    const same = await call(
      'PUT',
      `pelapor/${ids.siti}`,
      'upg',
      payload({
        unit_kerja_id: ids.otherUnit,
        sub_unit_kerja_id: null,
        jabatan: 'Kepala Seksi',
        telepon: '081299999999',
      }),
    );
    expect(same.statusCode).toBe(200);
    const riwayat = (await call('GET', `pelapor/${ids.siti}/riwayat`, 'upg')).json().data;
    expect(riwayat).toHaveLength(2);
    expect(riwayat[0]).toMatchObject({
      jenis: 'MUTASI',
      jabatan: 'Kepala Seksi',
      berlaku_mulai: '2026-11-01',
      keterangan: 'SK mutasi',
    });
    expect(riwayat[1].jenis).toBe('UBAH');
  });

  it('refuses to delete a pelapor with a live laporan, deletes otherwise, and lets an admin restore', async () => {
    const [laporan] = await t.database.db
      .insert(laporans)
      .values({ pelapor_id: ids.andi, created_by_role: 'data_entry', kanal: 'DATA_ENTRY' })
      .returning();
    const refused = await call('DELETE', `pelapor/${ids.andi}`, 'data_entry');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Pelapor masih memiliki laporan yang sedang diproses');
    await t.database.db.update(laporans).set({ deleted_at: new Date() }).where(eq(laporans.id, laporan.id));

    expect((await call('DELETE', `pelapor/${ids.andi}`, 'data_entry')).statusCode).toBe(200);
    expect((await call('GET', `pelapor/${ids.andi}`, 'data_entry')).statusCode).toBe(404);
    expect(await (await call('GET', 'pelapor/list-individu', 'data_entry')).json().data.items).toEqual([]);
    expect((await call('POST', `pelapor/${ids.andi}/restore`, 'data_entry')).statusCode).toBe(403);
    const listed = (await call('GET', 'pelapor/list-all?with_deleted=1&q=andi', 'sysadmin')).json().data
      .items;
    expect(listed[0].deleted_at).not.toBeNull();

    const restored = await call('POST', `pelapor/${ids.andi}/restore`, 'sysadmin');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
    expect((await call('GET', `pelapor/${ids.andi}`, 'data_entry')).statusCode).toBe(200);
    const actions = (
      await t.database.db.select().from(audit_logs).where(eq(audit_logs.entity, 'pelapor'))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['pelapor.delete', 'pelapor.restore', 'pelapor.update']));
  });
});

describe('status-kedinasan and kontak', () => {
  it('lists for signed-in users and creates with frapp-master-manage only', async () => {
    const list = await call('GET', 'status-kedinasan', 'individu');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.length).toBeGreaterThan(0);
    expect((await call('GET', 'kontak', null)).statusCode).toBe(200);
    expect((await call('POST', 'status-kedinasan', 'individu', { nama: 'Honorer Baru' })).statusCode).toBe(
      403,
    );
    const created = await call('POST', 'status-kedinasan', 'sysadmin', {
      kode: 'HONOR-B',
      nama: 'Honorer Baru',
    });
    expect(created.statusCode).toBe(201);
    const again = await call('GET', 'status-kedinasan?q=Honorer%20Baru', 'individu');
    expect(again.json().data.items.map((i: { nama: string }) => i.nama)).toContain('Honorer Baru');
  });
});
