import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  laporan_public_links,
  laporans,
  masterColumn,
  masterTableOf,
  objek_gratifikasis,
  og_status_kepemilikans,
  rincian_laporans,
} from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { reportWalker } from '../laporan/proses/testing';
import { loadRefs, makePelapor, makeUser, masterId, savePayload, userIdOf } from '../laporan/test-fixtures';

/**
 * Issue 24 §3: each role's home counts its own work, scoped like its lists, and each figure opens a list filtered to
 * exactly what it counts.
 */
type Call = ReturnType<typeof caller>;
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const as: Record<string, Call> = {};
const ids: Record<string, number> = {};
const db = () => t.database.db;
const today = () => todayJakarta();
/** The day `n` days from today (YYYY-MM-DD). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function home(who: string) {
  const res = await (as[who] as Call)('GET', '/api/beranda');
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    figures: { key: string; count: number }[];
    tugas: { jenis: string; laporan_id: number; batas: string | null; og_id: number | null }[];
  };
  return { ...data, count: (key: string) => data.figures.find((f) => f.key === key)?.count };
}

async function total(who: string, url: string): Promise<number> {
  const res = await (as[who] as Call)('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total;
}

let ogSeq = 0;
/** An object the SK ruled on (the register row the numbering creates), for one item of a report. */
async function objek(laporanId: number, state: string, batas: string) {
  const [item] = await db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, laporanId));
  if (!item) throw new Error('no item');
  ogSeq += 1;
  const [row] = await db()
    .insert(objek_gratifikasis)
    .values({
      kode: `OG-UJI-${ogSeq}`,
      rincian_id: item.id,
      laporan_id: laporanId,
      kepemilikan: 'MILIK_NEGARA',
      nilai: '1000000',
      mata_uang_kode: 'IDR',
      nilai_rupiah: '1000000',
      tanggal_sk: today(),
      batas_serah: batas,
      state,
    })
    .returning({ id: objek_gratifikasis.id });
  return { ogId: row?.id ?? 0, rincianId: item.id };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  const kemenkeu = await masterId(db(), 'instansi', 'KEMENKEU');
  const upgA = await masterId(db(), 'upg', 'UPG.KEMENKEU');
  const instansi = masterTableOf('instansi');
  const [other] = await db()
    .select({ id: instansi.id })
    .from(instansi)
    .where(ne(masterColumn(instansi, 'kode'), 'KEMENKEU'))
    .limit(1);
  const [upgB] = await db()
    .insert(masterTableOf('upg'))
    .values({ kode: 'UPG.BERANDA', nama: 'UPG Beranda', instansi_id: other?.id } as never)
    .returning({ id: masterTableOf('upg').id });
  await makeUser(db(), 'individu_lain', 'individu');
  await makeUser(db(), 'upg_lain', 'upg', { type: 'upg', id: upgB?.id ?? 0, name: 'UPG Beranda' });
  for (const u of [
    'individu',
    'individu_lain',
    'upg',
    'upg_lain',
    'data_entry',
    'admin_pengelola_og',
    'admin',
    'koordinator',
    'observer',
  ])
    as[u] = caller(t.app, await loginAs(t.app, u));

  // The reporter: an object to hand over (past its day), a bill to pay, a request to answer.
  ids.kirim = await w.fileReport();
  ids.og = (await objek(ids.kirim, 'DIHARAPKAN', addDays(today(), -2))).ogId;
  ids.bayar = await w.fileReport();
  const billed = await objek(ids.bayar, 'DIHARAPKAN', addDays(today(), -1));
  await db()
    .insert(og_status_kepemilikans)
    .values({ rincian_id: billed.rincianId, laporan_id: ids.bayar, status: 'MILIK_NEGARA' });
  const bill = await w.call('Administrasi/Sekretaris')('POST', '/api/piutang/tagihan', {
    rincian_id: billed.rincianId,
  });
  expect(bill.statusCode, bill.body).toBe(200);
  ids.tautan = await w.fileReport();
  await db()
    .insert(laporan_public_links)
    .values({
      laporan_id: ids.tautan,
      type: 'KELENGKAPAN',
      token_hash: 'beranda-uji-token',
      expires_at: new Date(Date.now() + 3 * 86_400_000),
    });

  // The UPG: two received reports of its employee, one past its 10 HK forwarding day.
  const refs = await loadRefs(db());
  const employee = await makePelapor(db(), { nama: 'Pegawai UPG', upg_id: upgA, instansi_id: kemenkeu });
  for (const key of ['upg1', 'upg2']) {
    const res = await (as.upg as Call)('POST', '/api/laporan/save', savePayload(refs, employee));
    expect(res.statusCode, res.body).toBe(200);
    ids[key] = res.json().data.laporan.id;
  }
  await db()
    .update(laporans)
    .set({ batas_teruskan: addDays(today(), -3) })
    .where(eq(laporans.id, ids.upg1 ?? 0));

  // Data entry: one draft.
  const pDE = await makePelapor(db(), { nama: 'Dewi Entri', created_by: await userIdOf(db(), 'data_entry') });
  const draft = await (as.data_entry as Call)('POST', '/api/laporan/draft', { pelapor_id: pDE });
  expect(draft.statusCode, draft.body).toBe(200);
  ids.draf = draft.json().data.id;
}, 900_000);
afterAll(() => t.close());

describe('GET /api/beranda', () => {
  it('gives the reporter what they must do, each with its day, and the list it opens has that count', async () => {
    const h = await home('individu');
    expect(h.count('kirim_og')).toBe(1);
    expect(h.count('bayar')).toBe(1);
    expect(h.count('tautan')).toBe(1);
    expect(h.count('tab_TERKIRIM')).toBeGreaterThanOrEqual(3);
    const kirim = h.tugas.find((x) => x.jenis === 'kirim_og');
    expect(kirim).toMatchObject({ laporan_id: ids.kirim, batas: addDays(today(), -2) });
    expect(h.tugas.find((x) => x.jenis === 'bayar')).toMatchObject({
      laporan_id: ids.bayar,
      batas: addDays(today(), -1),
    });
    expect(h.tugas.find((x) => x.jenis === 'tautan')?.laporan_id).toBe(ids.tautan);
    // Nearest day first.
    expect(h.tugas[0]?.jenis).toBe('kirim_og');
    // The figure opens the list with no tab: it lands on the first tab with records, showing just that report.
    for (const [key, id] of [
      ['kirim_og', ids.kirim],
      ['bayar', ids.bayar],
      ['tautan', ids.tautan],
    ] as const) {
      const res = await (as.individu as Call)('GET', `/api/laporan/tabbed?tindakan=${key}`);
      expect(res.json().data.tab).toBe('TERKIRIM');
      expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    }
  });

  it('shows another reporter none of it', async () => {
    const h = await home('individu_lain');
    for (const f of h.figures) expect(f.count, f.key).toBe(0);
    expect(h.tugas).toEqual([]);
  });

  it('gives the UPG its queue with the 10 HK clock, the late first, and nothing of another UPG', async () => {
    const h = await home('upg');
    expect(h.count('teruskan')).toBe(2);
    expect(h.count('lewat_teruskan')).toBe(1);
    expect(h.tugas.map((x) => x.laporan_id).slice(0, 2)).toEqual([ids.upg1, ids.upg2]);
    expect(h.tugas[0]?.jenis).toBe('teruskan');
    expect(await total('upg', '/api/laporan/list-upg?status=DITERIMA_UPG')).toBe(2);
    expect(await total('upg', '/api/laporan/list-upg?tindakan=lewat_teruskan')).toBe(1);
    const lain = await home('upg_lain');
    expect(lain.count('teruskan')).toBe(0);
    expect(lain.count('lewat_teruskan')).toBe(0);
    expect(lain.tugas).toEqual([]);
  });

  it('gives data entry its drafts', async () => {
    const h = await home('data_entry');
    expect(h.count('draf')).toBe(1);
    expect(h.tugas).toMatchObject([{ jenis: 'draf', laporan_id: ids.draf }]);
    expect(await total('data_entry', '/api/laporan/list-individu?status=DRAFT')).toBe(1);
  });

  it('gives the object manager objects to receive, handover days and open bills, each matching its list', async () => {
    const h = await home('admin_pengelola_og');
    expect(h.count('og_belum_diterima')).toBe(2);
    expect(h.count('og_belum_serah')).toBe(2);
    expect(h.count('og_lewat_serah')).toBe(2);
    expect(h.count('tagihan_belum_lunas')).toBe(1);
    expect(h.count('tagihan_lewat')).toBe(1);
    expect(h.tugas[0]).toMatchObject({ jenis: 'terima_og', og_id: ids.og, batas: addDays(today(), -2) });
    const og = as.admin_pengelola_og as Call;
    expect((await og('GET', '/api/og/list?state=DIHARAPKAN')).json().data.total).toBe(2);
    expect((await og('GET', '/api/og/list?belum_serah=true&lewat_batas=true')).json().data.total).toBe(2);
    const open = await og('GET', '/api/piutang/tagihan?status=BELUM_LUNAS&lewat_batas=true');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.total).toBe(1);
  });

  it('gives the KPK admin the objects still owed to the state', async () => {
    const h = await home('admin');
    expect(h.count('og_belum_serah')).toBe(2);
    expect(h.count('riwayat_permintaan')).toBe(0);
    expect(h.figures.map((f) => f.key)).not.toContain('tagihan_belum_lunas');
  });

  it('is refused to roles without a work home and to guests', async () => {
    for (const who of ['koordinator', 'observer'])
      expect((await (as[who] as Call)('GET', '/api/beranda')).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/beranda')).statusCode).toBe(401);
  });
});
