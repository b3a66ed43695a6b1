import { MASTER_DEFINITIONS, masterByKey } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_TABLES } from '../../db/schema/masters';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { SERVED_PUBLIC_PATHS } from './routes';
import { SampleFactory } from './testing';

let t: TestApp;
let admin: string;
let samples: SampleFactory;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'superuser');
  samples = new SampleFactory(t.app, admin);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const def = (key: string) => {
  const found = masterByKey(key);
  if (!found) throw new Error(key);
  return found;
};

describe('master tables', () => {
  it('exist for every definition (one export line per master in db/schema/masters.ts)', () => {
    expect(MASTER_DEFINITIONS.filter((d) => !MASTER_TABLES.has(d.key)).map((d) => d.key)).toEqual([]);
  });
});

describe('master API edges', () => {
  it('answers 404 for an unknown master or a missing record', async () => {
    expect((await get('/api/admin/masters/tidak-ada')).statusCode).toBe(404);
    const missing = await get('/api/admin/masters/provinsi/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Data tidak ditemukan');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/masters/provinsi/999999',
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(404);
  });

  it('refuses a sort outside the whitelist, a bad filter value and an oversized page', async () => {
    const sort = await get('/api/admin/masters/provinsi?sort=deleted_at;drop');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors).toHaveProperty('sort');
    const filter = await get('/api/admin/masters/kota-kabupaten?provinsi_id=abc');
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toEqual({ provinsi_id: ['Pilihan tidak valid'] });
    expect((await get('/api/admin/masters/provinsi?per_page=1001')).statusCode).toBe(422);
  });

  it('answers 422 for a relation to a missing row and names the field', async () => {
    const record = await samples.record(def('kota-kabupaten'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kota-kabupaten',
      headers: bearer(admin),
      payload: { ...record, provinsi_id: 999999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ provinsi_id: ['Pilihan tidak valid'] });
  });

  it('validates the body with the Indonesian messages of the definition', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/provinsi',
      headers: bearer(admin),
      payload: { kode: 'ABC' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ kode: ['Maksimal 2 karakter'], nama: ['Wajib diisi'] });
  });

  it('pages, sorts and searches with q taken literally', async () => {
    const prov = def('provinsi');
    const a = await samples.create(prov);
    const b = await samples.create(prov);
    const asc = await get('/api/admin/masters/provinsi?sort=id&order=asc&per_page=1&page=1');
    const desc = await get('/api/admin/masters/provinsi?sort=id&order=desc&per_page=1&page=1');
    expect(desc.json().data.items[0].id).toBe(b.id);
    expect(asc.json().data.items[0].id).toBeLessThan(a.id);
    expect(asc.json().data.total).toBe(desc.json().data.total);
    const page2 = await get('/api/admin/masters/provinsi?sort=id&order=desc&per_page=1&page=2');
    expect(page2.json().data.items[0].id).toBe(a.id);
    const wildcard = await get(`/api/admin/masters/provinsi?q=${encodeURIComponent('%')}`);
    expect(wildcard.json().data.total).toBe(0);
  });

  it('serves the dropdowns with a parent filter, 100 a page by default, never deleted rows', async () => {
    const prov = await samples.create(def('provinsi'));
    const kotaDef = def('kota-kabupaten');
    const kota = await samples.create(kotaDef);
    const mine = { ...(await samples.record(kotaDef)), provinsi_id: prov.id };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kota-kabupaten',
      headers: bearer(admin),
      payload: mine,
    });
    const id = created.json().data.id as number;
    const list = await get(`/api/kota-kabupatens?provinsi_id=${prov.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, per_page: 100 });
    expect(list.json().data.items[0]).toMatchObject({
      id,
      provinsi_id: prov.id,
      labels: { provinsi_id: prov.nama },
    });
    expect(list.json().data.items.map((i: { id: number }) => i.id)).not.toContain(kota.id);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/masters/kota-kabupaten/${id}`,
      headers: bearer(admin),
    });
    const after = await get(`/api/kota-kabupatens?provinsi_id=${prov.id}&trashed=only`);
    expect(after.json().data.total).toBe(0);
  });

  it('refuses to restore a row whose unique value a live row took meanwhile', async () => {
    const prov = def('provinsi');
    const first = await samples.create(prov);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/masters/provinsi/${first.id}`,
      headers: bearer(admin),
    });
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/provinsi',
      headers: bearer(admin),
      payload: { kode: first.kode, nama: 'Kembar' },
    });
    expect(twin.statusCode).toBe(201);
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/admin/masters/provinsi/${first.id}/restore`,
      headers: bearer(admin),
    });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().errors).toEqual({ kode: ['Sudah digunakan'] });
  });
});

describe('derived dropdown GETs', () => {
  it('lists the checklist of one jenis peristiwa', async () => {
    const checklist = def('checklist-kelengkapan-peristiwas');
    const row = await samples.create(checklist);
    await samples.create(checklist); // another jenis peristiwa's row
    const res = await get(`/api/jenis-peristiwa/${row.jenis_peristiwa_id}/checklistJenisPeristiwas`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual([row.id]);
  });

  it('answers the latest version of a platform, publicly', async () => {
    const version = def('master-version');
    const base = await samples.record(version);
    for (const [versi, tanggal_rilis] of [
      ['9.0.0', '2030-01-01'],
      ['9.1.0', '2030-06-01'],
      ['0.0.1', null],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/masters/master-version',
        headers: bearer(admin),
        payload: { ...base, versi, tanggal_rilis, platform: 'web' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const latest = await get('/api/version/getLatest?platform=web', null);
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data).toMatchObject({ versi: '9.1.0', platform: 'web' });
  });
});

describe('dropdown paths', () => {
  it('are answered by this module unless another module serves the path', () => {
    const served = SERVED_PUBLIC_PATHS.get(t.app.ctx);
    const all = MASTER_DEFINITIONS.flatMap((d) => d.publicPaths ?? []);
    expect(served?.size).toBeGreaterThan(20);
    for (const path of all) {
      expect(t.app.hasRoute({ method: 'GET', url: `/api/${path}` }), path).toBe(true);
    }
  });
});

describe('search indexes', () => {
  it('has trigram indexes on PostgreSQL so a kecamatan search does not scan', async () => {
    if (t.database.kind !== 'postgresql') {
      // PGlite runs without pg_trgm: the migration skips the indexes and the search still answers.
      expect((await get('/api/kecamatan?q=a')).statusCode).toBe(200);
      return;
    }
    const result = (await t.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'kecamatans' and indexname like '%trgm%'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname).sort()).toEqual([
      'kecamatans_kode_trgm_idx',
      'kecamatans_nama_trgm_idx',
    ]);
  });
});

describe('dropdown cache', () => {
  const list = async () => (await get('/api/provinsis?q=zzcache')).json().data;

  it('serves a repeated dropdown query from memory, and a master write through the API refreshes it', async () => {
    expect((await list()).total).toBe(0);
    // A row written behind the API's back stays unseen while the page is cached…
    await t.database.db.execute(
      sql`insert into provinsis (kode, nama) values ('98', 'Provinsi ZZCACHE Langsung')`,
    );
    expect((await list()).total).toBe(0);
    // …and any write through the master API empties the cache before it answers.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/provinsi',
      headers: bearer(admin),
      payload: { kode: '99', nama: 'Provinsi ZZCACHE API' },
    });
    expect(created.statusCode).toBe(201);
    const after = await list();
    expect(after.total).toBe(2);
    expect(after.items.map((i: { nama: string }) => i.nama).sort()).toEqual([
      'Provinsi ZZCACHE API',
      'Provinsi ZZCACHE Langsung',
    ]);
  });
});
