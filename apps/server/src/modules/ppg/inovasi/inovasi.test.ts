import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';

let t: TestApp;
let upgToken: string;
let upg: ReturnType<typeof caller>;
let upgLain: ReturnType<typeof caller>;
let ppg: ReturnType<typeof caller>;
let ketuaGroupPpg: ReturnType<typeof caller>;
let anggota: ReturnType<typeof caller>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  upgToken = await loginAs(t.app, 'upg');
  upg = caller(t.app, upgToken);
  ppg = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  ketuaGroupPpg = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  const kemenkesUpg = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_inovasi', 'upg', { type: 'upg', id: kemenkesUpg, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_inovasi'));
  ids.diterapkan = await masterId(db, 'implementasi-inovasi', 'DITERAPKAN');
  ids.ujiCoba = await masterId(db, 'implementasi-inovasi', 'UJI_COBA');
  ids.kemenkes = await masterId(db, 'instansi', 'KEMENKES');
  // A changed schema rebuilds the test template first.
}, 600_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  nama: 'Aplikasi Pelaporan Gratifikasi Internal',
  permasalahan: 'Pegawai di daerah sulit melapor penerimaan gratifikasi tepat waktu.',
  deskripsi: 'Formulir daring yang terhubung dengan UPG pusat dan mengingatkan batas 30 hari kerja.',
  tujuan: 'Mempercepat pelaporan dan menambah jumlah laporan.',
  dampak: 'Laporan naik dua kali lipat dalam satu tahun.',
  implementasi_inovasi_id: ids.diterapkan,
  tahun: 2026,
  triwulan: 2,
  ...over,
});

describe('inovasi: each institution’s innovations, compared by the KPK', () => {
  let mine: number;
  let theirs: number;

  it('records innovations of each UPG’s own institution, audited', async () => {
    const a = await upg('POST', '/api/inovasi', body());
    expect(a.statusCode, a.body).toBe(201);
    mine = a.json().data.id;
    const b = await upgLain(
      'POST',
      '/api/inovasi',
      body({ nama: 'Kanal Konsultasi Gratifikasi', implementasi_inovasi_id: ids.ujiCoba }),
    );
    expect(b.statusCode, b.body).toBe(201);
    theirs = b.json().data.id;
    expect(b.json().data.instansi.id).toBe(ids.kemenkes);
    const audits = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action = 'inovasi.create'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audits.rows[0]?.n)).toBe(2);
  });

  it('lists a UPG’s own only; the KPK sees all and filters by stage, year, quarter', async () => {
    const own = await upg('GET', '/api/inovasi');
    expect(own.json().data.items.map((i: { id: number }) => i.id)).toEqual([mine]);
    const all = await ppg('GET', '/api/inovasi?tahun=2026&triwulan=2');
    expect(all.json().data.total).toBe(2);
    const stage = await ketuaGroupPpg('GET', `/api/inovasi?implementasi_inovasi_id=${ids.ujiCoba}`);
    expect(stage.json().data.items.map((i: { id: number }) => i.id)).toEqual([theirs]);
  });

  it('answers 404 for another institution’s innovation and 403 for other roles', async () => {
    expect((await upg('GET', `/api/inovasi/${theirs}`)).statusCode).toBe(404);
    expect((await upg('PUT', `/api/inovasi/${theirs}`, { ...body(), version: 1 })).statusCode).toBe(404);
    expect((await upg('DELETE', `/api/inovasi/${theirs}`)).statusCode).toBe(404);
    expect((await upg('GET', `/api/inovasi/bandingkan?ids=${mine},${theirs}`)).statusCode).toBe(404);
    expect((await anggota('GET', '/api/inovasi')).statusCode).toBe(403);
    expect((await ppg('POST', '/api/inovasi', body())).statusCode).toBe(403);
    expect((await ppg('PUT', `/api/inovasi/${mine}`, { ...body(), version: 1 })).statusCode).toBe(403);
  });

  it('answers 422 naming the field', async () => {
    const res = await upg('POST', '/api/inovasi', body({ triwulan: 5, deskripsi: 'pendek' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['deskripsi', 'triwulan']);
    const tahap = await upg('POST', '/api/inovasi', body({ implementasi_inovasi_id: 999999 }));
    expect(tahap.json().errors.implementasi_inovasi_id).toEqual(['Tahap implementasi tidak ditemukan']);
  });

  it('changes with the version read (stale → 409) and keeps evidence files', async () => {
    const ok = await upg('PUT', `/api/inovasi/${mine}`, { ...body({ triwulan: 3 }), version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ triwulan: 3, version: 2 });
    expect((await upg('PUT', `/api/inovasi/${mine}`, { ...body(), version: 1 })).statusCode).toBe(409);
    const file = multipart({ bytes: TINY_PNG, filename: 'bukti.png', contentType: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/inovasi/${mine}/bukti`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect((await ppg('GET', `/api/inovasi/${mine}/bukti/${up.json().data.id}`)).statusCode).toBe(200);
  });

  it('compares two to four innovations field by field, in the order asked', async () => {
    const res = await ppg('GET', `/api/inovasi/bandingkan?ids=${theirs},${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { id: number }) => d.id)).toEqual([theirs, mine]);
    expect(data[1].bukti).toHaveLength(1);
    expect(data[0].implementasi_inovasi.nama).toBe('Uji coba');
    expect((await ppg('GET', `/api/inovasi/bandingkan?ids=${mine}`)).statusCode).toBe(422);
    expect((await ppg('GET', `/api/inovasi/bandingkan?ids=${mine},999999`)).statusCode).toBe(404);
  });

  it('removes an innovation (soft)', async () => {
    expect((await upg('DELETE', `/api/inovasi/${mine}`)).statusCode).toBe(200);
    expect((await ppg('GET', `/api/inovasi/${mine}`)).statusCode).toBe(404);
  });
});
