import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoPpgUpg } from '../diseminasi/demo';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { seedDemoProfilKlop } from '../profil-klop/demo';
import { seedDemoRealisasiKlop } from '../realisasi-klop/demo';
import { seedDemoRisiko } from '../risiko/demo';
import { seedDemoVerifikasi } from '../verifikasi/demo';

/**
 * Issue 25 §4: the PPG dashboards on the demo's year (four institutions with profiles and plans, two quarters
 * realised, a risk in every band, a verification at every step and one finished score), the PPG roles' home
 * figures from the same queries, and the two institution reports that now read the PPG records.
 */
type Call = ReturnType<typeof caller>;
let t: TestApp;
const as: Record<string, Call> = {};
const tahun = Number(todayJakarta().slice(0, 4));
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))[0] as T;
/** How many activities the plan of an institution (by kode) lists this year. */
const kegiatanOf = async (kode: string) =>
  (
    await one<{ n: number }>(sql`select count(*)::int as n from ppg_rencana_kerja_items it
      join ppg_rencana_kerjas k on k.id = it.rencana_kerja_id join instansis i on i.id = k.instansi_id
      where i.kode = ${kode} and k.tahun = ${tahun}`)
  ).n;

async function ok(who: string, url: string) {
  const res = await (as[who] as Call)('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPpgUpg(t.app);
  await seedDemoKonfigurasi(t.app);
  await seedDemoProfilKlop(t.app);
  await seedDemoRisiko(t.app);
  await seedDemoVerifikasi(t.app);
  await seedDemoRealisasiKlop(t.app);
  for (const u of [
    'ketua_group_ppg',
    'ketua_tim_ppg',
    'anggota_tim_ppg',
    'direktur',
    'koordinator',
    'individu',
    'upg',
    'upg_kemenkes',
  ])
    as[u] = caller(t.app, await loginAs(t.app, u));
}, 900_000);
afterAll(() => t.close());

describe('GET /api/dashboard/ppg', () => {
  it('counts the year over every institution in grouped figures', async () => {
    const d = await ok('ketua_group_ppg', `/api/dashboard/ppg?tahun=${tahun}`);
    expect(d.tahun).toBe(tahun);
    expect(d.peserta).toBe(5);
    expect(d.profil).toBe(4);
    const rencana = Object.fromEntries(
      d.rencana.per_status.map((s: { status: string; jumlah: number }) => [s.status, s.jumlah]),
    );
    expect(rencana).toEqual({ draft: 0, submit: 1, return: 1, approved: 2 });
    expect(d.rencana.total).toBe(4);
    const verif = Object.fromEntries(
      d.verifikasi.per_status
        .filter((s: { jumlah: number }) => s.jumlah > 0)
        .map((s: { status: string; jumlah: number }) => [s.status, s.jumlah]),
    );
    expect(verif).toEqual({ BELUM: 1, REVIEW_KATIM: 1, REVIEW_GH: 1, REVIEW_DIREKTUR: 1, SELESAI: 1 });
    for (const band of d.risiko) expect(band, band.band).toMatchObject({ jumlah: 4, instansi: 4 });

    // Quarters I and II: both approved plans realised at their targets and accepted.
    const target = await one<{
      t1: number;
    }>(sql`select sum(i.target_tw1)::int as t1 from ppg_rencana_kerja_items i
      join ppg_rencana_kerjas k on k.id = i.rencana_kerja_id where k.tahun = ${tahun} and k.status = 'approved'`);
    expect(d.realisasi[0]).toEqual({
      triwulan: 1,
      target: target.t1,
      capaian: target.t1,
      persen: 100,
      diajukan: 2,
      disetujui: 2,
      terlambat: 0,
    });
    expect(d.realisasi[2]).toMatchObject({ triwulan: 3, capaian: 0, diajukan: 0 });

    const skor = await one<{ total: number }>(
      sql`select total::float8 as total from ppg_skor_instansis where tahun = ${tahun}`,
    );
    expect(d.skor.jumlah).toBe(1);
    expect(d.skor.rata_rata).toBe(skor.total);
    const band = d.skor.pita.find((p: { jumlah: number }) => p.jumlah === 1);
    expect(skor.total).toBeGreaterThanOrEqual(band.min);
    expect(d.skor.pita.reduce((n: number, p: { jumlah: number }) => n + p.jumlah, 0)).toBe(1);

    // Every demo institution holds a VERY HIGH risk: all four are proposed.
    expect(d.intervensi.jumlah).toBe(4);
    expect(d.intervensi.items).toHaveLength(4);
    for (const i of d.intervensi.items) expect(i.alasan).toMatch(/^Diusulkan intervensi: .*VERY HIGH/);
  });

  it('reads an empty year as zeros, and the director reads it too', async () => {
    const d = await ok('direktur', `/api/dashboard/ppg?tahun=${tahun - 5}`);
    expect(d).toMatchObject({ peserta: 0, profil: 0, intervensi: { jumlah: 0, items: [] } });
    expect(d.realisasi.map((r: { target: number; persen: number | null }) => [r.target, r.persen])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(d.skor).toMatchObject({ jumlah: 0, rata_rata: null });
  });

  it('is refused to other roles, to guests and to a bad year', async () => {
    for (const who of ['upg', 'individu', 'koordinator'])
      expect((await (as[who] as Call)('GET', '/api/dashboard/ppg')).statusCode, who).toBe(403);
    expect((await caller(t.app)('GET', '/api/dashboard/ppg')).statusCode).toBe(401);
    expect((await (as.ketua_tim_ppg as Call)('GET', '/api/dashboard/ppg?tahun=dua')).statusCode).toBe(422);
    expect((await (as.ketua_tim_ppg as Call)('GET', '/api/dashboard/ppg?instansi_id=1')).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/user/ppg', () => {
  it("gives the UPG its own institution's plan, quarters, risks, score and verification", async () => {
    const d = await ok('upg', `/api/user/ppg?tahun=${tahun}`);
    expect(d.instansi.nama).toBe('Kementerian Keuangan');
    expect(d).toMatchObject({ peserta: true, profil: true, verifikasi: { status: 'SELESAI' } });
    expect(d.rencana).toMatchObject({
      status: 'approved',
      status_label: 'Disetujui',
      jumlah_kegiatan: await kegiatanOf('KEMENKEU'),
    });
    expect(d.rencana.jumlah_kegiatan).toBeGreaterThan(0);
    expect(
      d.realisasi.slice(0, 2).map((r: { status: string; persen: number }) => [r.status, r.persen]),
    ).toEqual([
      ['approved', 100],
      ['approved', 100],
    ]);
    expect(d.realisasi[0].disetujui).toBe(1);
    for (const band of d.risiko) expect(band).toMatchObject({ jumlah: 1, instansi: 1 });
    expect(d.skor.total).toBeGreaterThan(0);
    expect(d.skor.tahap).toHaveLength(4);
    expect(d.intervensi).toMatch(/VERY HIGH/);
  });

  it('never shows another institution: each UPG its own, and no parameter picks another', async () => {
    const d = await ok('upg_kemenkes', `/api/user/ppg?tahun=${tahun}`);
    expect(d.instansi.nama).toBe('Kementerian Kesehatan');
    expect(d.rencana.status).toBe('submit');
    expect(d.skor).toBeNull();
    expect(d.verifikasi.status).toBe('REVIEW_DIREKTUR');
    expect(d.realisasi.every((r: { diajukan: number }) => r.diajukan === 0)).toBe(true);
    const kemenkeu = await one<{ id: number }>(sql`select id from instansis where kode = 'KEMENKEU'`);
    const res = await (as.upg_kemenkes as Call)('GET', `/api/user/ppg?instansi_id=${kemenkeu.id}`);
    expect(res.statusCode).toBe(422);
  });

  it('is refused to the KPK and other roles', async () => {
    for (const who of ['ketua_group_ppg', 'direktur', 'individu'])
      expect((await (as[who] as Call)('GET', '/api/user/ppg')).statusCode, who).toBe(403);
    expect((await caller(t.app)('GET', '/api/user/ppg')).statusCode).toBe(401);
  });
});

describe('the PPG roles’ home', () => {
  it('counts the year’s PPG work, each figure matching the list it opens', async () => {
    const home = await ok('ketua_group_ppg', '/api/beranda');
    const count = (key: string) => home.figures.find((f: { key: string }) => f.key === key)?.count;
    expect(count('ppg_peserta')).toBe(5);
    expect(count('ppg_rencana_diajukan')).toBe(1);
    expect(
      (await ok('ketua_group_ppg', `/api/profile-klop?tahun=${tahun}&status_rencana=submit`)).total,
    ).toBe(1);
    expect(count('ppg_rencana_disetujui')).toBe(2);
    expect(count('ppg_verifikasi_gh')).toBe(1);
    const gh = await ok(
      'ketua_group_ppg',
      `/api/approval-verifikasi?tahun=${tahun}&peserta=ALL&status=REVIEW_GH&menunggu=ya`,
    );
    expect(gh.total).toBe(1);
    expect(count('ppg_risiko_very_high')).toBe(4);
    const report = await ok(
      'ketua_group_ppg',
      `/api/report/report-risiko-instansi?tahun=${tahun}&band_risiko=VERY%20HIGH`,
    );
    expect(report.total).toBe(4);
    expect(count('ppg_intervensi')).toBe(4);
    expect(home.tugas).toEqual([]);

    const katim = await ok('ketua_tim_ppg', '/api/beranda');
    expect(katim.figures.find((f: { key: string }) => f.key === 'ppg_verifikasi_katim')?.count).toBe(1);
    const member = await ok('anggota_tim_ppg', '/api/beranda');
    const mine = member.figures.find((f: { key: string }) => f.key === 'ppg_verifikasi_saya')?.count;
    expect((await ok('anggota_tim_ppg', `/api/approval-verifikasi?tahun=${tahun}&peserta=ALL`)).total).toBe(
      mine,
    );
  });
});

describe('the institution reports read the PPG records', () => {
  it('report-risiko-instansi: each institution’s register by band, the highest level and score', async () => {
    const d = await ok('anggota_tim_ppg', `/api/report/report-risiko-instansi?tahun=${tahun}`);
    expect(d.total).toBe(4);
    for (const r of d.rows) {
      expect(r).toMatchObject({ jumlah: 4, low: 1, medium: 1, high: 1, very_high: 1 });
      expect(r.level).toMatch(/VERY HIGH/);
      expect(Number(r.skor_maks)).toBeGreaterThan(0.7);
    }
    expect(d.totals).toMatchObject({ jumlah: 16, very_high: 4 });
    expect((await ok('anggota_tim_ppg', `/api/report/report-risiko-instansi?tahun=${tahun - 5}`)).total).toBe(
      0,
    );
    expect((await (as.upg as Call)('GET', '/api/report/report-risiko-instansi')).statusCode).toBe(403);
    const bad = await (as.anggota_tim_ppg as Call)(
      'GET',
      '/api/report/report-risiko-instansi?band_risiko=TINGGI',
    );
    expect(bad.statusCode).toBe(422);
  });

  it('report-kegiatan-instansi: plan, realisation, dissemination and innovation per institution', async () => {
    const d = await ok('anggota_tim_ppg', `/api/report/report-kegiatan-instansi?tahun=${tahun}&per_page=50`);
    const kemenkeu = d.rows.find((r: { instansi: string }) => r.instansi === 'Kementerian Keuangan');
    const dis = await one<{
      n: number;
      p: number;
    }>(sql`select count(*)::int as n, sum(jumlah_peserta)::int as p
      from ppg_diseminasis d join instansis i on i.id = d.instansi_id
      where i.kode = 'KEMENKEU' and d.tahun = ${tahun} and d.deleted_at is null`);
    expect(kemenkeu).toMatchObject({
      peserta_monev: 'Ya',
      rencana: 'Disetujui',
      kegiatan_rencana: await kegiatanOf('KEMENKEU'),
      diseminasi: dis.n,
      peserta_diseminasi: dis.p ?? 0,
    });
    expect(kemenkeu.capaian).toBeGreaterThan(0);
    const bandung = d.rows.find((r: { instansi: string }) => r.instansi === 'Pemerintah Kota Bandung');
    expect(bandung).toMatchObject({ peserta_monev: 'Ya', rencana: 'Belum ada', kegiatan_rencana: 0 });
    expect((await (as.upg as Call)('GET', '/api/report/report-kegiatan-instansi')).statusCode).toBe(403);
  });
});

// Last: it changes the demo's plans, which the figures above count.
describe('the dashboard follows PPG writes', () => {
  it('counts a plan returned by the KPK at once, though its figures are cached', async () => {
    const perStatus = async () =>
      Object.fromEntries(
        (await ok('ketua_group_ppg', `/api/dashboard/ppg?tahun=${tahun}`)).rencana.per_status.map(
          (s: { status: string; jumlah: number }) => [s.status, s.jumlah],
        ),
      );
    const before = await perStatus();
    const rk = (await ok('upg_kemenkes', `/api/profile-klop/${tahun}`)).rencana_kerja;
    expect(rk.status).toBe('submit');
    const res = await (as.ketua_tim_ppg as Call)('POST', `/api/rencana-kerja/${rk.id}/keputusan`, {
      keputusan: 'kembalikan',
      version: rk.version,
      catatan: 'Lengkapi target triwulan IV',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await perStatus()).toEqual({ ...before, submit: before.submit - 1, return: before.return + 1 });
    // A refused write changes nothing and drops nothing: the figures stay as they are.
    const again = await (as.ketua_tim_ppg as Call)('POST', `/api/rencana-kerja/${rk.id}/keputusan`, {
      keputusan: 'kembalikan',
      version: rk.version,
      catatan: 'Lagi',
    });
    expect(again.statusCode).toBe(409);
  });
});
