import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, ppg_survei_jawabans, ppg_survei_sesis } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';
import { seedDemoSurvei } from './demo';
import { PENGINGAT_SURVEI_JOB } from './distribusi';

/** Issue 27 §1: surveys built by the PPG team, approved by the group head, answered once by each institution. */
let t: TestApp;
const tokens: Record<string, string> = {};
const as = (role: string) => caller(t.app, tokens[role]);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [
    'anggota_tim_ppg',
    'ketua_tim_ppg',
    'ketua_group_ppg',
    'anggota_tim',
    'upg',
    'individu',
  ]) {
    tokens[role] = await loginAs(t.app, role);
  }
  const db = t.database.db;
  const kemenkesUpg = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_survei', 'upg', { type: 'upg', id: kemenkesUpg, name: 'UPG Kemenkes' });
  tokens.upgLain = await loginAs(t.app, 'upg_kemenkes_survei');
  ids.kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  ids.kemenkes = await masterId(db, 'instansi', 'KEMENKES');
}, 600_000);
afterAll(() => t.close());

type Detail = {
  id: number;
  version: number;
  versi_proses: number;
  status: string;
  bagian: { id: number; pertanyaan: { id: number; teks: string }[] }[];
  riwayat: { aksi: string }[];
};
const detail = async (id: number, role = 'anggota_tim_ppg') => {
  const res = await as(role)('GET', `/api/survey/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Detail;
};

async function build(judul = 'Survei Kepuasan Layanan UPG 2026') {
  const created = await as('anggota_tim_ppg')('POST', '/api/survey', {
    judul,
    deskripsi: 'Survei tahunan bagi UPG instansi',
    jenis: 'SURVEI_INSTANSI',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  let d = await detail(id);
  const bagianId = d.bagian[0]?.id as number;
  const questions = [
    { teks: 'Apakah UPG sudah memiliki SK?', tipe: 'PILIHAN_TUNGGAL', wajib: true, opsi: ['Ya', 'Tidak'] },
    { teks: 'Media sosialisasi yang dipakai', tipe: 'PILIHAN_GANDA', opsi: ['Surat', 'Web', 'Rapat'] },
    { teks: 'Layanan KPK memuaskan', tipe: 'LIKERT', wajib: true },
    { teks: 'Jumlah laporan tahun ini', tipe: 'ANGKA', batas_min: 0, batas_max: 10000 },
    { teks: 'Saran untuk KPK', tipe: 'TEKS_PANJANG' },
    { teks: 'Tanggal SK UPG', tipe: 'TANGGAL' },
  ];
  let versi = d.version;
  for (const q of questions) {
    const res = await as('anggota_tim_ppg')('POST', '/api/survey-question', {
      survei_id: id,
      bagian_id: bagianId,
      pertanyaan: q,
      versi,
    });
    expect(res.statusCode, res.body).toBe(200);
    versi = res.json().data.version;
  }
  d = await detail(id);
  return { id, d };
}

const decide = (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  as(role)('POST', `/api/survey/${id}/keputusan`, { keputusan, versi, catatan });

describe('demo data', () => {
  it('leaves surveys at every approval state and an answered one, through the services, once', async () => {
    expect(await seedDemoSurvei(t.app)).toBe(4);
    expect(await seedDemoSurvei(t.app)).toBe(0);
    const list = (await as('anggota_tim_ppg')('GET', '/api/survey?per_page=100')).json().data.items as {
      id: number;
      status: string;
    }[];
    expect(new Set(list.map((i) => i.status))).toEqual(
      new Set(['DRAF', 'DIAJUKAN', 'DIKEMBALIKAN', 'DISETUJUI']),
    );
    const approved = list.find((i) => i.status === 'DISETUJUI');
    const hasil = (await as('anggota_tim_ppg')('GET', `/api/survey/${approved?.id}/hasil`)).json().data;
    expect(hasil.jumlah_responden).toBe(1);
    const mine = (await as('upg')('GET', '/api/upg/survey')).json().data.items;
    expect(mine[0].status).toBe('TERKIRIM');
  });
});

describe('builder', () => {
  it('records every change in the history with the spec’s actions; the order follows the drag', async () => {
    const { id, d } = await build();
    expect(d.bagian[0]?.pertanyaan).toHaveLength(6);
    const added = await as('anggota_tim_ppg')('POST', `/api/survey/${id}/bagian`, {
      judul: 'Penutup',
      versi: d.version,
    });
    expect(added.statusCode, added.body).toBe(200);
    const d2 = await detail(id);
    const [first, second] = d2.bagian;
    const qs = first?.pertanyaan.map((q) => q.id) ?? [];
    // Stale version → 409.
    const stale = await as('anggota_tim_ppg')('PUT', `/api/survey/${id}/urutan`, {
      versi: d.version,
      bagian: [],
    });
    expect(stale.statusCode).toBe(422);
    const staleOrder = await as('anggota_tim_ppg')('PUT', `/api/survey/${id}/urutan`, {
      versi: d.version,
      bagian: [
        { id: first?.id, pertanyaan: qs },
        { id: second?.id, pertanyaan: [] },
      ],
    });
    expect(staleOrder.statusCode).toBe(409);
    const moved = await as('anggota_tim_ppg')('PUT', `/api/survey/${id}/urutan`, {
      versi: d2.version,
      bagian: [
        { id: second?.id, pertanyaan: [qs[4]] },
        { id: first?.id, pertanyaan: [qs[1], qs[0], qs[2], qs[3], qs[5]] },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const d3 = await detail(id);
    expect(d3.bagian.map((b) => b.id)).toEqual([second?.id, first?.id]);
    expect(d3.bagian[1]?.pertanyaan.map((q) => q.id)).toEqual([qs[1], qs[0], qs[2], qs[3], qs[5]]);
    const edit = await as('anggota_tim_ppg')('PUT', `/api/survey-question/${qs[0]}`, {
      pertanyaan: {
        teks: 'Apakah UPG sudah ditetapkan dengan SK?',
        tipe: 'PILIHAN_TUNGGAL',
        wajib: true,
        opsi: ['Ya', 'Belum'],
      },
      versi: d3.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const survey = await as('anggota_tim_ppg')('PUT', `/api/survey/${id}`, {
      judul: 'Survei Kepuasan Layanan UPG 2026 (revisi)',
      jenis: 'SURVEI_INSTANSI',
      versi: edit.json().data.version,
    });
    expect(survey.statusCode, survey.body).toBe(200);
    const actions = new Set((await detail(id)).riwayat.map((h) => h.aksi));
    expect(actions).toEqual(new Set(['CREATE_SURVEY', 'UPDATE_SURVEY', 'CREATE_QUESTION', 'EDIT_QUESTION']));
  });

  it('rejects a question that does not fit its type, and changes by others than the author', async () => {
    const { id, d } = await build('Survei Uji Validasi Pertanyaan');
    const bad = await as('anggota_tim_ppg')('POST', '/api/survey-question', {
      survei_id: id,
      bagian_id: d.bagian[0]?.id,
      pertanyaan: { teks: 'Pilih satu', tipe: 'PILIHAN_TUNGGAL', opsi: ['Hanya satu'] },
      versi: d.version,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Minimal 2 opsi');
    const other = await as('ketua_tim_ppg')('PUT', `/api/survey/${id}`, {
      judul: 'Diubah orang lain',
      jenis: 'PRE_TEST',
      versi: d.version,
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 403 to roles outside the PPG team, and on the group head’s decisions to authors', async () => {
    for (const role of ['anggota_tim', 'upg', 'individu']) {
      expect((await as(role)('GET', '/api/survey')).statusCode).toBe(403);
      expect(
        (await as(role)('POST', '/api/survey', { judul: 'Survei liar', jenis: 'PRE_TEST' })).statusCode,
      ).toBe(403);
    }
    expect((await as('ketua_group_ppg')('GET', '/api/survey')).statusCode).toBe(200);
    expect((await caller(t.app)('GET', '/api/survey')).statusCode).toBe(401);
    for (const role of ['anggota_tim_ppg', 'ketua_group_ppg', 'ketua_tim_ppg']) {
      expect((await as(role)('GET', '/api/upg/survey')).statusCode).toBe(403);
    }
  });
});

describe('approval, distribution, answers and results', () => {
  let id = 0;
  let sesiId = 0;
  let tugasId = 0;
  let qs: { id: number; teks: string }[] = [];

  it('goes to the group head, is returned with a note, then approved', async () => {
    const built = await build('Survei Pemetaan UPG 2026');
    id = built.id;
    qs = built.d.bagian.flatMap((b) => b.pertanyaan);
    expect((await decide('anggota_tim_ppg', id, 'kirim', built.d.versi_proses)).statusCode).toBe(200);
    let d = await detail(id, 'ketua_group_ppg');
    expect(d.status).toBe('DIAJUKAN');
    const queue = await as('ketua_group_ppg')('GET', '/api/survey?antrian=persetujuan');
    expect(queue.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await decide('anggota_tim_ppg', id, 'setuju', d.versi_proses)).statusCode).toBe(403);
    expect((await decide('ketua_group_ppg', id, 'kembalikan', d.versi_proses)).statusCode).toBe(422);
    const back = await decide(
      'ketua_group_ppg',
      id,
      'kembalikan',
      d.versi_proses,
      'Tambahkan pertanyaan saran',
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('DIKEMBALIKAN');
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entity, 'ppg_survei'), eq(notifications.entity_id, id)));
    const returned = notices.find((n) => n.judul === 'Survei dikembalikan');
    expect(returned?.pesan).toContain('Tambahkan pertanyaan saran');
    d = await detail(id);
    expect((await decide('anggota_tim_ppg', id, 'kirim', d.versi_proses)).statusCode).toBe(200);
    d = await detail(id);
    const ok = await decide('ketua_group_ppg', id, 'setuju', d.versi_proses);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(id)).status).toBe('DISETUJUI');
    // Approved: no more changes to it.
    const frozen = await as('anggota_tim_ppg')('PUT', `/api/survey/${id}`, {
      judul: 'Tidak boleh',
      jenis: 'SURVEI_INSTANSI',
      versi: (await detail(id)).version,
    });
    expect(frozen.statusCode).toBe(409);
  });

  it('opens a session, previews the count, assigns institutions and tells their UPG; reminders are queued', async () => {
    const now = Date.now();
    const sesi = await as('anggota_tim_ppg')('POST', '/api/survey-session', {
      survei_id: id,
      nama: 'Gelombang I',
      dibuka_pada: new Date(now - 60_000).toISOString(),
      ditutup_pada: new Date(now + 7 * 86_400_000).toISOString(),
    });
    expect(sesi.statusCode, sesi.body).toBe(201);
    sesiId = sesi.json().data.id;
    const reminders = await t.database.db.select().from(jobs).where(eq(jobs.name, PENGINGAT_SURVEI_JOB));
    expect(reminders.filter((j) => (j.payload as { sesi_id: number }).sesi_id === sesiId)).toHaveLength(2);
    const filter = { instansi_ids: [ids.kemenkeu, ids.kemenkes] };
    const preview = await as('anggota_tim_ppg')(
      'POST',
      `/api/survey-session/${sesiId}/survey-assignment/pratinjau`,
      filter,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.jumlah).toBe(2);
    expect(
      (await as('upg')('POST', `/api/survey-session/${sesiId}/survey-assignment`, filter)).statusCode,
    ).toBe(403);
    const sent = await as('anggota_tim_ppg')(
      'POST',
      `/api/survey-session/${sesiId}/survey-assignment`,
      filter,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.ditugaskan).toBe(2);
    expect(sent.json().data.diberi_tahu).toBeGreaterThanOrEqual(2);
    const again = await as('anggota_tim_ppg')(
      'POST',
      `/api/survey-session/${sesiId}/survey-assignment`,
      filter,
    );
    expect(again.json().data.ditugaskan).toBe(0);
    const mine = await as('upg')('GET', '/api/upg/survey');
    expect(mine.statusCode, mine.body).toBe(200);
    const own = (mine.json().data.items as { id: number; judul: string; status: string }[]).find(
      (i) => i.judul === 'Survei Pemetaan UPG 2026',
    );
    tugasId = own?.id ?? 0;
    expect(own?.status).toBe('BELUM');
  });

  it('keeps a draft, names the question an answer does not fit, refuses another institution and stale versions', async () => {
    const url = `/api/upg/survey/${tugasId}`;
    expect((await as('upgLain')('GET', url)).statusCode).toBe(404);
    expect((await as('upgLain')('PUT', `${url}/jawaban`, { versi: 0, jawaban: {} })).statusCode).toBe(404);
    expect((await as('anggota_tim_ppg')('GET', url)).statusCode).toBe(403);
    const [sk, media, likert, angka] = qs;
    const bad = await as('upg')('PUT', `${url}/jawaban`, { versi: 0, jawaban: { [String(likert?.id)]: 7 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[`jawaban.${likert?.id}`][0]).toContain(likert?.teks);
    const draft = await as('upg')('PUT', `${url}/jawaban`, {
      versi: 0,
      jawaban: { [String(sk?.id)]: 'Ya', [String(media?.id)]: ['Web', 'Rapat'] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ status: 'DRAF', version: 1 });
    expect((await as('upg')('PUT', `${url}/jawaban`, { versi: 0, jawaban: {} })).statusCode).toBe(409);
    const missing = await as('upg')('POST', `${url}/kirim`, {
      versi: 1,
      jawaban: { [String(sk?.id)]: 'Ya' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('wajib');
    const read = (await as('upg')('GET', url)).json().data;
    expect(read.jawaban[String(media?.id)]).toEqual(['Web', 'Rapat']);
    expect(read.dapat_diisi).toBe(true);
    void angka;
  });

  it('stores one response when 100 submissions of one assignment race; read-only after', async () => {
    const url = `/api/upg/survey/${tugasId}/kirim`;
    const [sk, media, likert, angka, saran] = qs;
    const body = {
      versi: 1,
      jawaban: {
        [String(sk?.id)]: 'Ya',
        [String(media?.id)]: ['Web'],
        [String(likert?.id)]: 4,
        [String(angka?.id)]: 12,
        [String(saran?.id)]: 'Perbanyak bimbingan teknis',
      },
    };
    const results = await Promise.all(Array.from({ length: 100 }, () => as('upg')('POST', url, body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ppg_survei_jawabans)
      .where(eq(ppg_survei_jawabans.penugasan_id, tugasId));
    expect(rows[0]?.n).toBe(1);
    const after = await as('upg')('PUT', `/api/upg/survey/${tugasId}/jawaban`, { versi: 2, jawaban: {} });
    expect(after.statusCode).toBe(409);
    expect((await as('upg')('GET', `/api/upg/survey/${tugasId}`)).json().data.dapat_diisi).toBe(false);
  });

  it('refuses answers once the session closed (422), and freezes the answered survey (new version instead)', async () => {
    const lain = (
      (await as('upgLain')('GET', '/api/upg/survey')).json().data.items as { id: number; judul: string }[]
    ).find((i) => i.judul === 'Survei Pemetaan UPG 2026');
    await t.database.db
      .update(ppg_survei_sesis)
      .set({ ditutup_pada: new Date(Date.now() - 1000) })
      .where(eq(ppg_survei_sesis.id, sesiId));
    const closed = await as('upgLain')('PUT', `/api/upg/survey/${lain?.id}/jawaban`, {
      versi: 0,
      jawaban: {},
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.body).toContain('ditutup');
    const d = await detail(id);
    expect(d.status).toBe('DISETUJUI');
    const v2 = await as('anggota_tim_ppg')('POST', `/api/survey/${id}/versi-baru`, { versi: d.version });
    expect(v2.statusCode, v2.body).toBe(201);
    const nd = await detail(v2.json().data.id);
    expect(nd.status).toBe('DRAF');
    expect(nd.bagian.flatMap((b) => b.pertanyaan)).toHaveLength(qs.length);
    expect((await detail(id)).riwayat).toBeDefined();
    expect(
      (await as('anggota_tim_ppg')('POST', `/api/survey/${id}/versi-baru`, { versi: d.version })).statusCode,
    ).toBe(409);
  });

  it('shows results per question, the response rate per institution, the texts and the Excel of raw answers', async () => {
    const hasil = await as('ketua_group_ppg')('GET', `/api/survey/${id}/hasil`);
    expect(hasil.statusCode, hasil.body).toBe(200);
    const h = hasil.json().data;
    expect(h.jumlah_responden).toBe(1);
    expect(h.jumlah_penugasan).toBe(2);
    const [sk, media, likert, angka, saran] = h.pertanyaan;
    expect(sk.sebaran).toEqual([
      { nilai: 'Ya', jumlah: 1 },
      { nilai: 'Tidak', jumlah: 0 },
    ]);
    expect(media.sebaran.find((s: { nilai: string }) => s.nilai === 'Web').jumlah).toBe(1);
    expect(likert.sebaran[3].jumlah).toBe(1);
    expect(likert.rata_rata).toBe(4);
    expect(angka.rata_rata).toBe(12);
    const teks = await as('anggota_tim_ppg')('GET', `/api/survey/${id}/hasil/teks?pertanyaan_id=${saran.id}`);
    expect(teks.json().data.items[0].jawaban).toBe('Perbanyak bimbingan teknis');
    const rate = await as('anggota_tim_ppg')('GET', `/api/survey-session/${sesiId}/survey-assignment`);
    expect(rate.json().data).toMatchObject({ total: 2, terkirim: 1 });
    const xlsx = await as('anggota_tim_ppg')('GET', `/api/survey/${id}/hasil/export`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(4).value).toBe('Ya');
    for (const role of ['upg', 'anggota_tim', 'individu']) {
      expect((await as(role)('GET', `/api/survey/${id}/hasil`)).statusCode).toBe(403);
      expect((await as(role)('GET', `/api/survey/${id}/hasil/export`)).statusCode).toBe(403);
    }
  });

  it('reminds the UPGs that have not sent, through the durable queue', async () => {
    const sesi = await as('anggota_tim_ppg')('POST', '/api/survey-session', {
      survei_id: id,
      nama: 'Gelombang II',
      dibuka_pada: new Date(Date.now() - 60_000).toISOString(),
      ditutup_pada: new Date(Date.now() + 30 * 3600_000).toISOString(),
    });
    expect(sesi.statusCode, sesi.body).toBe(201);
    const s2 = sesi.json().data.id;
    await as('anggota_tim_ppg')('POST', `/api/survey-session/${s2}/survey-assignment`, {
      instansi_ids: [ids.kemenkes],
    });
    const before = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.judul, 'Pengingat: survei belum dikirim'));
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 30 * 3600_000) });
    const after = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.judul, 'Pengingat: survei belum dikirim'));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBeGreaterThanOrEqual(1);
  });
});
