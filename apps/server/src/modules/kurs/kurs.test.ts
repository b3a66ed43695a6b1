import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
let usdId: number;

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
  const list = await get('/api/mata-uang?kode=USD&q=USD');
  usdId = list.json().data.items.find((m: { kode: string }) => m.kode === 'USD').id;
  // Rates in 2001, far from the seeded sample rates, so the test owns every row it reads.
  for (const [tanggal, nilai] of [
    ['2001-01-10', '9500.25'],
    ['2001-01-15', '9600.00'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kurs',
      headers: bearer(admin),
      payload: { mata_uang_id: usdId, tanggal, nilai, sumber: 'Uji kurs' },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('GET /api/kurs/berlaku', () => {
  it('answers the latest rate dated on or before the date', async () => {
    const between = await get('/api/kurs/berlaku?mata_uang=USD&tanggal=2001-01-12');
    expect(between.statusCode).toBe(200);
    expect(between.json().data).toEqual({
      mata_uang: 'USD',
      tanggal: '2001-01-10',
      nilai: '9500.25',
      sumber: 'Uji kurs',
    });
    const onDay = await get('/api/kurs/berlaku?mata_uang=usd&tanggal=2001-01-15');
    expect(onDay.json().data).toMatchObject({ tanggal: '2001-01-15', nilai: '9600.00' });
  });

  it('answers 404 before the first rate and for an unknown currency', async () => {
    for (const url of [
      '/api/kurs/berlaku?mata_uang=USD&tanggal=2001-01-09',
      '/api/kurs/berlaku?mata_uang=XXX&tanggal=2001-01-12',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Kurs untuk tanggal tersebut belum tersedia');
    }
  });

  it('skips a deleted rate', async () => {
    const rows = await get('/api/admin/masters/kurs?tanggal=2001-01-15');
    const id = rows.json().data.items[0].id as number;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/masters/kurs/${id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    const res = await get('/api/kurs/berlaku?mata_uang=USD&tanggal=2001-01-20');
    expect(res.json().data).toMatchObject({ tanggal: '2001-01-10', nilai: '9500.25' });
  });

  it('validates the date and needs a signed-in user', async () => {
    const bad = await get('/api/kurs/berlaku?mata_uang=USD&tanggal=2001-02-30');
    expect(bad.statusCode).toBe(422);
    const anon = await t.app.inject({
      method: 'GET',
      url: '/api/kurs/berlaku?mata_uang=USD&tanggal=2001-01-12',
    });
    expect(anon.statusCode).toBe(401);
  });

  it('is open to any signed-in role (a reporter values a foreign-currency gift)', async () => {
    const individu = await loginAs(t.app, 'individu');
    const res = await get('/api/kurs/berlaku?mata_uang=USD&tanggal=2001-01-12', individu);
    expect(res.statusCode).toBe(200);
  });
});
