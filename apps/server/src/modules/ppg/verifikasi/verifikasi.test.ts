import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { makeUser, masterId } from '../../laporan/test-fixtures';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';

/** The verification chain (issue 25 §3) through the API, on the demo's approved configuration of the year. */
let t: TestApp;
type Call = ReturnType<typeof caller>;
let anggota: Call;
let anggotaLain: Call;
let katim: Call;
let gh: Call;
let direktur: Call;
let upg: Call;
let anggotaId: number;
const tahun = Number(todayJakarta().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
  await makeUser(t.database.db, 'anggota_ppg_lain', 'anggota_tim_ppg');
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  anggotaLain = caller(t.app, await loginAs(t.app, 'anggota_ppg_lain'));
  katim = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
  direktur = caller(t.app, await loginAs(t.app, 'direktur'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
}, 600_000);
afterAll(() => t.close());

const audits = async (action: string) => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from audit_logs where action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n);
};

interface Detail {
  id: number;
  revisi: number;
  version: number;
  status: string;
  indikators: { id: number; kode: string }[];
  levels: { indikator_id: number; skor: number }[];
}
const detail = async (who: Call, id: number): Promise<Detail> => {
  const res = await who('GET', `/api/approval-verifikasi/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** Every indicator at the level `pick` chooses among its allowed ones. */
const semua = (d: Detail, pick: (skors: number[]) => number) =>
  d.indikators.map((i) => ({
    indikator_id: i.id,
    skor: pick(d.levels.filter((l) => l.indikator_id === i.id).map((l) => l.skor)),
    catatan: `Bukti ${i.kode} diperiksa`,
  }));
const decide = async (who: Call, id: number, keputusan: string, catatan?: string) => {
  const d = await detail(gh, id);
  return who('POST', `/api/approval-verifikasi/${id}/keputusan`, { keputusan, versi: d.version, catatan });
};

describe('building the year’s verification list', () => {
  it('refuses the member and the UPG (403), a non-member assignee (422)', async () => {
    expect(
      (await anggota('POST', '/api/approval-verifikasi/buat', { tahun, anggota_user_id: 1 })).statusCode,
    ).toBe(403);
    expect((await upg('GET', '/api/approval-verifikasi')).statusCode).toBe(403);
    const res = await gh('POST', '/api/approval-verifikasi/buat', { tahun, anggota_user_id: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.anggota_user_id).toBeTruthy();
  });

  it('builds one per participant, assigned to the member, once (idempotent), audited', async () => {
    const members = (await gh('GET', '/api/approval-verifikasi/anggota')).json().data as {
      id: number;
      nama: string;
    }[];
    const target = members.find((m) => m.nama !== 'Uji anggota_ppg_lain');
    anggotaId = target?.id ?? 0;
    const first = await gh('POST', '/api/approval-verifikasi/buat', { tahun, anggota_user_id: anggotaId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ dibuat: 4, sudah_ada: 0, indikator_versi: 1, skor_versi: 1 });
    const again = await katim('POST', '/api/approval-verifikasi/buat', { tahun, anggota_user_id: anggotaId });
    expect(again.json().data).toMatchObject({ dibuat: 0, sudah_ada: 4 });
    expect(await audits('ppg.verifikasi.create')).toBe(4);
  });

  it('lists the member’s queue with the SPEC labels, filters by institution, and hides it from another member', async () => {
    const res = await anggota('GET', `/api/approval-verifikasi?tahun=${tahun}&peserta=MONEV`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({
      status: 'BELUM',
      status_label: 'Belum Verifikasi',
      jumlah_indikator: 8,
    });
    const found = (await anggota('GET', '/api/approval-verifikasi?q=keuangan&peserta=ALL')).json().data;
    expect(found.items.map((i: { instansi: { nama: string } }) => i.instansi.nama)).toEqual([
      'Kementerian Keuangan',
    ]);
    expect((await anggotaLain('GET', '/api/approval-verifikasi')).json().data.total).toBe(0);
    const id = page.items[0].id;
    expect((await anggotaLain('GET', `/api/approval-verifikasi/${id}`)).statusCode).toBe(404);
  });
});

describe('the chain member → team leader → group head → director', () => {
  let id: number;

  beforeAll(async () => {
    const page = (await anggota('GET', `/api/approval-verifikasi?tahun=${tahun}&q=keuangan`)).json().data;
    id = page.items[0].id;
  });

  it('shows indicators, allowed levels and the institution’s evidence beside them', async () => {
    const db = t.database.db;
    const made = await upg('POST', '/api/diseminasi', {
      nama_kegiatan: 'Sosialisasi gratifikasi pegawai baru',
      jenis_diseminasi_id: await masterId(db, 'jenis-diseminasi', 'SOSIALISASI'),
      klasifikasi_kegiatan_id: await masterId(db, 'klasifikasi-kegiatan', 'INTERNAL'),
      sasaran_kegiatan_id: await masterId(db, 'sasaran-kegiatan', 'PEGAWAI'),
      tanggal_awal: `${tahun}-01-14`,
      tanggal_akhir: `${tahun}-01-14`,
      narasumber: 'Ketua UPG',
      provinsi_id: await masterId(db, 'provinsi', '31'),
      kabkota_id: await masterId(db, 'kota-kabupaten', '31.71'),
      tempat: 'Aula',
      peserta: [
        { level_jabatan_peserta_id: await masterId(db, 'level-jabatan-peserta', 'PELAKSANA'), jumlah: 30 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await anggota('GET', `/api/approval-verifikasi/${id}`);
    const d = res.json().data;
    expect(d.indikators).toHaveLength(8);
    expect(
      d.levels.filter((l: { indikator_id: number }) => l.indikator_id === d.indikators[0].id),
    ).toHaveLength(4);
    expect(d.dapat_dinilai).toBe(true);
    expect(d.bukti).toMatchObject({
      diseminasi: [{ nama: 'Sosialisasi gratifikasi pegawai baru', tanggal: `${tahun}-01-14`, berkas: [] }],
      inovasi: [],
      realisasi: [],
    });
    expect((await katim('GET', `/api/approval-verifikasi/${id}`)).json().data.dapat_dinilai).toBe(false);
  });

  it('refuses a score outside the criteria (422), a stale revision (409), another member (404), a reviewer (403)', async () => {
    const d = await detail(anggota, id);
    const bad = await anggota('PUT', `/api/approval-verifikasi/${id}`, {
      revisi: d.revisi,
      nilai: [{ indikator_id: d.indikators[0]?.id, skor: 60 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['nilai.0.skor']).toBeTruthy();
    const stale = await anggota('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi - 1, nilai: [] });
    expect(stale.statusCode).toBe(409);
    expect(
      (await anggotaLain('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi, nilai: [] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await katim('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi, nilai: [] })).statusCode,
    ).toBe(403);
  });

  it('refuses sending before every indicator is scored, then saves a draft and sends', async () => {
    let d = await detail(anggota, id);
    const part = await anggota('PUT', `/api/approval-verifikasi/${id}`, {
      revisi: d.revisi,
      nilai: semua(d, (s) => Math.max(...s)).slice(0, 3),
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.status).toBe('SEDANG');
    const early = await decide(anggota, id, 'kirim');
    expect(early.statusCode).toBe(422);
    d = await detail(anggota, id);
    const all = await anggota('PUT', `/api/approval-verifikasi/${id}`, {
      revisi: d.revisi,
      nilai: semua(d, (s) => Math.max(...s)),
    });
    expect(all.statusCode).toBe(200);
    expect((await decide(anggotaLain, id, 'kirim')).statusCode).toBe(404);
    const sent = await decide(anggota, id, 'kirim');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('REVIEW_KATIM');
    d = await detail(anggota, id);
    const late = await anggota('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi, nilai: [] });
    expect(late.statusCode).toBe(409);
  });

  it('returns one step at each level with a required note', async () => {
    expect((await decide(gh, id, 'setuju')).statusCode).toBe(403);
    expect((await decide(katim, id, 'kembalikan')).statusCode).toBe(422);
    const back = await decide(katim, id, 'kembalikan', 'Bukti K2.1 belum lengkap');
    expect(back.json().data.status).toBe('DIKEMBALIKAN');
    const list = (await anggota('GET', `/api/approval-verifikasi?status=DIKEMBALIKAN`)).json().data;
    expect(list.items[0].status_label).toBe('Dikembalikan Oleh Reviewer');
    expect((await decide(anggota, id, 'kirim')).json().data.status).toBe('REVIEW_KATIM');
    expect((await decide(katim, id, 'setuju')).json().data.status).toBe('REVIEW_GH');
    expect((await decide(direktur, id, 'setuju')).statusCode).toBe(403);
    expect((await decide(gh, id, 'kembalikan', 'Periksa ulang tahap 3')).json().data.status).toBe(
      'REVIEW_KATIM',
    );
    expect((await decide(katim, id, 'setuju')).json().data.status).toBe('REVIEW_GH');
    expect((await decide(gh, id, 'setuju')).json().data.status).toBe('REVIEW_DIREKTUR');
    expect(
      (await decide(direktur, id, 'kembalikan', 'Catatan tahap 4 perlu diperjelas')).json().data.status,
    ).toBe('REVIEW_GH');
    expect((await decide(gh, id, 'setuju')).json().data.status).toBe('REVIEW_DIREKTUR');
    const queue = (await direktur('GET', '/api/approval-verifikasi?menunggu=ya')).json().data;
    expect(queue.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('stale decision 409; the director’s approval keeps the score; nothing is decided twice', async () => {
    const d = await detail(gh, id);
    const stale = await direktur('POST', `/api/approval-verifikasi/${id}/keputusan`, {
      keputusan: 'setuju',
      versi: d.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    const done = await decide(direktur, id, 'setuju');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('SELESAI');
    const kept = (await t.database.db.execute(
      sql`select total::float as total, tahap_1::float as t1 from ppg_skor_instansis where verifikasi_id = ${id}`,
    )) as unknown as { rows: { total: number; t1: number }[] };
    expect(kept.rows).toEqual([{ total: 100, t1: 20 }]);
    expect((await detail(gh, id)).status).toBe('SELESAI');
    expect((await decide(direktur, id, 'setuju')).statusCode).toBe(409);
    expect((await decide(direktur, id, 'kembalikan', 'Mengubah keputusan')).statusCode).toBe(409);
    const after = await detail(anggota, id);
    expect(
      (await anggota('PUT', `/api/approval-verifikasi/${id}`, { revisi: after.revisi, nilai: [] }))
        .statusCode,
    ).toBe(409);
    expect(await audits('ppg.verifikasi.setuju')).toBe(5);
    expect(await audits('ppg.verifikasi.kembalikan')).toBe(3);
  });
});

describe('a cancellation by the group head', () => {
  it('reads Dibatalkan Oleh Reviewer and refuses every later write; an unknown id is 404', async () => {
    const page = (await anggota('GET', `/api/approval-verifikasi?tahun=${tahun}&q=PLN`)).json().data;
    const id = page.items[0].id as number;
    let d = await detail(anggota, id);
    await anggota('PUT', `/api/approval-verifikasi/${id}`, {
      revisi: d.revisi,
      nilai: semua(d, (s) => Math.min(...s)),
    });
    await decide(anggota, id, 'kirim');
    await decide(katim, id, 'setuju');
    expect((await decide(gh, id, 'tolak')).statusCode).toBe(422);
    const batal = await decide(gh, id, 'tolak', 'Instansi tidak lagi menjadi peserta monev');
    expect(batal.json().data.status).toBe('DIBATALKAN');
    const list = (await anggota('GET', '/api/approval-verifikasi?status=DIBATALKAN')).json().data;
    expect(list.items[0].status_label).toBe('Dibatalkan Oleh Reviewer');
    d = await detail(anggota, id);
    expect(
      (await anggota('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi, nilai: [] })).statusCode,
    ).toBe(409);
    expect((await decide(direktur, id, 'setuju')).statusCode).toBe(409);
    expect((await gh('GET', '/api/approval-verifikasi/999999')).statusCode).toBe(404);
  });
});
