import { addWorkingDays } from '@gratifikasi/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app_configs,
  masterColumn,
  masterTableOf,
  notifications,
  objek_gratifikasis,
  og_mutasis,
  rincian_laporans,
} from '../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../test/app';
import { holidaysOf } from '../laporan/lookups';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { reportWalker } from '../laporan/proses/testing';
import { masterId, userIdOf } from '../laporan/test-fixtures';

/** Issue 12 §1–3: objects enter the register with the SK and move only through the custody actions. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let pengelola: ReturnType<typeof caller>;
let pengelolaToken: string;
let lokasiKpk: number;
let kpknl: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  pengelolaToken = await loginAs(t.app, 'admin_pengelola_og');
  pengelola = caller(t.app, pengelolaToken);
  lokasiKpk = await masterId(db(), 'lokasi-objek-gratifikasi', 'KPK');
  kpknl = await masterId(db(), 'djkn-kpknls', await firstKode('djkn-kpknls'));
});
afterAll(() => t.close());

async function firstKode(key: string): Promise<string> {
  const table = masterTableOf(key);
  const [row] = await db()
    .select({ kode: masterColumn(table, 'kode') })
    .from(table)
    .limit(1);
  return String(row?.kode);
}

const ITEMS = [
  { uraian: 'Jam tangan emas', nilai_taksiran: '15000000' },
  { uraian: 'Kain songket', nilai_taksiran: '1200000' },
];

/** A report with two items through to its numbered SK: the first ruled the state's, the second the recipient's. */
async function reportWithSk(): Promise<{ negara: number; penerima: number; laporanId: number }> {
  const base = { jenis_penerimaan_id: 0, jenis_objek_id: 0, jumlah: 1 };
  const first = await w.fileReport();
  const [tmpl] = await db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, first));
  const rincian = ITEMS.map((i) => ({
    ...base,
    jenis_penerimaan_id: tmpl?.jenis_penerimaan_id,
    jenis_objek_id: tmpl?.jenis_objek_id,
    ...i,
  }));
  const laporanId = await w.fileReport({ rincian });
  const items = await db()
    .select({ id: rincian_laporans.id, uraian: rincian_laporans.uraian })
    .from(rincian_laporans)
    .where(eq(rincian_laporans.laporan_id, laporanId))
    .orderBy(rincian_laporans.id);
  const penerimaItem = items[1]?.id ?? 0;
  await w.walk(laporanId, PATH_TO_SK, { kepemilikan: { [penerimaItem]: 'MILIK_PENERIMA' } });
  const ogs = await db()
    .select()
    .from(objek_gratifikasis)
    .where(eq(objek_gratifikasis.laporan_id, laporanId))
    .orderBy(objek_gratifikasis.id);
  const negara = ogs.find((o) => o.kepemilikan === 'MILIK_NEGARA');
  const penerima = ogs.find((o) => o.kepemilikan === 'MILIK_PENERIMA');
  if (!negara || !penerima) throw new Error('objects missing');
  return { negara: negara.id, penerima: penerima.id, laporanId };
}

const detail = async (id: number, c = pengelola) => {
  const res = await c('GET', `/api/og/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const aksi = (id: number, body: Record<string, unknown>, c = pengelola) =>
  c('POST', `/api/og/${id}/aksi`, body);
const today = () => new Date().toISOString().slice(0, 10);

describe('the object register', () => {
  let ids: Awaited<ReturnType<typeof reportWithSk>>;
  beforeAll(async () => {
    ids = await reportWithSk();
  });

  it('holds one expected object per received item once the SK is numbered, with the 7 HK handover date', async () => {
    const negara = await detail(ids.negara);
    expect(negara).toMatchObject({
      state: 'DIHARAPKAN',
      kepemilikan: 'MILIK_NEGARA',
      uraian: 'Jam tangan emas',
      nilai: '15000000.00',
      mata_uang_kode: 'IDR',
      version: 1,
      aksi_tersedia: ['terima'],
    });
    expect(negara.kode).toBe(`OG-${negara.tanggal_sk.slice(0, 4)}-${String(ids.negara).padStart(6, '0')}`);
    expect(negara.nomor_sk).toMatch(/SK/);
    expect(negara.batas_serah > negara.tanggal_sk).toBe(true);
    expect(negara.mutasi).toMatchObject([{ aksi: 'sk', state_to: 'DIHARAPKAN' }]);
    const penerima = await detail(ids.penerima);
    expect(penerima).toMatchObject({ kepemilikan: 'MILIK_PENERIMA', batas_serah: null });
    const list = await w.call('direktur')('GET', `/api/og/list?laporan_id=${ids.laporanId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(2);
  });

  it('keeps photos of an object: uploaded by the manager, listed and shown to staff; only images', async () => {
    const upload = (bytes: Buffer, filename: string, token = pengelolaToken) => {
      const body = multipart({ bytes, filename });
      return t.app.inject({
        method: 'POST',
        url: `/api/og/${ids.negara}/foto`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const up = await upload(TINY_PNG, 'kondisi.png');
    expect(up.statusCode, up.body).toBe(201);
    const mediaId = up.json().data.id;
    expect((await upload(Buffer.from('%PDF-1.4 bukan gambar'), 'x.pdf')).statusCode).toBe(422);
    expect((await upload(TINY_PNG, 'x.png', await loginAs(t.app, 'direktur'))).statusCode).toBe(403);
    const list = await w.call('direktur')('GET', `/api/og/${ids.negara}/foto`);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([mediaId]);
    const all = (await pengelola('GET', '/api/og/foto')).json().data;
    expect(all[0]).toMatchObject({ id: mediaId, og_id: ids.negara });
    const img = await pengelola('GET', `/api/og/${ids.negara}/foto/${mediaId}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // Not this object's photo: 404.
    expect((await pengelola('GET', `/api/og/${ids.penerima}/foto/${mediaId}`)).statusCode).toBe(404);
  });

  it('is read by KPK staff holding daftar-og, never by a reporter', async () => {
    expect((await w.call('individu')('GET', '/api/og/list')).statusCode).toBe(403);
    expect((await w.call('individu')('GET', `/api/og/${ids.negara}`)).statusCode).toBe(403);
    expect((await pengelola('GET', '/api/og/999999')).statusCode).toBe(404);
  });

  it('receives, labels, scans, verifies, boxes and hands over; returns the other; every step on record', async () => {
    const awaiting = (
      await pengelola('GET', `/api/og/list?belum_serah=true&laporan_id=${ids.laporanId}`)
    ).json();
    expect(awaiting.data.items.map((o: { id: number }) => o.id)).toEqual([ids.negara]);
    // Receiving both, with a berita acara.
    const [n0, p0] = [await detail(ids.negara), await detail(ids.penerima)];
    const terima = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      lokasi_id: lokasiKpk,
      items: [
        { og_id: ids.negara, version: n0.version },
        { og_id: ids.penerima, version: p0.version },
      ],
    });
    expect(terima.statusCode, terima.body).toBe(200);
    expect(terima.json().data.nomor).toMatch(/^BAT-0001\/OG\/\d{4}$/);
    expect((await detail(ids.negara)).state).toBe('DITERIMA');

    // The label sheet and a scan of its code.
    const label = await pengelola('GET', `/api/og/label?ids=${ids.negara},${ids.penerima}`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const n1 = await detail(ids.negara);
    const scan = await pengelola('POST', '/api/og/scan', { kode: n1.kode.toLowerCase() });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().data.og_id).toBe(ids.negara);
    const unknown = await pengelola('POST', '/api/og/scan', { kode: 'ABC-123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('tidak dikenal');
    const scans = (await pengelola('GET', '/api/og/scan')).json().data;
    expect(scans.slice(0, 2).map((s: { ditemukan: boolean }) => s.ditemukan)).toEqual([false, true]);

    // Verification (a member of the team may verify), storing.
    const v = await aksi(
      ids.negara,
      { aksi: 'verifikasi', version: n1.version, kondisi: 'Baik', jumlah_diterima: 1 },
      w.call('anggota_tim'),
    );
    expect(v.statusCode, v.body).toBe(200);
    const s = await aksi(ids.negara, { aksi: 'simpan', version: v.json().data.version });
    expect(s.statusCode, s.body).toBe(200);

    // Packed into a box for one KPKNL office, the box handed over.
    await pengelola('POST', '/api/og/box', { kpknl_id: kpknl, catatan: 'boks lain' });
    const box = await pengelola('POST', '/api/og/box', { kpknl_id: kpknl });
    expect(box.statusCode, box.body).toBe(200);
    const boxId = box.json().data.id;
    expect(boxId).not.toBe(ids.negara);
    const k = await aksi(ids.negara, { aksi: 'kemas', version: s.json().data.version, box_id: boxId });
    expect(k.statusCode, k.body).toBe(200);
    const open = (await pengelola('GET', '/api/og/box?status=TERBUKA')).json().data;
    expect(open.find((b: { id: number }) => b.id === boxId)).toMatchObject({
      jumlah_objek: 1,
      status: 'TERBUKA',
    });
    const serah = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'SERAH_DJKN',
      tanggal: today(),
      pihak_nama: 'Kepala Seksi Pelayanan Lelang',
      kpknl_id: kpknl,
      box_ids: [boxId],
    });
    expect(serah.statusCode, serah.body).toBe(200);
    const done = await detail(ids.negara);
    expect(done).toMatchObject({
      state: 'DISERAHKAN_DJKN',
      lokasi_id: null,
      box_id: boxId,
      aksi_tersedia: [],
    });
    expect(done.mutasi.map((m: { aksi: string }) => m.aksi)).toEqual([
      'sk',
      'terima',
      'verifikasi',
      'simpan',
      'kemas',
      'serah_djkn',
    ]);
    expect(done.mutasi[5].dokumen_nomor).toBe(serah.json().data.nomor);
    const boxAfter = (await pengelola('GET', `/api/og/box/${boxId}`)).json().data;
    expect(boxAfter).toMatchObject({ status: 'DISERAHKAN', jumlah_objek: 1 });
    // A handed-over box takes nothing more.
    expect(
      (
        await pengelola('POST', '/api/og/dokumen', {
          jenis: 'SERAH_DJKN',
          tanggal: today(),
          pihak_nama: 'Siapa Pun',
          kpknl_id: kpknl,
          box_ids: [boxId],
        })
      ).statusCode,
    ).toBe(409);

    // The recipient's object: verified, then returned with its record.
    const pv = await aksi(ids.penerima, {
      aksi: 'verifikasi',
      version: (await detail(ids.penerima)).version,
    });
    expect(pv.statusCode, pv.body).toBe(200);
    const kembali = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENGEMBALIAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      items: [{ og_id: ids.penerima, version: pv.json().data.version }],
    });
    expect(kembali.statusCode, kembali.body).toBe(200);
    expect((await detail(ids.penerima)).state).toBe('DIKEMBALIKAN');
    const doc = await pengelola('GET', `/api/og/dokumen/${kembali.json().data.id}`);
    expect(doc.json().data).toMatchObject({
      jenis: 'PENGEMBALIAN',
      jumlah_objek: 1,
      objek: [{ id: ids.penerima }],
    });
    const pdf = await pengelola('GET', `/api/og/dokumen/${kembali.json().data.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const list = await w.call('ketua_group')('GET', '/api/og/dokumen?jenis=PENGEMBALIAN');
    expect(list.json().data.items[0]).toMatchObject({ nomor: kembali.json().data.nomor });
    const xlsx = await pengelola('GET', '/api/og/dokumen/export?jenis=PENGEMBALIAN');
    expect(xlsx.statusCode).toBe(200);
    expect((await pengelola('GET', '/api/og/export')).statusCode).toBe(200);
    expect((await pengelola('GET', '/api/og/box/export')).statusCode).toBe(200);

    // Per SK: both objects done; per location: nothing of theirs left in the vault; neither awaits handover.
    const sks = (await w.call('direktur')('GET', '/api/og/sk')).json().data;
    expect(sks.find((x: { laporan_id: number }) => x.laporan_id === ids.laporanId)).toMatchObject({
      jumlah_objek: 2,
      jumlah_selesai: 2,
    });
    expect((await pengelola('GET', '/api/og/lokasi')).statusCode).toBe(200);
    const belum = (await pengelola('GET', `/api/og/list?belum_serah=true&laporan_id=${ids.laporanId}`)).json()
      .data;
    expect(belum.total).toBe(0);

    // Movements are facts: the database refuses to change one.
    await expect(
      db().update(og_mutasis).set({ catatan: 'diubah' }).where(eq(og_mutasis.og_id, ids.negara)),
    ).rejects.toThrow();
  });
});

describe('custody transitions × roles and states', () => {
  it('refuses a wrong role (403), a wrong ruling or state (409), and the second of two concurrent moves (409)', async () => {
    const ids = await reportWithSk();
    const n = await detail(ids.negara);
    // Receiving is the object manager's: a member of the team may not, a director may not write at all.
    const asAnggota = await w.call('anggota_tim')('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      lokasi_id: lokasiKpk,
      items: [{ og_id: ids.negara, version: n.version }],
    });
    expect(asAnggota.statusCode).toBe(403);
    expect(
      (await aksi(ids.negara, { aksi: 'verifikasi', version: n.version }, w.call('direktur'))).statusCode,
    ).toBe(403);
    // Not yet received: cannot be verified.
    const early = await aksi(ids.negara, { aksi: 'verifikasi', version: n.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('tidak dapat dilakukan');
    // The recipient's object is never boxed for DJKN; the state's never returned.
    const terima = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      lokasi_id: lokasiKpk,
      items: [
        { og_id: ids.negara, version: n.version },
        { og_id: ids.penerima, version: 1 },
      ],
    });
    expect(terima.statusCode, terima.body).toBe(200);
    const pv = await aksi(ids.penerima, { aksi: 'verifikasi', version: 2 });
    expect(pv.statusCode, pv.body).toBe(200);
    const box = (await pengelola('POST', '/api/og/box', { kpknl_id: kpknl })).json().data;
    const wrongRuling = await aksi(ids.penerima, {
      aksi: 'kemas',
      version: pv.json().data.version,
      box_id: box.id,
    });
    expect(wrongRuling.statusCode).toBe(409);
    expect(wrongRuling.json().message).toContain('status kepemilikan');
    const returnState = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENGEMBALIAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      items: [{ og_id: ids.negara, version: 2 }],
    });
    expect(returnState.statusCode).toBe(409);
    // A failed record leaves nothing behind: no half-moved objects.
    expect((await detail(ids.negara)).state).toBe('DITERIMA');

    // Two people move the same object at once: one wins, the other is told it changed.
    const [a, b] = await Promise.all([
      aksi(ids.negara, {
        aksi: 'pindah',
        version: 2,
        lokasi_id: await masterId(db(), 'lokasi-objek-gratifikasi', 'UPG'),
      }),
      aksi(ids.negara, { aksi: 'verifikasi', version: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toContain('diubah oleh pengguna lain');
    expect((await detail(ids.negara)).version).toBe(3);

    // Validation: a receiving record needs its location; an unknown action is refused.
    const noLokasi = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Budi',
      items: [{ og_id: ids.negara, version: 3 }],
    });
    expect(noLokasi.statusCode).toBe(422);
    expect((await aksi(ids.negara, { aksi: 'terbang', version: 3 })).statusCode).toBe(422);
  });

  it('takes a courier receipt from the reporter and lets the staff verify it once', async () => {
    const ids = await reportWithSk();
    const individuToken = await loginAs(t.app, 'individu');
    const upload = (laporanId: number, token = individuToken) => {
      const body = multipart({ bytes: TINY_PNG, filename: 'resi.png' });
      return t.app.inject({
        method: 'POST',
        url: `/api/laporan/${laporanId}/upload-resi`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const up = await upload(ids.laporanId);
    expect(up.statusCode, up.body).toBe(201);
    // Staff do not send receipts; an unknown report is a 404.
    expect((await upload(ids.laporanId, pengelolaToken)).statusCode).toBe(403);
    expect((await upload(999999)).statusCode).toBe(404);
    const reporter = w.call('individu');
    const bad = await reporter('POST', `/api/laporan/${ids.laporanId}/submit-resi`, {
      media_id: up.json().data.id + 1000,
      nomor_resi: 'JNE123456',
      kurir: 'JNE',
    });
    expect(bad.statusCode).toBe(422);
    const sent = await reporter('POST', `/api/laporan/${ids.laporanId}/submit-resi`, {
      media_id: up.json().data.id,
      nomor_resi: 'JNE123456789',
      kurir: 'JNE Reguler',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = (await reporter('GET', `/api/laporan/${ids.laporanId}/resi`)).json().data;
    expect(mine).toMatchObject({
      menunggu_kirim: 1,
      resi: [{ nomor_resi: 'JNE123456789', status: 'DIKIRIM' }],
    });
    const staff = (await pengelola('GET', `/api/og/resi/laporan/${ids.laporanId}`)).json().data;
    const resiId = staff[0].id;
    const berkas = await pengelola('GET', `/api/og/resi/${resiId}/berkas`);
    expect(berkas.headers['content-type']).toBe('image/png');
    expect((await reporter('POST', `/api/og/resi/${resiId}/verifikasi`, { sesuai: true })).statusCode).toBe(
      403,
    );
    const ok = await pengelola('POST', `/api/og/resi/${resiId}/verifikasi`, {
      sesuai: true,
      catatan: 'Paket utuh',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await pengelola('POST', `/api/og/resi/${resiId}/verifikasi`, { sesuai: false })).statusCode).toBe(
      409,
    );
  });

  it('reminds the object managers of state-owned objects at or past their 7 HK day, not of others', async () => {
    const { remindBatasSerah } = await import('./jobs');
    const ids = await reportWithSk();
    const [o] = await db().select().from(objek_gratifikasis).where(eq(objek_gratifikasis.id, ids.negara));
    const before = await db().transaction((tx) => remindBatasSerah(tx, t.app.ctx, '2000-01-01'));
    expect(before.n).toBe(0);
    const due = await db().transaction((tx) => remindBatasSerah(tx, t.app.ctx, o?.batas_serah ?? ''));
    expect(due.n).toBeGreaterThanOrEqual(1);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userIdOf(db(), 'admin_pengelola_og')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      judul: 'Batas serah objek gratifikasi',
      tautan: '/kpk/kpk-rincian-og-belum-djkn',
    });
  });

  it('takes back only the still-expected objects when the SK is cancelled', async () => {
    const ids = await reportWithSk();
    // (the cancellation itself is covered by pembatalan.test.ts; here its effect on the register)
    const { removeExpectedOgs } = await import('./register/create');
    const n = await detail(ids.negara);
    await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Budi Pelapor',
      lokasi_id: lokasiKpk,
      items: [{ og_id: ids.negara, version: n.version }],
    });
    await db().transaction((tx) => removeExpectedOgs(tx, ids.laporanId));
    const left = await db()
      .select()
      .from(objek_gratifikasis)
      .where(eq(objek_gratifikasis.laporan_id, ids.laporanId));
    expect(left.map((o) => o.id)).toEqual([ids.negara]);
  });
});

describe('the handover period (issue 28 §2)', () => {
  it('comes from the batas_penyerahan_og_hk configuration, and the ruling tells the period the SK set', async () => {
    await db()
      .insert(app_configs)
      .values({ key: 'batas_penyerahan_og_hk', value: 12 })
      .onConflictDoUpdate({ target: app_configs.key, set: { value: 12 } });
    try {
      const ids = await reportWithSk();
      const negara = await detail(ids.negara);
      const holidays = await holidaysOf(db());
      expect(negara.batas_serah).toBe(addWorkingDays(negara.tanggal_sk, 12, holidays));
      const putusan = await w.call('individu')('GET', `/api/laporan/${ids.laporanId}/putusan`);
      expect(putusan.statusCode, putusan.body).toBe(200);
      const item = putusan.json().data.rincian.find((r: { batas: string | null }) => r.batas);
      expect(item).toMatchObject({ batas: negara.batas_serah, batas_hk: 12 });
      expect(item.keterangan).toContain('(12 hari kerja sejak SK)');
    } finally {
      await db().delete(app_configs).where(eq(app_configs.key, 'batas_penyerahan_og_hk'));
    }
  });
});
