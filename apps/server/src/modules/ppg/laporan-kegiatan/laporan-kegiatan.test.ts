import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  master_bentuk_kegiatans,
  master_instansis,
  master_jenis_kegiatans,
  masterColumn,
  ppg_kegiatan_presensis,
  role_users,
  users,
} from '../../../db/schema';
import { masterTableOf } from '../../../db/schema/masters';
import { caller, createTestApp, loginAs, multipart, type TestApp } from '../../../test/app';
import { pdfText } from '../../dokumen/pdf/text';

/** Issue 26 §3: activity reports on the engine, through the group head, the director and the e-office, to a letter. */
let t: TestApp;
const tokens = new Map<string, string>();
let ids: { jenis: number; luring: number; instansi: number[] };
const as = (role: string | null) => caller(t.app, role ? tokens.get(role) : undefined);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [
    'anggota_tim_ppg',
    'ketua_tim_ppg',
    'ketua_group_ppg',
    'direktur',
    'anggota_tim',
    'individu',
    'upg',
    'sysadmin',
  ]) {
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

const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
const ok = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body).data;
};
const kegiatan = async (id: number) => ok(await as('ketua_group_ppg')('GET', `/api/kegiatan/${id}`));

/** An activity accepted with the member on its team, one session and three attendances. */
async function berjalan(): Promise<{ id: number; sesi: number }> {
  const id = ok(
    await as('anggota_tim_ppg')('POST', '/api/kegiatan', {
      judul: `Bimbingan teknis UPG ${Math.random()}`,
      jenis_kegiatan_id: ids.jenis,
      bentuk_kegiatan_id: ids.luring,
      sumber_penugasan: 'INISIATIF_KPK',
      instansi_ids: ids.instansi,
      alamat: 'Aula Utama',
      tanggal_mulai: today,
      tanggal_selesai: today,
    }),
    201,
  ).id as number;
  let k = await kegiatan(id);
  ok(
    await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: k.version,
    }),
  );
  k = await kegiatan(id);
  ok(
    await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
      versi: k.versi,
      anggota: [{ user_id: await userId('anggota_tim_ppg'), peran: 'KETUA' }],
    }),
  );
  k = await kegiatan(id);
  ok(
    await as('ketua_group_ppg')('POST', `/api/kegiatan/${id}/keputusan`, {
      keputusan: 'terima',
      versi: k.version,
    }),
  );
  const sesi = ok(
    await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas`, {
      judul: 'Sesi pleno',
      tanggal: today,
      jam_mulai: '09:00',
      jam_selesai: '12:00',
      narasumber: ['Tim PPG'],
      target_peserta: 100,
    }),
    201,
  ).id as number;
  await t.database.db.insert(ppg_kegiatan_presensis).values(
    [0, 1, 2].map((i) => ({
      aktivitas_id: sesi,
      nama: `Peserta ${i}`,
      jenis_identitas: 'NIK',
      nomor_identitas: `32010112019000${i}${id % 10}`,
      instansi_id: ids.instansi[i % 2] ?? null,
      level_jabatan: i ? 'PENGAWAS' : 'PELAKSANA',
      email: `p${i}@contoh.go.id`,
      telepon: '081234567890',
      persetujuan_at: new Date(),
    })),
  );
  return { id, sesi };
}

const isi = (sesi: number) => ({
  ringkasan: 'Bimbingan teknis bagi UPG tentang pelaporan gratifikasi.',
  sesi: [{ aktivitas_id: sesi, uraian: 'Paparan dan tanya jawab.' }],
  hasil: 'Peserta memahami alur pelaporan gratifikasi melalui UPG.',
  tindak_lanjut: 'Pendampingan lanjutan triwulan berikutnya.',
});
const detail = (role: string, id: number) => as(role)('GET', `/api/laporan-kegiatan/${id}`);
async function decide(role: string, id: number, keputusan: string, catatan: string | null = null) {
  const d = ok(await detail(role, id));
  return as(role)('POST', `/api/laporan-kegiatan/${id}/keputusan`, { keputusan, versi: d.version, catatan });
}
const eofficeLetter = async (id: number) => {
  await t.app.ctx.jobs.drain();
  const view = ok(await as('sysadmin')('GET', '/api/admin/eoffice'));
  const k = view.kiriman.find((x: { laporan_kegiatan_id: number | null }) => x.laporan_kegiatan_id === id);
  return { kiriman: k, simId: Number(String(k?.ref ?? '').slice(4)) };
};

describe('activity reports: rights and input', () => {
  it('answers 401, 403 to roles outside, 404 for unknown ids, 422 for bad input', async () => {
    expect((await as(null)('GET', '/api/laporan-kegiatan')).statusCode).toBe(401);
    for (const role of ['anggota_tim', 'individu', 'upg']) {
      expect((await as(role)('GET', '/api/laporan-kegiatan')).statusCode).toBe(403);
    }
    expect((await as('direktur')('GET', '/api/laporan-kegiatan')).statusCode).toBe(200);
    expect((await as('direktur')('POST', '/api/laporan-kegiatan', {})).statusCode).toBe(403);
    expect((await as('ketua_group_ppg')('POST', '/api/laporan-kegiatan', {})).statusCode).toBe(403);
    expect(
      (await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan/batch-approval', { items: [] })).statusCode,
    ).toBe(403);
    expect((await detail('anggota_tim_ppg', 99999999)).statusCode).toBe(404);
    const { id, sesi } = await berjalan();
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', {
        kegiatan_id: id,
        ...isi(sesi),
        ...over,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors).join()).toContain(field);
    };
    await bad({ ringkasan: 'pendek' }, 'ringkasan');
    await bad({ hasil: 'Hasil\u0000kegiatan yang panjang' }, 'hasil');
    await bad({ sesi: [{ aktivitas_id: 99999999, uraian: 'x' }] }, 'sesi');
    await bad(
      { lampiran: [{ nama: 'a', url: 'https://evil.example/x.pdf', jenis: 'LAMPIRAN' }] },
      'lampiran',
    );
    // Only the activity's drafter or team writes its report.
    const other = await as('ketua_tim_ppg')('POST', '/api/laporan-kegiatan', {
      kegiatan_id: id,
      ...isi(sesi),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('activity reports on the engine', () => {
  it('draft → group head returns → resubmitted → group head and director approve → e-office signs → letter with QR', async () => {
    const { id: kegiatanId, sesi } = await berjalan();
    const tanpa = ok(await as('anggota_tim_ppg')('GET', '/api/laporan-kegiatan/draft-kegiatan'));
    expect(tanpa.map((k: { id: number }) => k.id)).toContain(kegiatanId);
    const draft = ok(
      await as('anggota_tim_ppg')('GET', `/api/laporan-kegiatan/draft-kegiatan/${kegiatanId}`),
    );
    expect(draft.peserta.total).toBe(3);
    expect(draft.sesi[0]).toMatchObject({ aktivitas_id: sesi, hadir: 3 });

    const created = ok(
      await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', { kegiatan_id: kegiatanId, ...isi(sesi) }),
      201,
    );
    const id = created.id as number;
    expect(created.status).toBe('DRAFT');
    // One report per activity.
    expect(
      (
        await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', {
          kegiatan_id: kegiatanId,
          ...isi(sesi),
        })
      ).statusCode,
    ).toBe(409);

    // The group head cannot decide a draft; the author submits it; the activity moves to "Dalam Proses di User lain".
    expect((await decide('ketua_group_ppg', id, 'setujui')).statusCode).toBe(403);
    ok(await decide('anggota_tim_ppg', id, 'ajukan'));
    expect((await kegiatan(kegiatanId)).status).toBe('PROSES_USER_LAIN');
    // A submitted report cannot be edited.
    let d = ok(await detail('anggota_tim_ppg', id));
    expect(d).toMatchObject({ status: 'REVIEWER', dapat_diubah: false });
    expect(
      (await as('anggota_tim_ppg')('PUT', `/api/laporan-kegiatan/${id}`, { ...isi(sesi), versi: d.versi }))
        .statusCode,
    ).toBe(409);
    // Returning needs a note; the director cannot act at the group head's step.
    expect((await decide('ketua_group_ppg', id, 'kembalikan')).statusCode).toBe(422);
    expect((await decide('direktur', id, 'setujui')).statusCode).toBe(403);
    ok(await decide('ketua_group_ppg', id, 'kembalikan', 'Lengkapi tindak lanjut'));
    expect((await kegiatan(kegiatanId)).status).toBe('PELAPORAN');
    d = ok(await detail('anggota_tim_ppg', id));
    expect(d).toMatchObject({
      status: 'RETURN',
      status_label: 'Dikembalikan oleh Group Head',
      dapat_diubah: true,
    });
    // A stale edit is refused; the current one is kept.
    expect(
      (
        await as('anggota_tim_ppg')('PUT', `/api/laporan-kegiatan/${id}`, {
          ...isi(sesi),
          versi: d.versi + 3,
        })
      ).statusCode,
    ).toBe(409);
    ok(
      await as('anggota_tim_ppg')('PUT', `/api/laporan-kegiatan/${id}`, {
        ...isi(sesi),
        tindak_lanjut: 'Pendampingan UPG per triwulan.',
        versi: d.versi,
      }),
    );
    ok(await decide('anggota_tim_ppg', id, 'ajukan'));

    // The group head's queue holds it; a stale decision is 409.
    const antrian = ok(
      await as('ketua_group_ppg')('GET', '/api/laporan-kegiatan?antrian=menunggu&per_page=100'),
    );
    const row = antrian.items.find((i: { id: number }) => i.id === id);
    expect(row).toMatchObject({ status: 'REVIEWER' });
    const stale = await as('ketua_group_ppg')('POST', `/api/laporan-kegiatan/${id}/keputusan`, {
      keputusan: 'setujui',
      versi: row.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    ok(await decide('ketua_group_ppg', id, 'setujui'));
    expect(ok(await detail('direktur', id)).status).toBe('DIREKTUR');
    ok(await decide('direktur', id, 'setujui'));
    d = ok(await detail('direktur', id));
    expect(d.status).toBe('EOFFICE');
    expect((await kegiatan(kegiatanId)).status).toBe('EOFFICE');
    // Nobody decides at the e-office's step but the e-office.
    expect((await decide('direktur', id, 'eoffice_disetujui')).statusCode).toBeGreaterThanOrEqual(403);

    // Before signature the PDF is a DRAF preview; the e-office has the letter.
    const preview = await as('anggota_tim_ppg')('GET', `/api/laporan-kegiatan/${id}/pdf`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const { kiriman, simId } = await eofficeLetter(id);
    expect(kiriman).toMatchObject({ jenis: 'LAPORAN_KEGIATAN', status: 'TERKIRIM' });
    ok(await as('sysadmin')('POST', `/api/admin/eoffice-simulator/${simId}/setujui`, {}));
    await t.app.ctx.jobs.drain();

    d = ok(await detail('anggota_tim_ppg', id));
    expect(d.status).toBe('APPROVED');
    expect(d.surat.nomor).toMatch(/\/LK-PPG\/\d{4}$/);
    expect((await kegiatan(kegiatanId)).status).toBe('SELESAI');
    // Issued once: the same bytes every time, verified by the public page of its QR code.
    const a = await as('anggota_tim_ppg')('GET', `/api/laporan-kegiatan/${id}/pdf`);
    const b = await as('direktur')('GET', `/api/laporan-kegiatan/${id}/pdf`);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    // Signed by the director who approved it, with their NIP under the name (issue 28 §3).
    expect(pdfText(a.rawPayload).replace(/\s+/g, ' ')).toMatch(/Demo Direktur NIP 197205142001122001/);
    const v = ok(await as(null)('GET', `/api/public/verifikasi-dokumen/${d.surat.kode}`));
    expect(v).toMatchObject({ jenis: 'Laporan kegiatan PPG', nomor: d.surat.nomor, status: 'berlaku' });
    const { payload, headers } = multipart({
      bytes: a.rawPayload,
      filename: 'lk.pdf',
      contentType: 'application/pdf',
    });
    const cek = await t.app.inject({
      method: 'POST',
      url: `/api/public/verifikasi-dokumen/${d.surat.kode}/cek`,
      payload,
      headers,
    });
    expect(cek.json().data.cocok, cek.body).toBe(true);
    // A final report takes no more decisions or edits.
    expect((await decide('anggota_tim_ppg', id, 'ajukan')).statusCode).toBe(409);
    expect(
      (await as('anggota_tim_ppg')('PUT', `/api/laporan-kegiatan/${id}`, { ...isi(sesi), versi: d.versi }))
        .statusCode,
    ).toBe(409);

    // The UPG of a targeted institution reads it; history shows every step.
    expect(d.jejak.length).toBeGreaterThanOrEqual(7);
  });

  it('the e-office refuses: back to the author, corrected and submitted again', async () => {
    const { id: kegiatanId, sesi } = await berjalan();
    const id = ok(
      await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', { kegiatan_id: kegiatanId, ...isi(sesi) }),
      201,
    ).id;
    ok(await decide('anggota_tim_ppg', id, 'ajukan'));
    ok(await decide('ketua_group_ppg', id, 'setujui'));
    ok(await decide('direktur', id, 'setujui'));
    const { simId } = await eofficeLetter(id);
    ok(
      await as('sysadmin')('POST', `/api/admin/eoffice-simulator/${simId}/tolak`, {
        catatan: 'Lampiran kurang',
      }),
    );
    await t.app.ctx.jobs.drain();
    const d = ok(await detail('anggota_tim_ppg', id));
    expect(d).toMatchObject({
      status: 'REJECTED',
      status_label: 'laporan Ditolak',
      dapat_diubah: true,
      surat: null,
    });
    expect((await kegiatan(kegiatanId)).status).toBe('PELAPORAN');
    ok(await decide('anggota_tim_ppg', id, 'perbaiki'));
    ok(await decide('anggota_tim_ppg', id, 'ajukan'));
    expect(ok(await detail('ketua_group_ppg', id)).status).toBe('REVIEWER');
  });

  it('batch approval: each report alone, a stale one fails without stopping the others', async () => {
    const made: { id: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const { id: kegiatanId, sesi } = await berjalan();
      const id = ok(
        await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', {
          kegiatan_id: kegiatanId,
          ...isi(sesi),
        }),
        201,
      ).id;
      ok(await decide('anggota_tim_ppg', id, 'ajukan'));
      made.push({ id });
    }
    const page = ok(
      await as('ketua_group_ppg')('GET', '/api/laporan-kegiatan?antrian=menunggu&per_page=100'),
    );
    const version = (id: number) => page.items.find((i: { id: number }) => i.id === id).version as number;
    const [a, b, c] = made.map((m) => m.id) as [number, number, number];
    const res = ok(
      await as('ketua_group_ppg')('POST', '/api/laporan-kegiatan/batch-approval', {
        items: [
          { id: a, versi: version(a) },
          { id: b, versi: version(b) + 7 },
          { id: c, versi: version(c) },
        ],
      }),
    );
    expect(res).toMatchObject({ berhasil: 2, gagal: 1 });
    expect(res.hasil.find((h: { id: number }) => h.id === b)).toMatchObject({ ok: false });
    expect(ok(await detail('direktur', a)).status).toBe('DIREKTUR');
    expect(ok(await detail('direktur', b)).status).toBe('REVIEWER');
    // The director's batch takes only reports waiting on the director.
    const dir = ok(
      await as('direktur')('POST', '/api/laporan-kegiatan/batch-approval', {
        items: [{ id: b, versi: version(b) }],
      }),
    );
    expect(dir).toMatchObject({ berhasil: 0, gagal: 1 });
  });

  it('the UPG reads the approved reports that concern its institution, and nothing else', async () => {
    // The demo UPG's institution.
    const db = t.database.db;
    const [access] = await db
      .select({ scope_id: role_users.scope_id })
      .from(role_users)
      .innerJoin(users, eq(users.id, role_users.user_id))
      .where(and(eq(users.username, 'upg'), eq(role_users.scope_type, 'upg')));
    const upgs = masterTableOf('upg');
    const [upg] = await db
      .select({ instansi_id: masterColumn(upgs, 'instansi_id') })
      .from(upgs)
      .where(eq(upgs.id, access?.scope_id ?? 0));
    const instansiId = Number(upg?.instansi_id);
    expect(instansiId).toBeGreaterThan(0);
    const approve = async (instansi: number[]) => {
      ids.instansi = instansi;
      const { id: kegiatanId, sesi } = await berjalan();
      const id = ok(
        await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', {
          kegiatan_id: kegiatanId,
          ...isi(sesi),
        }),
        201,
      ).id as number;
      ok(await decide('anggota_tim_ppg', id, 'ajukan'));
      ok(await decide('ketua_group_ppg', id, 'setujui'));
      ok(await decide('direktur', id, 'setujui'));
      const { simId } = await eofficeLetter(id);
      ok(await as('sysadmin')('POST', `/api/admin/eoffice-simulator/${simId}/setujui`, {}));
      await t.app.ctx.jobs.drain();
      return id;
    };
    const before = ids.instansi;
    const [other] = (
      await db
        .select({ id: master_instansis.id })
        .from(master_instansis)
        .where(ne(master_instansis.id, instansiId))
        .limit(1)
    ).map((i) => i.id);
    const mine = await approve([instansiId]);
    // Another institution's report, attended by nobody from the UPG's (attendance goes to ids.instansi).
    const theirs = await approve([other ?? 0]);
    ids.instansi = before;
    const list = ok(await as('upg')('GET', '/api/upg/laporan-kegiatan?per_page=100'));
    const seen = list.items.map((i: { id: number }) => i.id);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(theirs);
    expect((await as('upg')('GET', `/api/upg/laporan-kegiatan/${mine}/pdf`)).statusCode).toBe(200);
    expect((await as('upg')('GET', `/api/upg/laporan-kegiatan/${theirs}/pdf`)).statusCode).toBe(404);
    expect((await as('upg')('GET', `/api/laporan-kegiatan/${mine}`)).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('GET', '/api/upg/laporan-kegiatan')).statusCode).toBe(403);
  });

  it("a session's own report, with its photos, starts its part of the activity report", async () => {
    const { id: kegiatanId, sesi } = await berjalan();
    const path = `/api/kegiatan/${kegiatanId}/aktivitas/${sesi}`;
    const before = ok(await as('anggota_tim_ppg')('GET', path));
    const foto = {
      nama: 'pleno.jpg',
      url: '/api/konten/berkas/2026/11/0f3c2a5e-1b2c-4d5e-8f90-123456789abc.jpg',
    };
    const lapor = (versi: number, over: Record<string, unknown> = {}) =>
      as('anggota_tim_ppg')('PUT', `${path}/laporan`, {
        versi,
        laporan: 'Sesi berjalan lancar; peserta aktif bertanya tentang batas nilai.',
        dokumentasi: [foto],
        ...over,
      });
    expect((await lapor(before.versi, { laporan: 'pendek' })).statusCode).toBe(422);
    expect(
      (await lapor(before.versi, { dokumentasi: [{ nama: 'x', url: 'https://evil.example/x.jpg' }] }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await as('ketua_tim_ppg')('PUT', `${path}/laporan`, {
          versi: before.versi,
          laporan: 'Laporan dari luar tim kegiatan',
          dokumentasi: [],
        })
      ).statusCode,
    ).toBe(403);
    ok(await lapor(before.versi));
    expect((await lapor(before.versi)).statusCode).toBe(409);
    const after = ok(await as('anggota_tim_ppg')('GET', path));
    expect(after.laporan).toContain('peserta aktif');
    expect(after.dokumentasi[0].url).toMatch(/\?s=[0-9a-f]{64}&e=\d+$/);
    const draft = ok(
      await as('anggota_tim_ppg')('GET', `/api/laporan-kegiatan/draft-kegiatan/${kegiatanId}`),
    );
    expect(draft.sesi[0].uraian).toContain('peserta aktif');
  });

  it('a draft is deleted only by its author and only before it is submitted', async () => {
    const { id: kegiatanId, sesi } = await berjalan();
    const id = ok(
      await as('anggota_tim_ppg')('POST', '/api/laporan-kegiatan', { kegiatan_id: kegiatanId, ...isi(sesi) }),
      201,
    ).id;
    // The list's total is cached by the tables' last change; a removal leaves none, and drops it.
    const total = async () =>
      ok(await as('anggota_tim_ppg')('GET', '/api/laporan-kegiatan?status=DRAFT')).total;
    const before = await total();
    expect(await total()).toBe(before);
    expect((await as('ketua_tim_ppg')('DELETE', `/api/laporan-kegiatan/${id}`)).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('DELETE', `/api/laporan-kegiatan/${id}`)).statusCode).toBe(204);
    expect((await detail('anggota_tim_ppg', id)).statusCode).toBe(404);
    expect(await total()).toBe(before - 1);
  });
});
