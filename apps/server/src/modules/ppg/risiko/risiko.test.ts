import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppg_jadwal_monevs } from '../../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';

/** A year whose windows are wide open (set below), so the tests do not depend on today's date. */
const TAHUN = 2030;
const OPEN = { mulai: '2000-01-01', selesai: '2099-12-31' };

let t: TestApp;
let upg: ReturnType<typeof caller>;
let upgLain: ReturnType<typeof caller>;
let ppg: ReturnType<typeof caller>;
let koordinator: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let upgToken: string;
const ids: Record<string, number> = {};

const jadwal = (w: { mulai: string; selesai: string }) => ({
  rencana_mulai: w.mulai,
  rencana_selesai: w.selesai,
  tw1_mulai: w.mulai,
  tw1_selesai: w.selesai,
  tw2_mulai: w.mulai,
  tw2_selesai: w.selesai,
  tw3_mulai: w.mulai,
  tw3_selesai: w.selesai,
  tw4_mulai: w.mulai,
  tw4_selesai: w.selesai,
  verifikasi_mulai: w.mulai,
  verifikasi_selesai: w.selesai,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  upgToken = await loginAs(t.app, 'upg');
  upg = caller(t.app, upgToken);
  ppg = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  koordinator = caller(t.app, await loginAs(t.app, 'koordinator'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  const kemenkesUpg = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_risiko', 'upg', { type: 'upg', id: kemenkesUpg, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_risiko'));
  ids.penyebab = await masterId(db, 'penyebab-risiko', 'HUBUNGAN_REKANAN');
  ids.klasifikasi = await masterId(db, 'klasifikasi-risiko', 'PENGADAAN');
  ids.p2 = await masterId(db, 'probabilitas-risiko', 'JARANG');
  ids.p4 = await masterId(db, 'probabilitas-risiko', 'SERING');
  ids.d4 = await masterId(db, 'dampak-kerugian', 'SIGNIFIKAN');
  ids.d5 = await masterId(db, 'dampak-kerugian', 'SANGAT_SIGNIFIKAN');
  ids.kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  ids.veryHigh = await masterId(db, 'level-risiko', 'VERY_HIGH');
  await db.insert(ppg_jadwal_monevs).values({ tahun: TAHUN, ...jadwal(OPEN) });
}, 600_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  tahun: TAHUN,
  proses_layanan: 'Pengadaan barang dan jasa',
  risiko: 'Pemberian hadiah dari rekanan kepada pejabat pengadaan',
  penyebab_risiko_id: ids.penyebab,
  uraian_penyebab: 'Rekanan lama sering bertemu di luar kantor',
  probabilitas_risiko_id: ids.p4,
  dampak_kerugian_id: ids.d5,
  klasifikasi_risiko_id: ids.klasifikasi,
  rencana_mitigasi: 'Pakta integritas rekanan dan e-procurement penuh',
  penanggung_jawab: 'Kepala Biro Umum',
  tenggat: `${TAHUN}-06-30`,
  ...over,
});

const audits = async (action: string) => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from audit_logs where action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n);
};

describe('identifikasi-titik-rawan: the UPG keeps its institution’s risk register', () => {
  let id: number;
  let low: number;

  it('records a risk scored from probability × impact, with band and level, audited', async () => {
    const res = await upg('POST', '/api/identifikasi-titik-rawan', body());
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      tahun: TAHUN,
      skor: 0.8,
      band: 'VERY HIGH',
      revisi: 1,
      progres_terakhir: null,
    });
    expect(data.probabilitas_risiko.nilai).toBe(4);
    expect(data.dampak_kerugian.nilai).toBe(5);
    expect(data.level_risiko).toMatchObject({ id: ids.veryHigh, warna: '#F44336' });
    expect(data.instansi.id).toBe(ids.kemenkeu);
    expect(await audits('identifikasi-titik-rawan.create')).toBe(1);
    const second = await upg(
      'POST',
      '/api/identifikasi-titik-rawan',
      body({
        proses_layanan: 'Layanan perizinan',
        probabilitas_risiko_id: ids.p2,
        dampak_kerugian_id: ids.d4,
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    low = second.json().data.id;
    expect(second.json().data).toMatchObject({ skor: 0.32, band: 'MEDIUM' });
  });

  it('lists by year and band, highest first; the KPK reads every institution’s', async () => {
    const mine = (await upg('GET', `/api/identifikasi-titik-rawan?tahun=${TAHUN}`)).json().data;
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([id, low]);
    const band = (await upg('GET', `/api/identifikasi-titik-rawan?tahun=${TAHUN}&band=MEDIUM`)).json().data;
    expect(band.items.map((i: { id: number }) => i.id)).toEqual([low]);
    const asc = (await upg('GET', `/api/identifikasi-titik-rawan?tahun=${TAHUN}&sort=skor&order=asc`)).json()
      .data;
    expect(asc.items[0].id).toBe(low);
    expect((await upgLain('GET', '/api/identifikasi-titik-rawan')).json().data.total).toBe(0);
    const kpk = await ppg('GET', `/api/identifikasi-titik-rawan?instansi_id=${ids.kemenkeu}&tahun=${TAHUN}`);
    expect(kpk.statusCode, kpk.body).toBe(200);
    expect(kpk.json().data.total).toBe(2);
    expect((await upg('GET', '/api/identifikasi-titik-rawan?band=EXTREME')).statusCode).toBe(422);
  });

  it('counts the heat map per probability × impact', async () => {
    const res = await upg('GET', `/api/identifikasi-titik-rawan/peta?tahun=${TAHUN}`);
    expect(res.statusCode, res.body).toBe(200);
    const peta = res.json().data;
    expect(peta.total).toBe(2);
    expect(peta.per_band).toEqual({ LOW: 0, MEDIUM: 1, HIGH: 0, 'VERY HIGH': 1 });
    // Rows are probability 5…1: probability 4 is row 1, impact 5 column 4.
    expect(peta.sel[1][4]).toMatchObject({ probabilitas: 4, dampak: 5, jumlah: 1, band: 'VERY HIGH' });
    expect(
      (await upgLain('GET', `/api/identifikasi-titik-rawan/peta?tahun=${TAHUN}`)).json().data.total,
    ).toBe(0);
    expect((await ppg('GET', `/api/identifikasi-titik-rawan/peta?tahun=${TAHUN}`)).json().data.total).toBe(2);
  });

  it('answers 404 for another institution’s risk, on every read and write', async () => {
    expect((await upgLain('GET', `/api/identifikasi-titik-rawan/${id}`)).statusCode).toBe(404);
    expect(
      (await upgLain('PUT', `/api/identifikasi-titik-rawan/${id}`, { ...body(), revisi: 1 })).statusCode,
    ).toBe(404);
    expect((await upgLain('DELETE', `/api/identifikasi-titik-rawan/${id}`)).statusCode).toBe(404);
    const realisasi = {
      identifikasi_id: id,
      triwulan: 1,
      progres: 10,
      uraian: 'Mencoba milik orang',
      revisi: 0,
    };
    expect((await upgLain('PUT', '/api/realisasi-mitigasi', realisasi)).statusCode).toBe(404);
    expect((await ppg('GET', `/api/identifikasi-titik-rawan/${id}`)).statusCode).toBe(200);
  });

  it('refuses other roles (403), KPK writes, and no login (401)', async () => {
    expect((await koordinator('GET', '/api/identifikasi-titik-rawan')).statusCode).toBe(403);
    expect((await individu('GET', `/api/identifikasi-titik-rawan/${id}`)).statusCode).toBe(403);
    expect((await individu('GET', `/api/realisasi-mitigasi?tahun=${TAHUN}&triwulan=1`)).statusCode).toBe(403);
    expect((await koordinator('PUT', '/api/realisasi-mitigasi', {})).statusCode).toBe(403);
    expect((await ppg('POST', '/api/identifikasi-titik-rawan', body())).statusCode).toBe(403);
    expect((await ppg('DELETE', `/api/identifikasi-titik-rawan/${id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/identifikasi-titik-rawan' })).statusCode).toBe(
      401,
    );
  });

  it('answers 422 naming the field', async () => {
    const empty = await upg('POST', '/api/identifikasi-titik-rawan', body({ risiko: '' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.risiko).toBeTruthy();
    const master = await upg('POST', '/api/identifikasi-titik-rawan', body({ dampak_kerugian_id: 999_999 }));
    expect(master.statusCode).toBe(422);
    expect(master.json().errors.dampak_kerugian_id).toEqual(['Dampak kerugian tidak ditemukan']);
    const closed = await upg('POST', '/api/identifikasi-titik-rawan', body({ tahun: 2020 }));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.tahun).toEqual(['Identifikasi risiko tahun 2020 sudah ditutup']);
  });

  it('changes with the revision read (409 when stale), audited', async () => {
    const res = await upg('PUT', `/api/identifikasi-titik-rawan/${id}`, {
      ...body({ dampak_kerugian_id: ids.d4 }),
      revisi: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ skor: 0.64, band: 'HIGH', revisi: 2 });
    const stale = await upg('PUT', `/api/identifikasi-titik-rawan/${id}`, { ...body(), revisi: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await audits('identifikasi-titik-rawan.update')).toBe(1);
  });

  it('records each quarter’s mitigation progress, once per quarter, with the revision read', async () => {
    const first = {
      identifikasi_id: id,
      triwulan: 1,
      progres: 40,
      uraian: 'Pakta integritas ditandatangani',
      revisi: 0,
    };
    const res = await upg('PUT', '/api/realisasi-mitigasi', first);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ triwulan: 1, progres: 40, revisi: 1 });
    // A second "new" for the same quarter is stale (409), the change with revisi 1 goes through.
    expect((await upg('PUT', '/api/realisasi-mitigasi', first)).statusCode).toBe(409);
    const again = await upg('PUT', '/api/realisasi-mitigasi', { ...first, progres: 60, revisi: 1 });
    expect(again.json().data).toMatchObject({ id: saved.id, progres: 60, revisi: 2 });
    expect(
      (await upg('PUT', '/api/realisasi-mitigasi', { ...first, progres: 101, revisi: 2 })).statusCode,
    ).toBe(422);
    const list = await upg('GET', `/api/realisasi-mitigasi?tahun=${TAHUN}&triwulan=1`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.items as {
      risiko: { id: number };
      realisasi: { progres: number } | null;
    }[];
    expect(rows.find((x) => x.risiko.id === id)?.realisasi?.progres).toBe(60);
    expect(rows.find((x) => x.risiko.id === low)?.realisasi).toBeNull();
    const kpk = await ppg(
      'GET',
      `/api/realisasi-mitigasi?tahun=${TAHUN}&triwulan=1&instansi_id=${ids.kemenkeu}`,
    );
    expect(kpk.json().data.total).toBe(2);
    expect(
      (await upgLain('GET', `/api/realisasi-mitigasi?tahun=${TAHUN}&triwulan=1`)).json().data.total,
    ).toBe(0);
    const detail = (await upg('GET', `/api/identifikasi-titik-rawan/${id}`)).json().data;
    expect(detail.progres_terakhir).toBe(60);
    expect(detail.realisasi).toHaveLength(1);
    expect(await audits('realisasi-mitigasi.create')).toBe(1);
    expect(await audits('realisasi-mitigasi.update')).toBe(1);
  });

  it('keeps evidence through the upload path; another institution gets 404', async () => {
    const detail = (await upg('GET', `/api/identifikasi-titik-rawan/${id}`)).json().data;
    const realisasiId = detail.realisasi[0].id;
    const file = multipart({ bytes: TINY_PNG, filename: 'bukti.png', contentType: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/realisasi-mitigasi/${realisasiId}/bukti`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const mediaId = up.json().data.id;
    expect((await ppg('GET', `/api/realisasi-mitigasi/${realisasiId}/bukti/${mediaId}`)).statusCode).toBe(
      200,
    );
    expect((await upgLain('GET', `/api/realisasi-mitigasi/${realisasiId}/bukti/${mediaId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await upgLain('DELETE', `/api/realisasi-mitigasi/${realisasiId}/bukti/${mediaId}`)).statusCode,
    ).toBe(404);
    const after = (await upg('GET', `/api/identifikasi-titik-rawan/${id}`)).json().data;
    expect(after.realisasi[0].bukti).toHaveLength(1);
  });

  it('refuses every change once the windows closed (422), writing nothing', async () => {
    const db = t.database.db;
    await db
      .update(ppg_jadwal_monevs)
      .set(jadwal({ mulai: '2000-01-01', selesai: '2000-12-31' }))
      .where(eq(ppg_jadwal_monevs.tahun, TAHUN));
    try {
      const edit = await upg('PUT', `/api/identifikasi-titik-rawan/${low}`, { ...body(), revisi: 1 });
      expect(edit.statusCode).toBe(422);
      expect((await upg('DELETE', `/api/identifikasi-titik-rawan/${low}`)).statusCode).toBe(422);
      const late = await upg('PUT', '/api/realisasi-mitigasi', {
        identifikasi_id: low,
        triwulan: 2,
        progres: 10,
        uraian: 'Terlambat dilaporkan',
        revisi: 0,
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.triwulan[0]).toContain('sudah lewat');
      const detail = (await upg('GET', `/api/identifikasi-titik-rawan/${low}`)).json().data;
      expect(detail).toMatchObject({ revisi: 1, realisasi: [] });
    } finally {
      await db.update(ppg_jadwal_monevs).set(jadwal(OPEN)).where(eq(ppg_jadwal_monevs.tahun, TAHUN));
    }
  });

  it('removes a risk with the revision read (409 when stale), audited', async () => {
    expect((await upg('DELETE', `/api/identifikasi-titik-rawan/${low}?revisi=7`)).statusCode).toBe(409);
    expect((await upg('DELETE', `/api/identifikasi-titik-rawan/${low}?revisi=1`)).statusCode).toBe(200);
    expect((await upg('GET', `/api/identifikasi-titik-rawan/${low}`)).statusCode).toBe(404);
    expect(await audits('identifikasi-titik-rawan.delete')).toBe(1);
  });
});
