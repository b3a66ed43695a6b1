import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { rowsOf } from './plan';

let t: TestApp;
let admin: string;
let kpkAdmin: string;
let source: number;
let target: number;
let unitA: number;
let unitB: number;
let laporan: number;
let pelapor: number;
let access: number;

const one = async <T>(query: SQL) => (await rowsOf<T>(t.database.db, query))[0] as T;
const idOf = async (query: SQL) => Number((await one<{ id: number }>(query)).id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
  kpkAdmin = await loginAs(t.app, 'admin');
  const db = t.database.db;
  source =
    await idOf(sql`insert into instansis (kode, nama, is_active) values ('UJI-LAMA', 'Badan Uji Lama', true)
    returning id`);
  target =
    await idOf(sql`insert into instansis (kode, nama, is_active) values ('UJI-BARU', 'Kementerian Uji', true)
    returning id`);
  unitA =
    await idOf(sql`insert into unit_kerjas (kode, nama, instansi_id) values ('UJI-A', 'Biro A', ${source})
    returning id`);
  unitB =
    await idOf(sql`insert into unit_kerjas (kode, nama, instansi_id) values ('UJI-B', 'Biro B', ${source})
    returning id`);
  await db.execute(
    sql`insert into sub_unit_kerjas (kode, nama, unit_kerja_id) values ('UJI-A1', 'Bagian A1', ${unitA})`,
  );
  // The new unit kerja takes the institution's kode; a sub unit already holding 'UJI-B' makes Biro B's 'UJI-B-2'.
  await db.execute(
    sql`insert into sub_unit_kerjas (kode, nama, unit_kerja_id) values ('UJI-B', 'Lain', ${unitA})`,
  );
  pelapor =
    await idOf(sql`insert into pelapors (nama, instansi_id, unit_kerja_id) values ('Budi Uji', ${source}, ${unitB})
    returning id`);
  await db.execute(sql`insert into pelapor_riwayats (pelapor_id, jenis, instansi_id, unit_kerja_id)
    values (${pelapor}, 'MUTASI', ${source}, ${unitB})`);
  laporan =
    await idOf(sql`insert into laporans (pelapor_id, created_by_role, kanal, instansi_id, unit_kerja_id)
    values (${pelapor}, 'individu', 'INDIVIDU', ${source}, ${unitA}) returning id`);
  const user = await idOf(sql`select id from users where username = 'upg'`);
  const role = await idOf(sql`select id from roles where name = 'upg'`);
  access = await idOf(sql`insert into role_users (user_id, role_id, scope_type, scope_id, scope_name)
    values (${user}, ${role}, 'instansi', ${source}, 'Badan Uji Lama') returning id`);
  const upg =
    await idOf(sql`insert into upgs (kode, nama, instansi_id) values ('UPG-UJI', 'UPG Uji', ${target})
    returning id`);
  await db.execute(sql`insert into instansi_upgs (instansi_id, upg_id) values (${source}, ${upg})`);
  // The target already takes part in 2026's monitoring: the source's 2026 row stays, its 2025 row moves.
  await db.execute(sql`insert into ppg_peserta_monevs (tahun, instansi_id) values (2025, ${source}), (2026, ${source}),
    (2026, ${target})`);
  await db.execute(sql`insert into audit_logs (action, entity, entity_id) values ('master_update', 'instansis',
    ${String(source)})`);
});
afterAll(() => t.close());

const url = (id: number, type = 'unit-kerja') => `/api/admin/masters/instansi/${id}/transformasi/${type}`;
const get = (path: string, token: string | null) =>
  t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
const post = (path: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
const count = (items: { tabel: string; jumlah: number }[], tabel: string) =>
  items.find((i) => i.tabel === tabel)?.jumlah;

describe('the transform of an institution into a unit kerja', () => {
  it('is for the KPK admin and the system administrators only', async () => {
    expect((await get(url(source), null)).statusCode).toBe(401);
    const staff = await loginAs(t.app, 'anggota_tim');
    expect((await get(url(source), staff)).statusCode).toBe(403);
    expect((await post(url(source), staff, { target_instansi_id: target, version: 'x' })).statusCode).toBe(
      403,
    );
    expect((await get(url(source), kpkAdmin)).statusCode).toBe(200);
    const superuser = await loginAs(t.app, 'superuser');
    expect((await get(url(source), superuser)).statusCode).toBe(200);
  });

  it('is not found for an unknown institution or another type', async () => {
    expect((await get(url(999999), admin)).statusCode).toBe(404);
    expect((await get(url(source, 'instansi'), admin)).statusCode).toBe(404);
    expect((await get(url(source, 'provinsi'), admin)).statusCode).toBe(404);
    const run = await post(url(999999), admin, { target_instansi_id: target, version: 'x' });
    expect(run.statusCode).toBe(404);
  });

  it('previews what moves and what stays, with the rows the target already has', async () => {
    const res = await get(`${url(source)}?target_instansi_id=${target}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.instansi).toMatchObject({ id: source, nama: 'Badan Uji Lama', is_active: true });
    expect(data.target).toMatchObject({ id: target, nama: 'Kementerian Uji' });
    expect(data.selesai).toBeNull();
    expect(count(data.pindah, 'unit_kerjas')).toBe(2);
    expect(count(data.pindah, 'laporans')).toBe(1);
    expect(count(data.pindah, 'pelapors')).toBe(1);
    expect(count(data.pindah, 'role_users')).toBe(1);
    expect(count(data.pindah, 'instansi_upgs')).toBe(1);
    expect(count(data.pindah, 'ppg_peserta_monevs')).toBe(1);
    expect(data.tetap).toContainEqual({
      tabel: 'ppg_peserta_monevs',
      label: 'Kepesertaan monev PPG',
      jumlah: 1,
      alasan: 'Instansi tujuan sudah memiliki data yang sama',
    });
    expect(count(data.tetap, 'pelapor_riwayats')).toBe(1);
    expect(count(data.tetap, 'audit_logs')).toBe(1);
    expect(count(data.tetap, 'sub_unit_kerjas')).toBe(2);
  });

  it('refuses the institution itself or an unknown one as target (422)', async () => {
    const self = await get(`${url(source)}?target_instansi_id=${source}`, admin);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.target_instansi_id).toBeDefined();
    const version = (await get(url(source), admin)).json().data.version;
    const missing = await post(url(source), admin, { target_instansi_id: 999999, version });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a run on a changed institution (409)', async () => {
    const res = await post(url(source), admin, {
      target_instansi_id: target,
      version: '2020-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(409);
  });

  it('moves the rows in one audited transaction, keeps the history, and refuses a second run', async () => {
    const { version } = (await get(url(source), kpkAdmin)).json().data;
    const res = await post(url(source), kpkAdmin, { target_instansi_id: target, version });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Badan Uji Lama menjadi unit kerja Kementerian Uji');
    expect(data.unit_kerja).toMatchObject({ kode: 'UJI-LAMA', nama: 'Badan Uji Lama' });
    const unit = data.unit_kerja.id as number;
    const db = t.database.db;

    expect(await one(sql`select instansi_id, is_active from unit_kerjas where id = ${unit}`)).toEqual({
      instansi_id: target,
      is_active: true,
    });
    const subs = await rowsOf<{ kode: string; nama: string }>(
      db,
      sql`select kode, nama from sub_unit_kerjas where unit_kerja_id = ${unit} order by nama`,
    );
    expect(subs).toEqual([
      { kode: 'UJI-A', nama: 'Biro A' },
      { kode: 'UJI-B-2', nama: 'Biro B' },
    ]);
    const subB = await idOf(
      sql`select id from sub_unit_kerjas where unit_kerja_id = ${unit} and nama = 'Biro B'`,
    );
    expect(
      await one(
        sql`select instansi_id, unit_kerja_id, sub_unit_kerja_id from pelapors where id = ${pelapor}`,
      ),
    ).toEqual({ instansi_id: target, unit_kerja_id: unit, sub_unit_kerja_id: subB });
    expect(
      await one(sql`select instansi_id, unit_kerja_id, version from laporans where id = ${laporan}`),
    ).toEqual({
      instansi_id: target,
      unit_kerja_id: unit,
      version: 2,
    });
    expect(await one(sql`select scope_id, scope_name from role_users where id = ${access}`)).toEqual({
      scope_id: target,
      scope_name: 'Kementerian Uji',
    });
    expect(
      await one(sql`select count(*)::int as n from instansi_upgs where instansi_id = ${target}`),
    ).toEqual({ n: 1 });
    expect(
      await rowsOf(db, sql`select tahun, instansi_id from ppg_peserta_monevs order by tahun, instansi_id`),
    ).toEqual([
      { tahun: 2025, instansi_id: target },
      { tahun: 2026, instansi_id: source },
      { tahun: 2026, instansi_id: target },
    ]);
    // History stays: the institution (inactive, not deleted), its old units, the reporter's record, the audit trail.
    expect(await one(sql`select is_active, deleted_at from instansis where id = ${source}`)).toEqual({
      is_active: false,
      deleted_at: null,
    });
    expect(await one(sql`select is_active, instansi_id from unit_kerjas where id = ${unitA}`)).toEqual({
      is_active: false,
      instansi_id: source,
    });
    expect(await one(sql`select instansi_id from pelapor_riwayats where pelapor_id = ${pelapor}`)).toEqual({
      instansi_id: source,
    });
    const trail = await one<{ action: string; after: { target: { id: number } } }>(
      sql`select action, after from audit_logs where entity = 'instansis' and entity_id = ${String(source)}
        and action = 'instansi.transformasi'`,
    );
    expect(trail.after.target.id).toBe(target);

    const done = (await get(url(source), admin)).json().data;
    expect(done.selesai).toMatchObject({
      target_instansi_id: target,
      target_nama: 'Kementerian Uji',
      unit_kerja_id: unit,
    });
    const again = await post(url(source), admin, { target_instansi_id: target, version: done.version });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Instansi ini sudah tidak aktif atau sudah ditransformasi');
  });
});
