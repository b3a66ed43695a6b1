import { defaultJadwal, jadwalDatar, tambahHari } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, ppg_jadwal_monevs } from '../../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { makeUser, masterId } from '../../laporan/test-fixtures';

type Call = ReturnType<typeof caller>;
let t: TestApp;
let upg: Call;
let upgLain: Call;
let ketua: Call;
let anggota: Call;
let individu: Call;
let upgToken: string;
let lainToken: string;
let kemenkeuUpg: number;
const today = todayJakarta();
const tahun = Number(today.slice(0, 4));
const base = `/api/realisasi-rencana-kerja/${tahun}`;

const tahap = { selesai: false, keterangan: null };
const profil = {
  alamat: null,
  telepon: null,
  email: null,
  website: null,
  jumlah_pegawai: 100,
  sk_upg_nomor: null,
  sk_upg_tanggal: null,
  anggota_upg: [],
  aturan_internal_id: null,
  komitmen_pimpinan: null,
  kontak: [],
  tahapan: { komitmen: tahap, aturan: tahap, upg: tahap, monev: tahap },
  revisi: 0,
};
const item = (over: Record<string, unknown> = {}) => ({
  jenis: 'DISEMINASI',
  uraian: 'Sosialisasi pengendalian gratifikasi',
  satuan: 'kegiatan',
  target_tw1: 1,
  target_tw2: 1,
  target_tw3: 1,
  target_tw4: 4,
  keterangan: null,
  ...over,
});

let rkId: number;
let itemIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  upgToken = await loginAs(t.app, 'upg');
  upg = caller(t.app, upgToken);
  ketua = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  const kemenkes = await masterId(db, 'upg', 'UPG.KEMENKES');
  kemenkeuUpg = await masterId(db, 'upg', 'UPG.KEMENKEU');
  await makeUser(db, 'upg_kemenkes_real', 'upg', { type: 'upg', id: kemenkes, name: 'UPG Kemenkes' });
  lainToken = await loginAs(t.app, 'upg_kemenkes_real');
  upgLain = caller(t.app, lainToken);
  // The plan window and quarter IV's realisation are open all year (set directly, whatever today is); quarter I's
  // window closed last year.
  await db.insert(ppg_jadwal_monevs).values({
    tahun,
    ...jadwalDatar(defaultJadwal(tahun)),
    rencana_mulai: `${tahun}-01-01`,
    rencana_selesai: `${tahun}-12-31`,
    tw1_mulai: `${tahun - 1}-10-01`,
    tw1_selesai: `${tahun - 1}-12-31`,
    tw4_mulai: `${tahun}-01-01`,
    tw4_selesai: `${tahun + 1}-01-15`,
  });
  const made = await upg('PUT', `/api/profile-klop/${tahun}`, profil);
  expect(made.statusCode, made.body).toBe(200);
  rkId = made.json().data.rencana_kerja.id;
}, 600_000);
afterAll(() => t.close());

const lines = (data: { items: { rencana_item_id: number }[] }, capaian: number, uraian: string | null) =>
  data.items.map((i) => ({ rencana_item_id: i.rencana_item_id, capaian, uraian }));

describe('realisasi-rencana-kerja: a quarter of the approved plan', () => {
  it('exists only for an approved plan (409 before)', async () => {
    const saved = await upg('PUT', `/api/rencana-kerja/${rkId}`, {
      items: [item(), item({ jenis: 'ELEARNING', uraian: 'Pegawai lulus e-learning', satuan: 'orang' })],
      revisi: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    itemIds = saved.json().data.items.map((i: { id: number }) => i.id);
    const early = await upg('GET', `${base}/4`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('disetujui');
    const v = saved.json().data.version;
    expect(
      (await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, { keputusan: 'kirim', version: v }))
        .statusCode,
    ).toBe(200);
    const rv = (await ketua('GET', `/api/rencana-kerja/${rkId}`)).json().data.version;
    const ok = await ketua('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'setuju',
      version: rv,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('shows each plan item with the quarter target before anything is saved', async () => {
    const res = await upg('GET', `${base}/4`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: null,
      triwulan: 4,
      status: 'draft',
      revisi: 0,
      aksi: [],
      dapat_diubah: true,
    });
    expect(data.status_jendela).toBe('DIBUKA');
    expect(data.items.map((i: { rencana_item_id: number }) => i.rencana_item_id)).toEqual(itemIds);
    expect(data.items[0]).toMatchObject({ target: 4, capaian: 0, persen: 0, bukti: [] });
    expect((await upg('GET', `${base}/5`)).statusCode).toBe(422);
  });

  it('refuses a quarter whose window closed, naming the closing date (422)', async () => {
    const res = await upg('PUT', `${base}/1`, {
      items: [{ rencana_item_id: itemIds[0], capaian: 1, uraian: 'x' }],
      revisi: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`31-12-${tahun - 1}`);
  });

  it('saves at the revision read (409 when stale), 422 for an item not in the plan', async () => {
    const first = await upg('PUT', `${base}/4`, {
      items: [{ rencana_item_id: itemIds[0], capaian: 3, uraian: 'Tiga kali sosialisasi' }],
      revisi: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ revisi: 1, aksi: ['kirim'] });
    expect(data.items[0]).toMatchObject({ capaian: 3, persen: 75, uraian: 'Tiga kali sosialisasi' });
    expect(data.items[1].id).not.toBeNull();
    expect((await upg('PUT', `${base}/4`, { items: [], revisi: 0 })).statusCode).toBe(409);
    const bad = await upg('PUT', `${base}/4`, {
      items: [{ rencana_item_id: 999999, capaian: 1, uraian: null }],
      revisi: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect((await upg('PUT', `${base}/4`, { items: lines(data, -1, null), revisi: 1 })).statusCode).toBe(422);
    const second = await upg('PUT', `${base}/4`, { items: lines(data, 4, 'Selesai'), revisi: 1 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ revisi: 2 });
  });

  it('keeps evidence per line through the upload checks; hides all of it from another institution', async () => {
    const data = (await upg('GET', `${base}/4`)).json().data;
    const lineId = data.items[0].id;
    const file = multipart({ bytes: TINY_PNG, filename: 'daftar-hadir.png', contentType: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/realisasi-rencana-kerja/item/${lineId}/bukti`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const bad = multipart({ bytes: Buffer.from('nope'), filename: 'x.png', contentType: 'image/png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/realisasi-rencana-kerja/item/${lineId}/bukti`,
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(upgToken) },
    });
    expect(refused.statusCode).toBe(422);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/realisasi-rencana-kerja/item/${lineId}/bukti`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(lainToken) },
    });
    expect(other.statusCode).toBe(404);
    const mediaId = up.json().data.id;
    expect(
      (await upgLain('GET', `/api/realisasi-rencana-kerja/item/${lineId}/bukti/${mediaId}`)).statusCode,
    ).toBe(404);
    expect((await upgLain('GET', `${base}/4?upg_id=${kemenkeuUpg}`)).statusCode).toBe(404);
    expect((await upgLain('GET', `${base}/4`)).statusCode).toBe(404);
    expect((await upgLain('PUT', `${base}/4`, { items: [], revisi: 2 })).statusCode).toBe(404);
    expect(
      (await upgLain('POST', `${base}/4/keputusan`, { keputusan: 'kirim', version: 1 })).statusCode,
    ).toBe(404);
    expect((await upgLain('GET', `/api/realisasi-rencana-kerja?tahun=${tahun}`)).json().data.total).toBe(0);
    expect((await individu('GET', `${base}/4`)).statusCode).toBe(403);
    expect((await ketua('PUT', `${base}/4`, { items: [], revisi: 2 })).statusCode).toBe(403);
    expect((await ketua('GET', `${base}/4`)).statusCode).toBe(422);
    expect((await upg('GET', `${base}/4`)).json().data.items[0].bukti).toHaveLength(1);
  });

  it('sends, is read-only once sent, returned with a required note, corrected after the window and flagged late', async () => {
    const mine = (await upg('GET', `${base}/4`)).json().data;
    expect(
      (
        await ketua('POST', `${base}/4/keputusan?upg_id=${kemenkeuUpg}`, {
          keputusan: 'kirim',
          version: mine.version,
        })
      ).statusCode,
    ).toBe(403);
    const sent = await upg('POST', `${base}/4/keputusan`, { keputusan: 'kirim', version: mine.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'submit',
      dapat_diubah: false,
      aksi: [],
      terlambat: false,
    });
    expect((await upg('PUT', `${base}/4`, { items: [], revisi: 2 })).statusCode).toBe(409);
    expect(
      (await upg('POST', `${base}/4/keputusan`, { keputusan: 'kirim', version: mine.version })).statusCode,
    ).toBe(409);
    const lineId = mine.items[0].id;
    const file = multipart({ bytes: TINY_PNG, filename: 'b.png', contentType: 'image/png' });
    const lateFile = await t.app.inject({
      method: 'POST',
      url: `/api/realisasi-rencana-kerja/item/${lineId}/bukti`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(lateFile.statusCode).toBe(409);

    const review = (await ketua('GET', `${base}/4?upg_id=${kemenkeuUpg}`)).json().data;
    expect(review).toMatchObject({ status_label: 'Perlu Persetujuan', aksi: ['kembalikan', 'setuju'] });
    const q = `${base}/4/keputusan?upg_id=${kemenkeuUpg}`;
    expect((await anggota('POST', q, { keputusan: 'setuju', version: review.version })).statusCode).toBe(403);
    const noNote = await ketua('POST', q, { keputusan: 'kembalikan', version: review.version });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toHaveProperty('catatan');
    const back = await ketua('POST', q, {
      keputusan: 'kembalikan',
      version: review.version,
      catatan: 'Lampirkan daftar hadir kegiatan kedua',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      status: 'return',
      catatan: 'Lampirkan daftar hadir kegiatan kedua',
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.entity, 'ppg_realisasi_rencana_kerja'));
    expect(told.some((n) => n.judul.includes('Dikembalikan'))).toBe(true);

    // The quarter's window closes; a new quarter is refused with the date, the returned one may still be corrected.
    await t.database.db
      .update(ppg_jadwal_monevs)
      .set({ tw4_mulai: `${tahun}-01-01`, tw4_selesai: tambahHari(today, -1) })
      .where(eq(ppg_jadwal_monevs.tahun, tahun));
    const returned = (await upg('GET', `${base}/4`)).json().data;
    expect(returned).toMatchObject({ status: 'return', status_jendela: 'DITUTUP', aksi: ['kirim'] });
    const fixed = await upg('PUT', `${base}/4`, {
      items: lines(returned, 5, 'Lima kegiatan'),
      revisi: returned.revisi,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = await upg('POST', `${base}/4/keputusan`, { keputusan: 'kirim', version: returned.version });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'submit', terlambat: true });
    const v = (await ketua('GET', `${base}/4?upg_id=${kemenkeuUpg}`)).json().data.version;
    const ok = await ketua('POST', q, { keputusan: 'setuju', version: v });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', status_label: 'Disetujui', aksi: [] });
  });

  it('lists a year’s quarters for the KPK by quarter and status, and the UPG its own', async () => {
    const list = (
      await ketua('GET', `/api/realisasi-rencana-kerja?tahun=${tahun}&triwulan=4&status=approved`)
    ).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ triwulan: 4, upg_id: kemenkeuUpg, terlambat: true });
    expect(
      (await ketua('GET', `/api/realisasi-rencana-kerja?tahun=${tahun}&status=submit`)).json().data.total,
    ).toBe(0);
    expect((await upg('GET', `/api/realisasi-rencana-kerja?tahun=${tahun}`)).json().data.total).toBe(1);
    const audits = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action like 'ppg.realisasi-rencana-kerja.%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audits.rows[0]?.n)).toBeGreaterThanOrEqual(7);
  });

  it('reminds the UPG of an unsent quarter 7 days before its window closes, through the durable job', async () => {
    const { remindRealisasi } = await import('./jobs');
    const db = t.database.db;
    // Quarter III (closes 15-10) is not sent: the institution's UPG accounts hear it on 08-10.
    const due = await db.transaction((tx) => remindRealisasi(tx, t.app.ctx, `${tahun}-10-08`));
    expect(due.n).toBe(1);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.judul, `Pengingat: Realisasi Triwulan III ${tahun}`));
    expect(told).toHaveLength(1);
    expect(told[0]?.pesan).toContain(`15-10-${tahun}`);
    // Not on another day, and not for quarter IV, which is accepted.
    expect((await db.transaction((tx) => remindRealisasi(tx, t.app.ctx, `${tahun}-10-09`))).n).toBe(0);
    const tw4Close = tambahHari(today, -1);
    expect((await db.transaction((tx) => remindRealisasi(tx, t.app.ctx, tambahHari(tw4Close, -7)))).n).toBe(
      0,
    );
  });
});
