import { masterByKey } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWorkbook } from '../../platform/excel';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp } from '../../test/app';
import { referencesTo } from './delete-guard';
import { SampleFactory } from './testing';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let anonymous: ReturnType<typeof caller>;
let samples: SampleFactory;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = await loginAs(t.app, 'sysadmin');
  adminToken = token;
  admin = caller(t.app, token);
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  anonymous = caller(t.app);
  samples = new SampleFactory(t.app, token);
});
afterAll(() => t.close());

const def = (key: string) => {
  const found = masterByKey(key);
  if (!found) throw new Error(key);
  return found;
};

async function idOf(table: string, kode: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select id from ${sql.identifier(table)} where kode = ${kode}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`${table} ${kode}`);
  return Number(id);
}

describe('parent checks (dependsOn)', () => {
  it('refuses a kota/kabupaten outside the chosen provinsi with 422 on the child field', async () => {
    const dki = await idOf('provinsis', '31');
    const jabar = await idOf('provinsis', '32');
    const bandung = await idOf('kota_kabupatens', '32.73');
    const record = {
      ...(await samples.record(def('instansi'))),
      provinsi_id: dki,
      kota_kabupaten_id: bandung,
    };
    const wrong = await admin('POST', '/api/admin/masters/instansi', record);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      kota_kabupaten_id: ['Kota/Kabupaten tidak berada di Provinsi yang dipilih'],
    });

    const right = await admin('POST', '/api/admin/masters/instansi', { ...record, provinsi_id: jabar });
    expect(right.statusCode, right.body).toBe(201);
    const id = right.json().data.id;
    // The same rule on update.
    const update = await admin('PUT', `/api/admin/masters/instansi/${id}`, { ...record, provinsi_id: dki });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toHaveProperty('kota_kabupaten_id');
  });

  it('applies the same rule to an Excel import, row by row', async () => {
    const sheet = await writeWorkbook(
      'Instansi',
      ['Kode', 'Nama', 'Provinsi', 'Kota/Kabupaten'],
      [
        ['E2EPARENT1', 'Instansi Bandung Benar', 'Jawa Barat', 'Kota Bandung'],
        ['E2EPARENT2', 'Instansi Bandung Salah', 'Daerah Khusus Ibukota Jakarta', 'Kota Bandung'],
      ],
    );
    const body = multipart({ bytes: sheet, filename: 'instansi.xlsx' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/instansi/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      '3.kota_kabupaten_id': ['Kota/Kabupaten tidak berada di Provinsi yang dipilih'],
    });
  });

  it('checks workflow steps against the chosen process', async () => {
    const seq = def('wfl-re-sequence');
    const record = await samples.record(seq);
    const otherProcess = await samples.create(def('wfl-re-procdef'));
    const res = await admin('POST', '/api/admin/masters/wfl-re-sequence', {
      ...record,
      procdef_id: otherProcess.id,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['from_taskdef_id', 'to_taskdef_id']);
    expect((await admin('POST', '/api/admin/masters/wfl-re-sequence', record)).statusCode).toBe(201);
  });
});

describe('delete guard', () => {
  it('derives the references from the registry and adds the reporter and report columns', () => {
    const tables = referencesTo('instansi').map((r) => `${r.table}.${r.column}`);
    expect(tables).toEqual(
      expect.arrayContaining(['unit_kerjas.instansi_id', 'upgs.instansi_id', 'pelapors.instansi_id']),
    );
    expect(tables).toContain('laporans.instansi_id');
    expect(referencesTo('jenis-objek').map((r) => r.table)).toContain('rincian_laporans');
  });

  it('answers 409 while live master rows reference the row, and deletes once they are gone', async () => {
    const provinsi = await samples.create(def('provinsi'));
    const kota = await samples.create(def('kota-kabupaten'), { provinsi_id: provinsi.id });
    const blocked = await admin('DELETE', `/api/admin/masters/provinsi/${provinsi.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Data masih dipakai oleh Kota/Kabupaten (1 data)');
    // Still live.
    expect(
      (await admin('GET', `/api/admin/masters/provinsi/${provinsi.id}`)).json().data.deleted_at,
    ).toBeNull();

    expect((await admin('DELETE', `/api/admin/masters/kota-kabupaten/${kota.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/masters/provinsi/${provinsi.id}`)).statusCode).toBe(200);
  });

  it('counts reporters that hold the master id (the demo reporter works at Kemenkeu)', async () => {
    const status = await samples.create(def('status-kedinasans'));
    await t.database.db.execute(
      sql`update pelapors set status_kedinasan_id = ${status.id} where deleted_at is null`,
    );
    const blocked = await admin('DELETE', `/api/admin/masters/status-kedinasans/${status.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/^Data masih dipakai oleh Pelapor \(\d+ data\)$/);
  });
});

describe('GET /api/instansi/list-upg', () => {
  it('lists instansi with their UPG, searchable and paged', async () => {
    const res = await individu('GET', '/api/instansi/list-upg?q=keuangan');
    expect(res.statusCode).toBe(200);
    const { items, total, page, per_page } = res.json().data;
    expect(page).toBe(1);
    expect(per_page).toBe(100);
    expect(total).toBe(items.length);
    expect(items).toContainEqual(
      expect.objectContaining({
        kode: 'KEMENKEU',
        nama: 'Kementerian Keuangan',
        upg_id: await idOf('upgs', 'UPG.KEMENKEU'),
        upg_nama: 'UPG Kementerian Keuangan',
      }),
    );
    const paged = (await admin('GET', '/api/instansi/list-upg?per_page=2&page=2')).json().data;
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
    expect((await admin('GET', '/api/instansi/list-upg?per_page=5000')).statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await anonymous('GET', '/api/instansi/list-upg')).statusCode).toBe(401);
  });
});

describe('POST /api/transform-instansi', () => {
  it('matches by exact kode, then by nama or singkatan regardless of case, in the given order', async () => {
    const kemenkeu = await idOf('instansis', 'KEMENKEU');
    const res = await individu('POST', '/api/transform-instansi', {
      values: ['KEMENKEU', ' kementerian keuangan ', 'kemenkeu', 'Tidak Ada Instansi Ini'],
    });
    expect(res.statusCode).toBe(200);
    const expected = { instansi_id: kemenkeu, kode: 'KEMENKEU', nama: 'Kementerian Keuangan' };
    expect(res.json().data).toEqual([
      { value: 'KEMENKEU', ...expected },
      { value: ' kementerian keuangan ', ...expected },
      { value: 'kemenkeu', ...expected },
      { value: 'Tidak Ada Instansi Ini', instansi_id: null },
    ]);
  });

  it('validates the body and needs a signed-in user', async () => {
    expect((await admin('POST', '/api/transform-instansi', { values: [] })).statusCode).toBe(422);
    expect((await admin('POST', '/api/transform-instansi', {})).statusCode).toBe(422);
    expect((await anonymous('POST', '/api/transform-instansi', { values: ['KPK'] })).statusCode).toBe(401);
  });
});

describe('list paging', () => {
  it('reports the filtered total on every page, and on a page past the end', async () => {
    const first = (await admin('GET', '/api/admin/masters/provinsi?per_page=10')).json().data;
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(38);
    const beyond = (await admin('GET', '/api/admin/masters/provinsi?per_page=10&page=99')).json().data;
    expect(beyond).toMatchObject({ items: [], total: first.total, page: 99 });
    const none = (await admin('GET', '/api/admin/masters/provinsi?q=tidak-ada-provinsi')).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('answers a cached dropdown page as JSON', async () => {
    const a = await admin('GET', '/api/provinsis?q=jawa');
    const b = await admin('GET', '/api/provinsis?q=jawa');
    expect(b.headers['content-type']).toMatch(/^application\/json/);
    expect(b.body).toBe(a.body);
    expect(b.json().data.total).toBeGreaterThanOrEqual(3);
    // A query that fails validation is refused every time, never remembered.
    for (let i = 0; i < 2; i += 1) {
      const bad = await admin('GET', '/api/provinsis?per_page=5000');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('per_page');
    }
  });
});
