import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp } from '../../../test/app';
import { seedDemoDokumenPublik } from './demo';

/** Issue 27 §3: public documents are published only after the PPG group head approves them, on the one engine. */
let t: TestApp;
const tokens: Record<string, string> = {};
let jenisId: number;
const as = (role: string) => caller(t.app, tokens[role]);
const guest = () => caller(t.app);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [
    'anggota_tim_ppg',
    'ketua_tim_ppg',
    'ketua_group_ppg',
    'anggota_tim',
    'upg',
    'individu',
    'superuser',
  ]) {
    tokens[role] = await loginAs(t.app, role);
  }
  const kinds = await as('superuser')('GET', '/api/admin/masters/jenis-publikasi-dokumen?per_page=5');
  expect(kinds.statusCode, kinds.body).toBe(200);
  jenisId = kinds.json().data.items[0].id;
}, 120_000);
afterAll(() => t.close());

async function upload(role: string, bytes = PDF, filename = 'dokumen.pdf', contentType = 'application/pdf') {
  const up = multipart({ bytes, filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: '/api/dokumen-publik/berkas',
    payload: up.payload,
    headers: { ...up.headers, ...bearer(tokens[role] ?? '') },
  });
}

async function draft(role = 'anggota_tim_ppg', judul = 'Pedoman Pengendalian Gratifikasi 2026') {
  const file = await upload(role);
  expect(file.statusCode, file.body).toBe(201);
  const res = await as(role)('POST', '/api/dokumen-publik', {
    jenis_publikasi_dokumen_id: jenisId,
    judul,
    nomor: 'PED-01/2026',
    tanggal_dokumen: '2026-03-02',
    ringkasan: 'Pedoman bagi instansi dalam menangani penerimaan gratifikasi.',
    berkas_url: file.json().data.url,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; version: number };
}

const detail = async (role: string, id: number) => {
  const res = await as(role)('GET', `/api/dokumen-publik/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const decide = (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  as(role)('POST', `/api/dokumen-publik/${id}/keputusan`, { keputusan, versi, catatan });
const publicIds = async (q = '') =>
  ((await guest()('GET', `/api/public/list?per_page=50${q}`)).json().data.items as { id: number }[]).map(
    (d) => d.id,
  );

describe('demo data', () => {
  it('leaves work for the member and the group head, and published documents for guests', async () => {
    expect(await seedDemoDokumenPublik(t.app)).toBe(5);
    expect(await seedDemoDokumenPublik(t.app)).toBe(0);
    const list = await as('anggota_tim_ppg')('GET', '/api/dokumen-publik?per_page=100');
    const byTitle = new Map(
      (list.json().data.items as { judul: string; status: string; id: number }[]).map((i) => [i.judul, i]),
    );
    expect(byTitle.get('Panduan Unit Pengendalian Gratifikasi untuk BUMD')?.status).toBe('DIAJUKAN');
    expect(byTitle.get('Rekapitulasi Penilaian UPG Semester I 2026')?.status).toBe('DIKEMBALIKAN');
    expect(byTitle.get('Siaran Pers: Jadwal Sosialisasi Gratifikasi Triwulan I')?.status).toBe('DITARIK');
    const queue = await as('ketua_group_ppg')('GET', '/api/dokumen-publik?antrian=persetujuan');
    expect(queue.json().data.total).toBe(1);
    const pub = await publicIds();
    expect(pub).toContain(byTitle.get('Infografis Kenali Gratifikasi di Lingkungan Kerja')?.id);
    expect(pub).not.toContain(byTitle.get('Siaran Pers: Jadwal Sosialisasi Gratifikasi Triwulan I')?.id);
    expect(pub).not.toContain(byTitle.get('Panduan Unit Pengendalian Gratifikasi untuk BUMD')?.id);
  });
});

describe('public documents with approval', () => {
  it('admits the drafters and the group head, and no one else', async () => {
    for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'anggota_tim', 'ketua_group_ppg']) {
      expect((await as(role)('GET', '/api/dokumen-publik')).statusCode).toBe(200);
    }
    for (const role of ['upg', 'individu', 'superuser']) {
      expect((await as(role)('GET', '/api/dokumen-publik')).statusCode).toBe(403);
      expect((await as(role)('GET', '/api/dokumen-publik/1')).statusCode).toBe(403);
      expect(
        (await as(role)('POST', '/api/dokumen-publik/1/keputusan', { keputusan: 'setuju', versi: 1 }))
          .statusCode,
      ).toBe(403);
    }
    expect((await guest()('GET', '/api/dokumen-publik')).statusCode).toBe(401);
    // The group head approves; they do not draft.
    expect((await as('ketua_group_ppg')('POST', '/api/dokumen-publik', {})).statusCode).toBe(403);
    expect((await upload('ketua_group_ppg')).statusCode).toBe(403);
    expect((await upload('upg')).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('GET', '/api/dokumen-publik/999999')).statusCode).toBe(404);
  });

  it('is drafted, returned with a note, sent again, approved and found by guests; then withdrawn and gone', async () => {
    const { id, status } = await draft();
    expect(status).toBe('DRAF');
    expect(await publicIds()).not.toContain(id);
    let d = await detail('anggota_tim_ppg', id);
    expect(d.status_label).toBe('Draf');
    expect(d.dapat_diubah).toBe(true);
    expect(d.berkas_url).toMatch(/\?s=[0-9a-f]{64}&e=\d+$/);
    expect(d.aksi.keputusan.map((k: { keputusan: string }) => k.keputusan)).toEqual(['kirim']);
    // Another drafter may neither edit nor send it: it is its author's.
    expect((await detail('ketua_tim_ppg', id)).dapat_diubah).toBe(false);
    expect((await decide('ketua_tim_ppg', id, 'kirim', d.version)).statusCode).toBe(403);
    // The group head cannot approve a draft that was not sent: the decision is not open here.
    expect((await decide('ketua_group_ppg', id, 'setuju', d.version)).statusCode).toBe(403);

    let res = await decide('anggota_tim_ppg', id, 'kirim', d.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DIAJUKAN');
    // The group head is told, with a link to their approval screen.
    const told = await t.database.db
      .select({ tautan: notifications.tautan })
      .from(notifications)
      .where(and(eq(notifications.entity, 'dokumen_publik'), eq(notifications.entity_id, id)));
    expect(told.map((n) => n.tautan)).toContain(`/kpk/gh-public-doc-view-approval/${id}`);
    // The content editors' admin screen cannot publish it past the group head.
    const viaAdmin = await as('superuser')('GET', `/api/admin/masters/dokumen-publik/${id}`);
    const forced = await as('superuser')('PUT', `/api/admin/masters/dokumen-publik/${id}`, {
      ...viaAdmin.json().data,
      is_published: true,
    });
    expect(forced.statusCode, forced.body).toBe(409);
    expect(forced.json().message).toContain('disetujui group head PPG');
    expect(await publicIds()).not.toContain(id);
    // A decision not open at this step is a 422; a stale version a 409.
    d = await detail('ketua_group_ppg', id);
    expect(d.status_label).toBe('Perlu Persetujuan');
    expect((await decide('ketua_group_ppg', id, 'tarik', d.version, 'Tidak relevan')).statusCode).toBe(422);
    expect((await decide('ketua_group_ppg', id, 'setuju', d.version - 1)).statusCode).toBe(409);
    // A return needs its note.
    expect((await decide('ketua_group_ppg', id, 'kembalikan', d.version)).statusCode).toBe(422);
    const queue = await as('ketua_group_ppg')('GET', '/api/dokumen-publik?antrian=persetujuan');
    expect(queue.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    res = await decide(
      'ketua_group_ppg',
      id,
      'kembalikan',
      d.version,
      'Lengkapi ringkasan dengan dasar hukum.',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DIKEMBALIKAN');
    // The author's edit at the version they saw; an old version is a 409.
    d = await detail('anggota_tim_ppg', id);
    expect(d.status_label).toBe('Dikembalikan');
    expect(d.jejak.at(-1).catatan).toBe('Lengkapi ringkasan dengan dasar hukum.');
    const body = {
      jenis_publikasi_dokumen_id: jenisId,
      judul: 'Pedoman Pengendalian Gratifikasi 2026 (revisi)',
      nomor: 'PED-01/2026',
      tanggal_dokumen: '2026-03-02',
      ringkasan: 'Pedoman bagi instansi, berdasarkan UU 20/2001 Pasal 12B dan 12C.',
      berkas_url: d.berkas_url,
    };
    expect(
      (await as('anggota_tim_ppg')('PUT', `/api/dokumen-publik/${id}`, { ...body, versi: d.version - 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await as('ketua_tim_ppg')('PUT', `/api/dokumen-publik/${id}`, { ...body, versi: d.version }))
        .statusCode,
    ).toBe(403);
    res = await as('anggota_tim_ppg')('PUT', `/api/dokumen-publik/${id}`, { ...body, versi: d.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await decide('anggota_tim_ppg', id, 'kirim', d.version)).statusCode).toBe(200);

    d = await detail('ketua_group_ppg', id);
    res = await decide('ketua_group_ppg', id, 'setuju', d.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DITERBITKAN');
    // Double click: the same decision at the old version is a 409.
    expect((await decide('ketua_group_ppg', id, 'setuju', d.version)).statusCode).toBe(409);
    expect(await publicIds()).toContain(id);
    const pub = await guest()('GET', `/api/public/dokumen/${id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.judul).toBe(body.judul);
    expect((await guest()('GET', pub.json().data.berkas_url)).statusCode).toBe(200);
    // Approved: no longer editable.
    expect(
      (
        await as('anggota_tim_ppg')('PUT', `/api/dokumen-publik/${id}`, {
          ...body,
          versi: res.json().data.version,
        })
      ).statusCode,
    ).toBe(409);

    d = await detail('anggota_tim_ppg', id);
    expect(d.status_label).toBe('Disetujui');
    expect(d.aksi.dapat_bertindak).toBe(false);
    expect(
      (await decide('anggota_tim_ppg', id, 'tarik', d.version, 'Diganti pedoman baru.')).statusCode,
    ).toBe(403);
    expect((await decide('ketua_group_ppg', id, 'tarik', d.version)).statusCode).toBe(422);
    res = await decide('ketua_group_ppg', id, 'tarik', d.version, 'Diganti pedoman yang lebih baru.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DITARIK');
    expect(await publicIds()).not.toContain(id);
    expect((await guest()('GET', `/api/public/dokumen/${id}`)).statusCode).toBe(404);
    expect((await guest()('GET', pub.json().data.berkas_url)).statusCode).toBe(404);
    // Kept on record, with its history.
    d = await detail('ketua_group_ppg', id);
    expect(d.status).toBe('DITARIK');
    expect(d.jejak.map((e: { decision: string | null }) => e.decision)).toEqual([
      null,
      'kirim',
      'kembalikan',
      'kirim',
      'setuju',
      'tarik',
    ]);
    const withdrawn = await as('anggota_tim_ppg')('GET', '/api/dokumen-publik?status=DITARIK&per_page=100');
    expect(withdrawn.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('never lets the author approve their own document', async () => {
    const { id, version } = await draft('anggota_tim');
    await decide('anggota_tim', id, 'kirim', version);
    const d = await detail('anggota_tim', id);
    expect(d.aksi.dapat_bertindak).toBe(false);
    expect((await decide('anggota_tim', id, 'setuju', d.version)).statusCode).toBe(403);
  });

  it('refuses a file that fails the upload checks, and a document without an uploaded file', async () => {
    const bad = await upload('anggota_tim_ppg', Buffer.from('MZ\x90\x00 not a document'), 'virus.pdf');
    expect(bad.statusCode, bad.body).toBe(422);
    const res = await as('anggota_tim_ppg')('POST', '/api/dokumen-publik', {
      jenis_publikasi_dokumen_id: jenisId,
      judul: 'Tanpa berkas',
      tanggal_dokumen: '2026-03-02',
      ringkasan: 'Ringkasan yang cukup panjang.',
      berkas_url: 'https://contoh.go.id/berkas.pdf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.berkas_url).toBeDefined();
    const missing = await as('anggota_tim_ppg')('POST', '/api/dokumen-publik', {
      jenis_publikasi_dokumen_id: jenisId,
      judul: 'Berkas tidak ada',
      tanggal_dokumen: '2026-03-02',
      ringkasan: 'Ringkasan yang cukup panjang.',
      berkas_url: '/api/konten/berkas/2026/01/00000000-0000-0000-0000-000000000000.pdf',
    });
    expect(missing.statusCode).toBe(422);
  });

  it('filters by the saved filter fields and keeps named filter sets per user', async () => {
    const { id } = await draft('ketua_tim_ppg', 'Laporan Tahunan Pengendalian Gratifikasi');
    const list = await as('ketua_tim_ppg')(
      'GET',
      `/api/dokumen-publik?judul=tahunan&jenis_publikasi=${jenisId}&tahun=2026&status=DRAF`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await as('ketua_tim_ppg')('GET', '/api/dokumen-publik?tahun=20x')).statusCode).toBe(422);
    const xlsx = await as('ketua_tim_ppg')('GET', '/api/dokumen-publik/export?judul=tahunan&tahun=2026');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await as('upg')('GET', '/api/dokumen-publik/export')).statusCode).toBe(403);
    const saved = await as('ketua_tim_ppg')('POST', '/api/dokumen-publik/filter', {
      nama: 'Tahunan 2026',
      params: { judul: 'tahunan', tahun: '2026' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        await as('ketua_tim_ppg')('POST', '/api/dokumen-publik/filter', {
          nama: 'x',
          params: { status: 'DRAF' },
        })
      ).statusCode,
    ).toBe(422);
    const mine = await as('ketua_tim_ppg')('GET', '/api/dokumen-publik/filter');
    expect(mine.json().data.map((f: { nama: string }) => f.nama)).toEqual(['Tahunan 2026']);
    expect((await as('anggota_tim_ppg')('GET', '/api/dokumen-publik/filter')).json().data).toEqual([]);
    const fid = saved.json().data.id;
    expect((await as('anggota_tim_ppg')('DELETE', `/api/dokumen-publik/filter/${fid}`)).statusCode).toBe(404);
    expect((await as('ketua_tim_ppg')('DELETE', `/api/dokumen-publik/filter/${fid}`)).statusCode).toBe(200);
  });

  it('takes a document published before this flow into it, and withdraws it from the public page', async () => {
    const file = await as('superuser')('GET', '/api/admin/masters/dokumen-publik?per_page=1');
    expect(file.statusCode).toBe(200);
    const created = await as('superuser')('POST', '/api/admin/masters/dokumen-publik', {
      judul: 'Dokumen lama terbit',
      jenis_publikasi_dokumen_id: jenisId,
      tanggal_dokumen: '2024-05-01',
      berkas_url: 'https://www.kpk.go.id/dokumen-lama.pdf',
      sumber: 'unggahan',
      tanggal_terbit: '2024-05-02',
      is_published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const listed = await as('anggota_tim_ppg')('GET', '/api/dokumen-publik?tahun=2024&per_page=100');
    expect(listed.json().data.items.find((i: { id: number }) => i.id === id)?.status).toBe('DITERBITKAN');
    expect(await publicIds()).toContain(id);
    const d = await detail('ketua_group_ppg', id);
    expect(d.aksi.step).toBe('terbit');
    const res = await decide('ketua_group_ppg', id, 'tarik', d.version, 'Sudah tidak berlaku.');
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicIds()).not.toContain(id);
    // The admin screen reads the same record: still there, unpublished.
    const admin = await as('superuser')('GET', `/api/admin/masters/dokumen-publik/${id}`);
    expect(admin.json().data.is_published).toBe(false);
  });
});
