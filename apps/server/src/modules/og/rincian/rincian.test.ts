import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs } from '../../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { reportWalker } from '../../laporan/proses/testing';
import { masterId } from '../../laporan/test-fixtures';
import { reportWithSk } from '../testing';

/** Issue 12 §1: report items carrying objects (rincian-laporan-og-*) and matching an arrived object (og-match). */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let pengelola: ReturnType<typeof caller>;
let pengelolaToken: string;
let lokasiKpk: number;
let first: Awaited<ReturnType<typeof reportWithSk>>;
let second: Awaited<ReturnType<typeof reportWithSk>>;
const db = () => t.database.db;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  pengelolaToken = await loginAs(t.app, 'admin_pengelola_og');
  pengelola = caller(t.app, pengelolaToken);
  lokasiKpk = await masterId(db(), 'lokasi-objek-gratifikasi', 'KPK');
  first = await reportWithSk(
    t,
    w,
    [
      { uraian: 'Cincin berlian', nilai_taksiran: '25000000' },
      { uraian: 'Tas kulit', nilai_taksiran: '3000000' },
    ],
    [1],
  );
  second = await reportWithSk(t, w, [{ uraian: 'Lukisan kanvas', nilai_taksiran: '7000000' }]);
});
afterAll(() => t.close());

const og = (i: number, r = first) => r.ogs[i]?.id ?? 0;
const detail = async (id: number) => (await pengelola('GET', `/api/og/${id}`)).json().data;
const receive = async (id: number) => {
  const res = await pengelola('POST', '/api/og/dokumen', {
    jenis: 'PENERIMAAN',
    tanggal: today(),
    pihak_nama: 'Budi Pelapor',
    lokasi_id: lokasiKpk,
    items: [{ og_id: id, version: (await detail(id)).version }],
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('rincian-laporan-og: report items carrying objects', () => {
  it('lists them with SK ruling, value and custody state; paged, sorted and filtered on the server', async () => {
    const list = await w.call('direktur')(
      'GET',
      `/api/og/rincian?laporan_id=${first.laporanId}&sort=nilai_rupiah&order=asc`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.total).toBe(2);
    expect(data.items.map((i: { uraian: string }) => i.uraian)).toEqual(['Tas kulit', 'Cincin berlian']);
    expect(data.items[1]).toMatchObject({
      rincian_id: first.rincianIds[0],
      og_id: og(0),
      kepemilikan: 'MILIK_NEGARA',
      nilai: '25000000.00',
      mata_uang_kode: 'IDR',
      state: 'DIHARAPKAN',
    });
    expect(data.items[1].nomor_sk).toMatch(/SK/);
    expect(data.items[1].pelapor_nama).toBeTruthy();
    const page2 = (
      await pengelola('GET', `/api/og/rincian?laporan_id=${first.laporanId}&per_page=1&page=2&sort=uraian`)
    ).json().data;
    expect(page2).toMatchObject({ total: 2, page: 2, items: [{ uraian: 'Cincin berlian' }] });
    const byRuling = (
      await pengelola('GET', `/api/og/rincian?laporan_id=${first.laporanId}&kepemilikan=MILIK_PENERIMA`)
    ).json().data;
    expect(byRuling.items.map((i: { uraian: string }) => i.uraian)).toEqual(['Tas kulit']);
    const searched = (await pengelola('GET', '/api/og/rincian?q=lukisan')).json().data;
    expect(searched.items.map((i: { og_id: number }) => i.og_id)).toEqual([og(0, second)]);
    expect((await pengelola('GET', '/api/og/rincian?sort=gaji')).statusCode).toBe(422);
    const xlsx = await pengelola('GET', `/api/og/rincian/export?laporan_id=${first.laporanId}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('shows one item with its object and history; 404 for an item without one; staff only', async () => {
    const res = await pengelola('GET', `/api/og/rincian/${first.rincianIds[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      uraian: 'Cincin berlian',
      objek: [{ id: og(0), state: 'DIHARAPKAN', mutasi: [{ aksi: 'sk' }] }],
    });
    expect((await pengelola('GET', '/api/og/rincian/999999')).statusCode).toBe(404);
    expect((await w.call('individu')('GET', '/api/og/rincian')).statusCode).toBe(403);
    expect((await w.call('individu')('GET', `/api/og/rincian/${first.rincianIds[0]}`)).statusCode).toBe(403);
  });
});

describe('og-match: an arrived object matched to its report item', () => {
  it('offers its own item and the items still expected, of the same reporter or searched by report', async () => {
    await receive(og(0));
    const own = await pengelola('GET', `/api/og/${og(0)}/match/kandidat`);
    expect(own.statusCode, own.body).toBe(200);
    const items = own.json().data.items;
    expect(items[0]).toMatchObject({ rincian_id: first.rincianIds[0], sekarang: true });
    const ids = items.map((i: { og_id: number }) => i.og_id);
    expect(ids).toContain(og(1));
    expect(ids).toContain(og(0, second));
    const nomor = (await detail(og(0, second))).nomor_laporan;
    const searched = (
      await pengelola('GET', `/api/og/${og(0)}/match/kandidat?q=${encodeURIComponent(nomor)}`)
    ).json().data;
    expect(searched.items.map((i: { og_id: number }) => i.og_id)).toEqual([og(0, second)]);
    expect((await detail(og(0))).boleh_cocok).toBe(true);
    expect((await pengelola('GET', '/api/og/999999/match/kandidat')).statusCode).toBe(404);
  });

  it('confirms its own item on record, refusing a wrong role, a stale version and an unknown item', async () => {
    const d = await detail(og(0));
    const body = { rincian_id: first.rincianIds[0], version: d.version };
    expect((await w.call('anggota_tim')('POST', `/api/og/${og(0)}/match`, body)).statusCode).toBe(403);
    expect((await w.call('direktur')('POST', `/api/og/${og(0)}/match`, body)).statusCode).toBe(403);
    expect(
      (await pengelola('POST', `/api/og/${og(0)}/match`, { ...body, version: d.version + 5 })).statusCode,
    ).toBe(409);
    expect(
      (await pengelola('POST', `/api/og/${og(0)}/match`, { rincian_id: 999999, version: d.version }))
        .statusCode,
    ).toBe(422);
    expect((await pengelola('POST', `/api/og/${og(0)}/match`, { version: d.version })).statusCode).toBe(422);
    const ok = await pengelola('POST', `/api/og/${og(0)}/match`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await detail(og(0));
    expect(after).toMatchObject({ state: 'DITERIMA', version: d.version + 1 });
    expect(after.mutasi.at(-1)).toMatchObject({ aksi: 'cocok', state_to: 'DITERIMA' });
    expect(after.mutasi.at(-1).catatan).toContain('Cincin berlian');
  });

  it('moves the physical object, its label, place and photos to the item it truly belongs to', async () => {
    const a = await detail(og(0));
    const b = await detail(og(0, second));
    const body = multipart({ bytes: TINY_PNG, filename: 'cincin.png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/og/${og(0)}/foto`,
      headers: { ...bearer(pengelolaToken), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const res = await pengelola('POST', `/api/og/${og(0)}/match`, {
      rincian_id: second.rincianIds[0],
      version: a.version,
      catatan: 'Label tertukar di loket',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ og_id: og(0, second), kode: a.kode });
    const moved = await detail(og(0, second));
    expect(moved).toMatchObject({
      kode: a.kode,
      state: 'DITERIMA',
      lokasi_id: lokasiKpk,
      uraian: 'Lukisan kanvas',
    });
    expect(moved.mutasi.at(-1)).toMatchObject({
      aksi: 'cocok',
      state_from: 'DIHARAPKAN',
      state_to: 'DITERIMA',
    });
    const left = await detail(og(0));
    expect(left).toMatchObject({ kode: b.kode, state: 'DIHARAPKAN', lokasi_id: null, boleh_cocok: false });
    expect(left.mutasi.at(-1).catatan).toContain('Lukisan kanvas');
    // The label still finds the physical object; its photo went with it.
    const scan = await pengelola('POST', '/api/og/scan', { kode: a.kode });
    expect(scan.json().data.og_id).toBe(og(0, second));
    // The receiving record now covers the painting, not the ring.
    const dokumenId = moved.mutasi.at(-1).dokumen_id;
    expect(dokumenId).toBeTruthy();
    const record = (await pengelola('GET', `/api/og/dokumen/${dokumenId}`)).json().data;
    expect(record).toMatchObject({
      jumlah_objek: 1,
      objek: [{ id: og(0, second), uraian: 'Lukisan kanvas' }],
    });
    const photos = (await pengelola('GET', `/api/og/${og(0, second)}/foto`)).json().data;
    expect(photos.map((p: { id: number }) => p.id)).toEqual([up.json().data.id]);
    const [entry] = await db()
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'og.cocok'))
      .orderBy(audit_logs.id)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({ entity_id: String(og(0, second)) });
    // An item whose object has arrived is no candidate: taking it again is a 409; neither is a verified object.
    await receive(og(0));
    const again = await pengelola('POST', `/api/og/${og(0)}/match`, {
      rincian_id: second.rincianIds[0],
      version: (await detail(og(0))).version,
    });
    expect(again.statusCode).toBe(409);
    const v = await pengelola('POST', `/api/og/${og(0)}/aksi`, {
      aksi: 'verifikasi',
      version: (await detail(og(0))).version,
    });
    expect(v.statusCode, v.body).toBe(200);
    const verified = await pengelola('POST', `/api/og/${og(0)}/match`, {
      rincian_id: first.rincianIds[0],
      version: v.json().data.version,
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toContain('belum diverifikasi');
  });
});
