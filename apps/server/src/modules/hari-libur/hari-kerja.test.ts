import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
// The seed holds this year's and next year's holidays; Christmas and New Year's Day are in every year's list.
const year = new Date().getFullYear();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const tambah = async (dari: string, hari: number) =>
  (await get(`/api/hari-kerja/tambah?dari=${dari}&hari=${hari}`)).tanggal as string;
const hitung = async (dari: string, sampai: string) =>
  (await get(`/api/hari-kerja/hitung?dari=${dari}&sampai=${sampai}`)).hari_kerja as number;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
});
afterAll(() => t.close());

describe('working days over the hari-libur master', () => {
  it('steps over a weekend (2001 has no seeded holidays)', async () => {
    expect(await tambah('2001-01-05', 1)).toBe('2001-01-08'); // Friday → Monday
    expect(await tambah('2001-01-08', -1)).toBe('2001-01-05');
    expect(await tambah('2001-01-06', 0)).toBe('2001-01-06');
    expect(await hitung('2001-01-05', '2001-01-08')).toBe(1);
    expect(await hitung('2001-01-01', '2001-01-31')).toBe(22);
    expect(await hitung('2001-01-08', '2001-01-05')).toBe(-1);
  });

  it('steps over a seeded holiday (Christmas)', async () => {
    const christmas = `${year}-12-25`;
    expect(await hitung(`${year}-12-24`, christmas)).toBe(0);
    const next = await tambah(`${year}-12-24`, 1);
    expect(next > christmas).toBe(true);
    expect([0, 6]).not.toContain(weekday(next));
  });

  it('crosses the year end over New Year’s Day', async () => {
    const newYear = `${year + 1}-01-01`;
    expect(await hitung(`${year}-12-31`, newYear)).toBe(0);
    const after = await tambah(`${year}-12-31`, 1);
    expect(after > newYear).toBe(true);
    expect(await hitung(`${year}-12-31`, after)).toBe(1);
    const back = await tambah(after, -1);
    expect(back <= `${year}-12-31`).toBe(true);
  });

  it('sees a holiday added or deleted through the master API at once', async () => {
    expect(await tambah('2001-01-02', 1)).toBe('2001-01-03');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/hari-libur',
      headers: bearer(admin),
      payload: { tanggal: '2001-01-03', nama: 'Libur uji', jenis: 'cuti_bersama' },
    });
    expect(created.statusCode).toBe(201);
    expect(await tambah('2001-01-02', 1)).toBe('2001-01-04');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/masters/hari-libur/${created.json().data.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    expect(await tambah('2001-01-02', 1)).toBe('2001-01-03');
  });

  it('validates its parameters and needs a signed-in user', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/hari-kerja/tambah?dari=2001-02-30&hari=1.5',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['dari', 'hari']);
    const anon = await t.app.inject({
      method: 'GET',
      url: '/api/hari-kerja/hitung?dari=2001-01-01&sampai=2001-01-31',
    });
    expect(anon.statusCode).toBe(401);
  });
});
