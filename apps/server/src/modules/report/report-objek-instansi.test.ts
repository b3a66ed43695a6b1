import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { laporans, rincian_laporans } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { makePelapor, masterId } from '../laporan/test-fixtures';
import { refreshRingkasan } from './ringkasan';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (user: string) => caller(t.app, tokens[user]);
const ids: Record<string, number> = {};

async function idOf(db: Db, q: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(q));
  return Number(row!.id);
}

/**
 * A known set, alone (the demo's reports deleted first), figures computed by hand. A = KEMENKEU (the demo UPG's own
 * institution), B = PEMPROV-JABAR. 2024:
 *  L1 A via the UPG, Jan, late, event P1: R1 J1 Rp1,000,000 (O1 state-owned, SK 1 Feb, paid for: bill T1 Rp1,000,000,
 *     Rp400,000 paid 10 Feb), R2 J2 Rp500,000 (O2 the reporter's, SK 1 Feb, returned). Decided on time.
 *  L2 A direct, Jan, event P1: R3 J1 Rp2,000,000 (O3 state-owned, SK 30 Mar, handed to the DJKN). Decided late.
 *  L3 B via the UPG, Feb, late, event P2: R4 J1 Rp3,000,000 (O4 partly state-owned Rp1,500,000, SK 15 Mar, stored;
 *     bill T2 Rp1,500,000 paid in full 10 Apr).
 *  L4 B direct, Mar, no event: R5 J2 Rp4,000,000 (no register row; bill T3 Rp4,000,000 of 20 Mar, unpaid).
 * The bank: Rp1,500,000 booked on 10 Apr, Rp250,000 waiting for review in April.
 */
async function seedKnownSet(): Promise<void> {
  const db = t.database.db;
  await db.update(laporans).set({ deleted_at: new Date() });
  const A = await masterId(db, 'instansi', 'KEMENKEU');
  const B = await masterId(db, 'instansi', 'PEMPROV-JABAR');
  const upg = await masterId(db, 'upg', 'UPG.KEMENKEU');
  const [J1, J2] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from jenis_objeks where deleted_at is null order by id limit 2`),
  ).map((r) => Number(r.id));
  const [P1, P2] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from jenis_peristiwas where deleted_at is null order by id limit 2`),
  ).map((r) => Number(r.id));
  const pelapor = await makePelapor(db, { nama: 'Pelapor Rekon' });
  const lap = async (
    n: number,
    instansi: number,
    at: string,
    extra: Partial<typeof laporans.$inferInsert>,
  ) => {
    const [row] = await db
      .insert(laporans)
      .values({
        pelapor_id: pelapor,
        created_by_role: 'individu',
        kanal: 'INDIVIDU',
        status: 'TERKIRIM',
        nosig: `RKN-${n}`,
        instansi_id: instansi,
        submitted_at: new Date(at),
        nama_pemberi: 'Pemberi Rekon',
        ...extra,
      })
      .returning({ id: laporans.id });
    return row!.id;
  };
  const rin = async (laporan: number, jenis: number | undefined, nilai: string) => {
    const [row] = await db
      .insert(rincian_laporans)
      .values({ laporan_id: laporan, jenis_objek_id: jenis, uraian: `Objek ${nilai}`, nilai_rupiah: nilai })
      .returning({ id: rincian_laporans.id });
    return row!.id;
  };
  const L1 = await lap(1, A, '2024-01-10T03:00:00Z', {
    kanal: 'UPG',
    upg_id: upg,
    is_terlambat: true,
    jenis_peristiwa_id: P1,
    total_nilai: '1500000',
  });
  const L2 = await lap(2, A, '2024-01-20T03:00:00Z', { jenis_peristiwa_id: P1, total_nilai: '2000000' });
  const L3 = await lap(3, B, '2024-02-05T03:00:00Z', {
    kanal: 'UPG',
    upg_id: upg,
    is_terlambat: true,
    jenis_peristiwa_id: P2,
    total_nilai: '3000000',
  });
  const L4 = await lap(4, B, '2024-03-01T03:00:00Z', { total_nilai: '4000000' });
  const R1 = await rin(L1, J1, '1000000');
  const R2 = await rin(L1, J2, '500000');
  const R3 = await rin(L2, J1, '2000000');
  const R4 = await rin(L3, J1, '3000000');
  const R5 = await rin(L4, J2, '4000000');
  const og = (kode: string, r: number, l: number, kep: string, nilai: string, sk: string, state: string) =>
    db.execute(sql`insert into objek_gratifikasis
      (kode, rincian_id, laporan_id, kepemilikan, nilai, mata_uang_kode, nilai_rupiah, tanggal_sk, state)
      values (${kode}, ${r}, ${l}, ${kep}, ${nilai}, 'IDR', ${nilai}, ${sk}, ${state})`);
  await og('OG-RKN-1', R1, L1, 'MILIK_NEGARA', '1000000', '2024-02-01', 'DIBAYAR');
  await og('OG-RKN-2', R2, L1, 'MILIK_PENERIMA', '500000', '2024-02-01', 'DIKEMBALIKAN');
  await og('OG-RKN-3', R3, L2, 'MILIK_NEGARA', '2000000', '2024-03-30', 'DISERAHKAN_DJKN');
  await og('OG-RKN-4', R4, L3, 'SEBAGIAN_MILIK_NEGARA', '1500000', '2024-03-15', 'DISIMPAN');
  const bill = async (n: number, l: number, r: number, nilai: string, tgl: string) => {
    const id = await idOf(
      db,
      sql`insert into piutang_tagihans (laporan_id, rincian_id, pelapor_id, nomor, tahun, urut, tanggal,
        tanggal_keputusan, va, nilai, mata_uang_asal, nilai_asal, kurs)
        values (${l}, ${r}, ${pelapor}, ${`TGH-RKN-${n}`}, 2024, ${n}, ${tgl}, ${tgl}, ${`99887766${n}`}, ${nilai},
        'IDR', ${nilai}, 1) returning id`,
    );
    await entry(id, 'TAGIHAN', nilai, tgl);
    return id;
  };
  const entry = (tagihan: number, jenis: string, jumlah: string, tgl: string) =>
    db.execute(sql`insert into piutang_entris (tagihan_id, pelapor_id, mata_uang, jenis, jumlah, tanggal)
      values (${tagihan}, ${pelapor}, 'IDR', ${jenis}, ${jumlah}, ${tgl})`);
  const T1 = await bill(1, L1, R1, '1000000', '2024-02-01');
  await entry(T1, 'BAYAR', '-400000', '2024-02-10');
  const T2 = await bill(2, L3, R4, '1500000', '2024-03-15');
  await entry(T2, 'BAYAR', '-1500000', '2024-04-10');
  await bill(3, L4, R5, '4000000', '2024-03-20');
  const notif = (nid: string, jumlah: string, status: string) =>
    db.execute(sql`insert into pembayaran_notifikasis (notification_id, va, jumlah, mata_uang, dibayar_at, sumber,
      status, payload) values (${nid}, '998877662', ${jumlah}, 'IDR', '2024-04-10T03:00:00Z', 'CALLBACK', ${status}, '{}')`);
  await notif('NID-RKN-1', '1500000', 'DIBUKUKAN');
  await notif('NID-RKN-2', '250000', 'TINJAU');
  const wf = (l: number, done: string, due: string) =>
    db.execute(sql`insert into wf_instances (subject_type, subject_id, proses_kode, proses_versi, step,
      clock_started_on, clock_due_on, clock_done_on, finished_at)
      values ('laporan', ${l}, 'LAPORAN', 1, 'SELESAI', '2024-01-25', ${due}, ${done}, now())`);
  await wf(L1, '2024-02-01', '2024-02-20');
  await wf(L2, '2024-03-30', '2024-03-01');
  await db.execute(
    sql`insert into target_kepatuhan_instansis (instansi_id, tahun, target) values (${A}, 2024, 90)`,
  );
  await db.execute(
    sql`insert into aturan_internals (kode, nama, isi, instansi_id) values ('AI-RKN', 'Aturan B', 'Isi', ${B})`,
  );
  Object.assign(ids, { A, B, J1, J2 });
  await refreshRingkasan(db, { full: true });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedKnownSet();
  for (const u of ['reporter', 'anggota_tim', 'anggota_tim_ppg', 'upg', 'admin_pengelola_og']) {
    tokens[u] = await loginAs(t.app, u);
  }
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
const data = (res: { json: () => unknown }) =>
  (res.json() as { data: { rows: Row[]; total: number; totals: Row } }).data;
const pick = (rows: Row[], ...keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

describe('objects and receivables', () => {
  it('report-rekon-og: every state-owned item against its bill and ledger, with the totals', async () => {
    const res = await as('anggota_tim')(
      'GET',
      '/api/report/report-rekon-og?tahun=2024&sort=tanggal_sk&order=asc',
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = data(res);
    expect(pick(d.rows, 'nosig', 'nilai', 'ditagih', 'dibayar', 'sisa', 'hasil')).toEqual([
      {
        nosig: 'RKN-1',
        nilai: '1000000.00',
        ditagih: '1000000.00',
        dibayar: '400000.00',
        sisa: '600000.00',
        hasil: 'Belum lunas',
      },
      {
        nosig: 'RKN-3',
        nilai: '1500000.00',
        ditagih: '1500000.00',
        dibayar: '1500000.00',
        sisa: '0.00',
        hasil: 'Lunas',
      },
      {
        nosig: 'RKN-4',
        nilai: '4000000.00',
        ditagih: '4000000.00',
        dibayar: '0.00',
        sisa: '4000000.00',
        hasil: 'Belum lunas',
      },
      {
        nosig: 'RKN-2',
        nilai: '2000000.00',
        ditagih: '0.00',
        dibayar: '0.00',
        sisa: '0.00',
        hasil: 'Diserahkan',
      },
    ]);
    expect(d.rows[2]?.fisik).toBe('Tidak ada di register');
    expect(d.totals).toEqual({
      nilai: '8500000.00',
      ditagih: '6500000.00',
      dibayar: '1900000.00',
      sisa: '4600000.00',
    });
    const maret = data(
      await as('admin_pengelola_og')('GET', '/api/report/report-rekon-og?tahun=2024&bulan=3'),
    );
    expect(maret.total).toBe(3);
  });

  it('report-rekon-og needs daftar-og as well as the KPK area', async () => {
    expect((await as('anggota_tim_ppg')('GET', '/api/report/report-rekon-og')).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('GET', '/api/report/report-rekon-og-renkeu')).statusCode).toBe(403);
    expect((await as('reporter')('GET', '/api/report/report-rekon-og')).statusCode).toBe(403);
    expect((await as('upg')('GET', '/api/report/report-rekon-og')).statusCode).toBe(403);
    const keys = (await as('anggota_tim_ppg')('GET', '/api/report'))
      .json()
      .data.map((r: { key: string }) => r.key);
    expect(keys).not.toContain('report-rekon-og');
    expect(keys).toContain('report-risiko-instansi');
  });

  it('report-rekon-og-renkeu: the ledger per month against the bank', async () => {
    const d = data(
      await as('anggota_tim')('GET', '/api/report/report-rekon-og-renkeu?tahun=2024&per_page=12'),
    );
    expect(d.total).toBe(12);
    expect(pick(d.rows.slice(1, 4), 'bulan', 'ditagih', 'dibayar', 'bank', 'selisih')).toEqual([
      { bulan: 'Februari', ditagih: '1000000.00', dibayar: '400000.00', bank: '0.00', selisih: '-400000.00' },
      { bulan: 'Maret', ditagih: '5500000.00', dibayar: '0.00', bank: '0.00', selisih: '0.00' },
      { bulan: 'April', ditagih: '0.00', dibayar: '1500000.00', bank: '1500000.00', selisih: '0.00' },
    ]);
    expect(d.totals).toEqual({
      ditagih: '6500000.00',
      dibayar: '1900000.00',
      bank: '1500000.00',
      tinjau: '250000.00',
      selisih: '-400000.00',
    });
    expect(
      (await as('anggota_tim')('GET', '/api/report/report-rekon-og-renkeu?instansi_id=1')).statusCode,
    ).toBe(422);
  });

  it("report-piutang: a UPG reads only its own institution's bills, of reports filed through it", async () => {
    const res = await as('upg')('GET', '/api/report/report-piutang?tahun=2024');
    expect(res.statusCode, res.body).toBe(200);
    const d = data(res);
    // T2 (through the UPG, but institution B) and T3 (B, direct) are not the UPG's.
    expect(pick(d.rows, 'nomor', 'nilai', 'dibayar', 'sisa', 'keadaan')).toEqual([
      {
        nomor: 'TGH-RKN-1',
        nilai: '1000000.00',
        dibayar: '400000.00',
        sisa: '600000.00',
        keadaan: 'Belum lunas',
      },
    ]);
    expect(d.totals).toEqual({ nilai: '1000000.00', dibayar: '400000.00', sisa: '600000.00' });
    expect((await as('anggota_tim')('GET', '/api/report/report-piutang')).statusCode).toBe(403);
    expect((await as('upg')('GET', '/api/report/report-piutang?instansi_id=1')).statusCode).toBe(422);
  });

  it('report-berita-negara: the SK rulings per month', async () => {
    const d = data(await as('anggota_tim')('GET', '/api/report/report-berita-negara?tahun=2024&per_page=12'));
    expect(
      pick(
        d.rows.slice(1, 3),
        'laporan',
        'milik_negara',
        'sebagian',
        'milik_penerima',
        'nilai_negara',
        'diserahkan',
      ),
    ).toEqual([
      {
        laporan: 1,
        milik_negara: 1,
        sebagian: 0,
        milik_penerima: 1,
        nilai_negara: '1000000.00',
        diserahkan: 1,
      },
      {
        laporan: 2,
        milik_negara: 1,
        sebagian: 1,
        milik_penerima: 0,
        nilai_negara: '3500000.00',
        diserahkan: 1,
      },
    ]);
    expect(d.totals).toMatchObject({ laporan: 3, milik_negara: 2, sebagian: 1, nilai_negara: '4500000.00' });
    expect((await as('reporter')('GET', '/api/report/report-berita-negara')).statusCode).toBe(403);
  });
});

describe('institutions and KPIs (from the summaries)', () => {
  it('report-bulanan-kpi: on-time filing and on-time decisions per month', async () => {
    const d = data(await as('anggota_tim')('GET', '/api/report/report-bulanan-kpi?tahun=2024&per_page=12'));
    expect(
      pick(
        d.rows.slice(0, 3),
        'jumlah',
        'tepat_lapor',
        'kpi_lapor',
        'selesai',
        'selesai_tepat',
        'kpi_keputusan',
      ),
    ).toEqual([
      { jumlah: 2, tepat_lapor: 1, kpi_lapor: '50.00', selesai: 2, selesai_tepat: 1, kpi_keputusan: '50.00' },
      { jumlah: 1, tepat_lapor: 0, kpi_lapor: '0.00', selesai: 0, selesai_tepat: 0, kpi_keputusan: null },
      { jumlah: 1, tepat_lapor: 1, kpi_lapor: '100.00', selesai: 0, selesai_tepat: 0, kpi_keputusan: null },
    ]);
    expect(d.totals).toEqual({ jumlah: 4, tepat_lapor: 2, selesai: 2, selesai_tepat: 1 });
    expect((await as('reporter')('GET', '/api/report/report-bulanan-kpi')).statusCode).toBe(403);
  });

  it('report-risiko-instansi: read from the PPG risk registers, not from the reports (none in the known set)', async () => {
    // The institutions' PPG figures are tested on the PPG demo (modules/ppg/dasbor/dasbor.test.ts).
    const d = data(await as('anggota_tim_ppg')('GET', '/api/report/report-risiko-instansi?tahun=2024'));
    expect(d.rows).toEqual([]);
    expect(d.total).toBe(0);
    expect((await as('upg')('GET', '/api/report/report-risiko-instansi')).statusCode).toBe(403);
  });

  it('report-profil-instansi: the saved filters of spec §3 narrow the institutions', async () => {
    const q = '/api/report/report-profil-instansi?tahun=2024&pernah_lapor=ya';
    const all = data(await as('anggota_tim')('GET', q));
    expect(pick(all.rows, 'laporan', 'terakhir', 'target', 'aturan')).toEqual([
      { laporan: 2, terakhir: '01-2024', target: '90.00', aturan: 0 },
      { laporan: 2, terakhir: '03-2024', target: null, aturan: 1 },
    ]);
    expect(all.rows[0]?.upg).toMatch(/UPG/);
    const target = data(await as('anggota_tim')('GET', `${q}&instansi_target=ya`));
    expect(target.rows.map((r) => r._id)).toEqual([ids.A]);
    const aturan = data(await as('anggota_tim')('GET', `${q}&aturan_internal=ya`));
    expect(aturan.rows.map((r) => r._id)).toEqual([ids.B]);
    const bad = await as('anggota_tim')('GET', `${q}&sk_upg=mungkin`);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('sk_upg');
    const saved = await as('anggota_tim')('POST', '/api/report/report-profil-instansi/filter', {
      nama: 'Pernah lapor',
      params: { pernah_lapor: 'ya', instansi_target: 'tidak' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('report-kegiatan-instansi: the institutions’ PPG programme, not their reports (none in the known set)', async () => {
    const d = data(
      await as('anggota_tim')('GET', '/api/report/report-kegiatan-instansi?tahun=2024&per_page=2'),
    );
    expect(d.rows).toEqual([]);
    expect(d.totals).toEqual({
      kegiatan_rencana: 0,
      target_rencana: 0,
      capaian: 0,
      diseminasi: 0,
      peserta_diseminasi: 0,
      inovasi: 0,
    });
    expect(
      (await as('anggota_tim')('GET', '/api/report/report-kegiatan-instansi?pernah_lapor=ya')).statusCode,
    ).toBe(422);
  });

  it('spi-tematik-gratifikasi: per kind of event, the whole set for the KPK and its own for a UPG', async () => {
    const d = data(
      await as('anggota_tim')('GET', '/api/report/spi-tematik-gratifikasi?tahun=2024&sort=nilai&order=desc'),
    );
    expect(pick(d.rows, 'objek', 'nilai', 'rata_rata', 'milik_negara', 'persen_negara')).toEqual([
      { objek: 1, nilai: '4000000.00', rata_rata: '4000000.00', milik_negara: 0, persen_negara: '0.00' },
      { objek: 3, nilai: '3500000.00', rata_rata: '1166666.67', milik_negara: 2, persen_negara: '66.67' },
      { objek: 1, nilai: '3000000.00', rata_rata: '3000000.00', milik_negara: 1, persen_negara: '100.00' },
    ]);
    expect(d.rows[0]?.jenis_peristiwa).toBe('(Tanpa jenis peristiwa)');
    const upg = data(
      await as('upg')('GET', '/api/report/spi-tematik-gratifikasi?tahun=2024&sort=objek&order=desc'),
    );
    expect(pick(upg.rows, 'objek', 'milik_negara')).toEqual([
      { objek: 2, milik_negara: 1 },
      { objek: 1, milik_negara: 1 },
    ]);
    expect((await as('reporter')('GET', '/api/report/spi-tematik-gratifikasi')).statusCode).toBe(403);
  });
});

describe('pivot by kind of object, and the incremental refresh', () => {
  it('counts objects (and their value) per kind; a report count per kind is refused', async () => {
    const res = await as('anggota_tim')('GET', '/api/report/pivot?baris=jenis_objek&ukuran=objek&tahun=2024');
    expect(res.statusCode, res.body).toBe(200);
    const cells = res.json().data.cells as { r: string[] | null; c: null; v: number }[];
    expect(
      cells
        .filter((c) => c.r)
        .map((c) => c.v)
        .sort(),
    ).toEqual([2, 3]);
    expect(cells.find((c) => c.r === null)?.v).toBe(5);
    const nilai = await as('reporter')(
      'GET',
      '/api/report/pivot?baris=jenis_objek&kolom=kanal&ukuran=nilai&tahun=2024',
    );
    expect(nilai.statusCode, nilai.body).toBe(200);
    const grand = (nilai.json().data.cells as { r: null | string[]; c: null | string[]; v: string }[]).find(
      (c) => c.r === null && c.c === null,
    );
    expect(grand?.v).toBe('10500000.00');
    const bad = await as('anggota_tim')('GET', '/api/report/pivot?baris=jenis_objek&ukuran=jumlah');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('ukuran');
    expect(
      (await as('anggota_tim')('GET', '/api/report/pivot?baris=jenis_objek,unit_kerja&ukuran=objek'))
        .statusCode,
    ).toBe(422);
  });

  it('redoes only the months written since the last run, and follows a moved report', async () => {
    const db = t.database.db;
    const empty = await refreshRingkasan(db);
    expect(empty).toMatchObject({ mode: 'bulan', bulan: 0 });
    await db
      .update(laporans)
      .set({ submitted_at: new Date('2024-05-02T03:00:00Z') })
      .where(sql`nosig = 'RKN-4'`);
    const run = await refreshRingkasan(db);
    expect(run).toMatchObject({ mode: 'bulan', bulan: 2 });
    const d = data(await as('anggota_tim')('GET', '/api/report/report-bulanan-kpi?tahun=2024&per_page=12'));
    expect(d.rows.map((r) => r.jumlah)).toEqual([2, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    const p = await as('anggota_tim')('GET', '/api/report/pivot?baris=bulan&ukuran=objek&tahun=2024');
    const may = (p.json().data.cells as { r: string[] | null; v: number }[]).find((c) =>
      c.r?.[0]?.endsWith('Mei'),
    );
    expect(may?.v).toBe(1);
  });
});
