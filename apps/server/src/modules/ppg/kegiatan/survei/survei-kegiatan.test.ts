import { SAMPLE_LETTER_DATA } from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  laporan_public_links,
  master_bentuk_kegiatans,
  master_instansis,
  master_jenis_kegiatans,
  masterColumn,
  ppg_survei_jawabans,
  users,
} from '../../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { fillTemplate } from '../../../dokumen/template/engine';
import { SEED_TEMPLATES } from '../../../dokumen/template/seed-templates';
import { surveiLaporanKegiatan } from '../../laporan-kegiatan/surat';

/** Issue 27 §1 "Activity surveys": approved surveys attached to sessions, answered on a public link, pre/post. */
let t: TestApp;
const tokens = new Map<string, string>();
const as = (role: string | null) => caller(t.app, role ? tokens.get(role) : undefined);
const pub = () => caller(t.app);
let ids: { jenis: number; luring: number; instansi: number[] };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['anggota_tim_ppg', 'ketua_group_ppg', 'anggota_tim', 'direktur', 'upg']) {
    tokens.set(role, await loginAs(t.app, role));
  }
  const db = t.database.db;
  const kode = async (table: typeof master_jenis_kegiatans, k: string) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(eq(masterColumn(table, 'kode'), k))
    )[0]?.id ?? 0;
  ids = {
    jenis: await kode(master_jenis_kegiatans, 'SOSIALISASI'),
    luring: await kode(master_bentuk_kegiatans, 'LURING'),
    instansi: (await db.select({ id: master_instansis.id }).from(master_instansis).limit(2)).map((i) => i.id),
  };
}, 180_000);
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const ok = async (res: { statusCode: number; body: string; json: () => { data: unknown } }, code = 200) => {
  expect(res.statusCode, res.body).toBe(code);
  return res.json().data as Record<string, never>;
};

/** A survey built by the member and approved by the group head (or left as a draft). */
async function survei(jenis: string, setujui = true) {
  const a = as('anggota_tim_ppg');
  const created = await ok(await a('POST', '/api/survey', { judul: `Uji ${jenis}`, jenis }), 201);
  let d = await ok(await a('GET', `/api/survey/${created.id}`));
  let versi = d.version as number;
  for (const q of [
    { teks: 'Saya memahami ketentuan gratifikasi', tipe: 'LIKERT', wajib: true },
    { teks: 'Batas nilai gratifikasi yang wajib dilaporkan (ribu rupiah)', tipe: 'ANGKA', batas_min: 0 },
    { teks: 'Saran', tipe: 'TEKS_PANJANG' },
  ]) {
    const bagian = (d.bagian as { id: number }[])[0]?.id;
    versi = (
      await ok(
        await a('POST', '/api/survey-question', {
          survei_id: created.id,
          bagian_id: bagian,
          pertanyaan: q,
          versi,
        }),
      )
    ).version;
  }
  d = await ok(await a('GET', `/api/survey/${created.id}`));
  if (setujui) {
    await ok(
      await a('POST', `/api/survey/${created.id}/keputusan`, { keputusan: 'kirim', versi: d.versi_proses }),
    );
    d = await ok(await as('ketua_group_ppg')('GET', `/api/survey/${created.id}`));
    await ok(
      await as('ketua_group_ppg')('POST', `/api/survey/${created.id}/keputusan`, {
        keputusan: 'setuju',
        versi: d.versi_proses,
      }),
    );
  }
  d = await ok(await a('GET', `/api/survey/${created.id}`));
  const q = (d.bagian as { pertanyaan: { id: number }[] }[]).flatMap((b) => b.pertanyaan).map((x) => x.id);
  return { id: created.id as number, q };
}

/** An activity run by the member (accepted with the member on its team) with a session of today. */
async function berjalan() {
  const a = as('anggota_tim_ppg');
  const k = await ok(
    await a('POST', '/api/kegiatan', {
      judul: 'Sosialisasi dengan pre-test',
      jenis_kegiatan_id: ids.jenis,
      bentuk_kegiatan_id: ids.luring,
      sumber_penugasan: 'INISIATIF_KPK',
      instansi_ids: ids.instansi,
      alamat: 'Aula',
      tanggal_mulai: today,
      tanggal_selesai: today,
    }),
    201,
  );
  const id = k.id as number;
  const decide = async (role: string, keputusan: string) => {
    const d = await ok(await as(role)('GET', `/api/kegiatan/${id}`));
    await ok(
      await as(role)('POST', `/api/kegiatan/${id}/keputusan`, {
        keputusan,
        versi: d.version,
        catatan: 'Uji',
      }),
    );
  };
  await decide('anggota_tim_ppg', 'kirim');
  const d = await ok(await as('ketua_group_ppg')('GET', `/api/kegiatan/${id}`));
  const me = (
    await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'anggota_tim_ppg'))
  )[0]?.id;
  await ok(
    await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
      versi: d.versi,
      anggota: [{ user_id: me, peran: 'KETUA' }],
    }),
  );
  await decide('ketua_group_ppg', 'terima');
  const s = await ok(
    await a('POST', `/api/kegiatan/${id}/aktivitas`, {
      judul: 'Sesi pleno',
      tanggal: today,
      jam_mulai: '09:00',
      jam_selesai: '12:00',
      narasumber: ['Tim PPG'],
      target_peserta: 100,
    }),
    201,
  );
  return { id, sesi: s.id as number };
}

const window = (mulaiMs = -60_000, selesaiMs = 3_600_000) => ({
  mulai: new Date(Date.now() + mulaiMs).toISOString(),
  selesai: new Date(Date.now() + selesaiMs).toISOString(),
});
const nik = (i: number) => `320101120190${String(i + 1).padStart(4, '0')}`;
const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';
type Link = { survei_id: number; url: string; qr: string; status: string; jumlah_responden: number };
const tokenOf = (links: Link[], surveiId: number) => {
  const url = links.find((l) => l.survei_id === surveiId)?.url ?? '';
  return url.slice(url.lastIndexOf('/') + 1);
};

describe('activity surveys', () => {
  let k: { id: number; sesi: number };
  let pre: { id: number; q: number[] };
  let post: { id: number; q: number[] };
  let token = '';

  it('attaches only approved evaluation, pre-test and post-test surveys, by the activity’s people', async () => {
    k = await berjalan();
    pre = await survei('PRE_TEST');
    post = await survei('POST_TEST');
    const instansi = await survei('SURVEI_INSTANSI');
    const draf = await survei('EVALUASI_KEGIATAN', false);
    const url = `/api/kegiatan/${k.id}/aktivitas/${k.sesi}/survei`;
    const wrong = await as('anggota_tim_ppg')('POST', url, { survei_id: instansi.id, ...window() });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/evaluasi kegiatan, pre-test, atau post-test/);
    const notApproved = await as('anggota_tim_ppg')('POST', url, { survei_id: draf.id, ...window() });
    expect(notApproved.statusCode).toBe(422);
    expect(notApproved.body).toMatch(/disetujui/);
    expect((await as('anggota_tim')('POST', url, { survei_id: pre.id, ...window() })).statusCode).toBe(403);
    expect((await as('upg')('POST', url, { survei_id: pre.id, ...window() })).statusCode).toBe(403);
    expect((await as(null)('POST', url, { survei_id: pre.id, ...window() })).statusCode).toBe(401);
    expect(
      (
        await as('anggota_tim_ppg')('POST', `/api/kegiatan/${k.id + 100000}/aktivitas/${k.sesi}/survei`, {
          survei_id: pre.id,
          ...window(),
        })
      ).statusCode,
    ).toBe(404);
    const links = (await ok(
      await as('anggota_tim_ppg')('POST', url, { survei_id: pre.id, ...window() }),
    )) as unknown as Link[];
    expect(links).toHaveLength(1);
    expect(links[0]?.qr).toMatch(/^data:image\/png;base64,/);
    expect(links[0]?.url).toMatch(/\/kegiatan\/survey\/[A-Za-z0-9_-]{20,}$/);
    token = tokenOf(links, pre.id);
    // Re-opening keeps the same token; the attendance link of the session stays its own.
    const again = (await ok(
      await as('anggota_tim_ppg')('POST', url, { survei_id: pre.id, ...window() }),
    )) as unknown as Link[];
    expect(tokenOf(again, pre.id)).toBe(token);
    // A reader of activities sees the links; a role outside them does not.
    expect((await as('direktur')('GET', url)).statusCode).toBe(200);
    expect((await as('upg')('GET', url)).statusCode).toBe(403);
  });

  it('takes one response per respondent on the public page, even under parallel posts', async () => {
    const info = await ok(await pub()('GET', `/api/kegiatan/survey/${token}`));
    expect(info).toMatchObject({ sesi: 'Sesi pleno', jenis: 'PRE_TEST', jenis_label: 'Pre-test' });
    const body = (i: number, skor: number) => ({
      nama: 'Budi Santoso',
      jenis_identitas: 'NIK',
      nomor_identitas: nik(i),
      jawaban: { [pre.q[0] as number]: skor, [pre.q[1] as number]: 10 },
    });
    const results = await Promise.all(
      [0, 0, 0, 1, 2].map((i) => pub()('POST', `/api/kegiatan/survey/${token}`, body(i, 2))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.baru)).toHaveLength(3);
    const repeat = await pub()('POST', `/api/kegiatan/survey/${token}`, {
      ...body(0, 5),
      nomor_identitas: nik(0)
        .replace(/(\d{4})/g, '$1 ')
        .trim(),
    });
    expect(repeat.json()).toMatchObject({
      data: { baru: false },
      message: 'Jawaban Anda untuk survei ini sudah tercatat',
    });
    // The domain's answer validation: a required Likert missing, out of range; a bad NIK.
    const missing = await pub()('POST', `/api/kegiatan/survey/${token}`, { ...body(5, 2), jawaban: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toMatch(/wajib dijawab/);
    const range = await pub()('POST', `/api/kegiatan/survey/${token}`, body(6, 9));
    expect(range.statusCode).toBe(422);
    const badNik = await pub()('POST', `/api/kegiatan/survey/${token}`, {
      ...body(7, 2),
      nomor_identitas: '123',
    });
    expect(badNik.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(ppg_survei_jawabans)
      .where(eq(ppg_survei_jawabans.survei_id, pre.id));
    expect(rows).toHaveLength(3);
    expect(
      rows.every((r) => r.penugasan_id === null && r.aktivitas_id === k.sesi && r.status === 'TERKIRIM'),
    ).toBe(true);
    // The same results and export as the survey's other responses.
    const hasil = await ok(await as('anggota_tim_ppg')('GET', `/api/survey/${pre.id}/hasil`));
    expect(hasil.jumlah_responden).toBe(3);
    const xlsx = await as('anggota_tim_ppg')('GET', `/api/survey/${pre.id}/hasil/export`);
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(String(sheet?.getRow(2).getCell(1).value)).toBe('Budi Santoso');
    expect(String(sheet?.getRow(2).getCell(2).value)).toBe('Kegiatan: Sesi pleno');
  });

  it('compares the pre-test and the post-test of the activity, per question and overall', async () => {
    const url = `/api/kegiatan/${k.id}/aktivitas/${k.sesi}/survei`;
    const links = (await ok(
      await as('anggota_tim_ppg')('POST', url, { survei_id: post.id, ...window() }),
    )) as unknown as Link[];
    expect(links).toHaveLength(2);
    const postToken = tokenOf(links, post.id);
    for (const [i, skor] of [
      [0, 4],
      [1, 5],
    ] as const) {
      await ok(
        await pub()('POST', `/api/kegiatan/survey/${postToken}`, {
          nama: 'Budi Santoso',
          jenis_identitas: 'NIK',
          nomor_identitas: nik(i),
          jawaban: { [post.q[0] as number]: skor, [post.q[1] as number]: 30 },
        }),
      );
    }
    const data = await ok(await as('direktur')('GET', `/api/kegiatan/${k.id}/survei`));
    expect(
      (data.survei as { jenis: string; hasil: { jumlah_responden: number } }[]).map((s) => [
        s.jenis,
        s.hasil.jumlah_responden,
      ]),
    ).toEqual([
      ['PRE_TEST', 3],
      ['POST_TEST', 2],
    ]);
    expect(data.banding).toMatchObject({
      responden: { pre: 3, post: 2 },
      keseluruhan: { pre: 2, post: 4.5, selisih: 2.5 },
      pertanyaan: [
        { tipe: 'LIKERT', pre: { rata_rata: 2 }, post: { rata_rata: 4.5 }, selisih: 2.5 },
        { tipe: 'ANGKA', pre: { rata_rata: 10 }, post: { rata_rata: 30 }, selisih: 20 },
      ],
    });
    expect((await as('upg')('GET', `/api/kegiatan/${k.id}/survei`)).statusCode).toBe(403);
    // The survey detail's results: each activity's comparison where the pre-test or post-test is attached.
    for (const s of [pre, post]) {
      const list = (await ok(
        await as('ketua_group_ppg')('GET', `/api/survey/${s.id}/banding-kegiatan`),
      )) as unknown as {
        kegiatan_id: number;
        banding: { keseluruhan: { selisih: number } };
      }[];
      expect(list).toEqual([expect.objectContaining({ kegiatan_id: k.id })]);
      expect(list[0]?.banding.keseluruhan.selisih).toBe(2.5);
    }
    expect((await as('direktur')('GET', `/api/survey/${pre.id}/banding-kegiatan`)).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('GET', '/api/survey/999999/banding-kegiatan')).statusCode).toBe(404);
  });

  it('puts the surveys and the comparison in the activity report’s letter (issue 26 §3)', async () => {
    const section = await surveiLaporanKegiatan(t.app.ctx, k.id);
    expect(section.survei.map((x) => x.responden)).toEqual([3, 2]);
    expect(section.banding).toMatchObject({
      pre: '2,00',
      post: '4,50',
      selisih: '2,50',
      responden_pre: 3,
      responden_post: 2,
    });
    const data = {
      ...SAMPLE_LETTER_DATA,
      laporan_kegiatan: {
        judul: 'Sosialisasi',
        jenis: null,
        bentuk: null,
        tanggal_mulai: '2026-11-02',
        tanggal_selesai: '2026-11-03',
        tempat: null,
        instansi_sasaran: '',
        tim: '',
        ringkasan: 'Ringkasan',
        hasil: 'Hasil',
        tindak_lanjut: null,
        jumlah_peserta: 5,
        sesi: [],
        peserta_instansi: [],
        peserta_level: [],
        ...section,
      },
    };
    const html = await fillTemplate(SEED_TEMPLATES['laporan-kegiatan'], data);
    expect(html).toContain('Survei kegiatan');
    expect(html).toContain(
      'Perbandingan pre-test dan post-test (rata-rata skala Likert): 2,00 (3 responden) menjadi 4,50 (2 responden), selisih 2,50.',
    );
    const none = await fillTemplate(SEED_TEMPLATES['laporan-kegiatan'], {
      ...data,
      laporan_kegiatan: { ...data.laporan_kegiatan, survei: [], banding: null },
    });
    expect(none).not.toContain('Survei kegiatan');
  });

  it('answers the expired-link message when closed, past its window, not yet open, unknown or of another type', async () => {
    const url = `/api/kegiatan/${k.id}/aktivitas/${k.sesi}/survei`;
    await ok(await as('anggota_tim_ppg')('POST', `${url}/${pre.id}/tutup`));
    expect((await as('anggota_tim_ppg')('POST', `${url}/${pre.id}/tutup`)).statusCode).toBe(409);
    const closed = await pub()('GET', `/api/kegiatan/survey/${token}`);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(EXPIRED);
    // Re-opened in the future: not yet open.
    await ok(
      await as('anggota_tim_ppg')('POST', url, { survei_id: pre.id, ...window(3_600_000, 7_200_000) }),
    );
    expect((await pub()('GET', `/api/kegiatan/survey/${token}`)).statusCode).toBe(422);
    expect((await pub()('GET', `/api/kegiatan/survey/${'x'.repeat(43)}`)).json().message).toBe(EXPIRED);
    // An attendance token is not a survey token.
    const presensi = await ok(
      await as('anggota_tim_ppg')('POST', `/api/kegiatan/${k.id}/aktivitas/${k.sesi}/presensi`, window()),
    );
    const pt = String(presensi.url).slice(String(presensi.url).lastIndexOf('/') + 1);
    expect((await pub()('GET', `/api/kegiatan/survey/${pt}`)).statusCode).toBe(422);
    expect((await pub()('GET', `/api/kegiatan/presensi/${pt}`)).statusCode).toBe(200);
    // Expired: the window ended (moved into the past directly, as time would).
    await t.database.db
      .update(laporan_public_links)
      .set({ opens_at: new Date(Date.now() - 7_200_000), expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(laporan_public_links.aktivitas_id, k.sesi), eq(laporan_public_links.survei_id, post.id)));
    const links = (await ok(await as('anggota_tim_ppg')('GET', url))) as unknown as Link[];
    const postToken = tokenOf(links, post.id);
    expect(links.find((l) => l.survei_id === post.id)?.status).toBe('BERAKHIR');
    const expired = await pub()('POST', `/api/kegiatan/survey/${postToken}`, {
      nama: 'Budi Santoso',
      jenis_identitas: 'NIK',
      nomor_identitas: nik(9),
      jawaban: { [post.q[0] as number]: 3 },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(EXPIRED);
  });
});
