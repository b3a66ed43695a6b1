import { defaultJadwal, jadwalDatar } from '@gratifikasi/domain';
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
let kemenkeuUpg: number;
const tahun = Number(todayJakarta().slice(0, 4));

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
  await makeUser(db, 'upg_kemenkes_klop', 'upg', { type: 'upg', id: kemenkes, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_klop'));
  // This year's plan window is open all year; last year's is the suggested one (January: closed).
  await db.insert(ppg_jadwal_monevs).values({
    tahun,
    ...jadwalDatar(defaultJadwal(tahun)),
    rencana_mulai: `${tahun}-01-01`,
    rencana_selesai: `${tahun}-12-31`,
  });
}, 600_000);
afterAll(() => t.close());

const tahap = (selesai: boolean) => ({ selesai, keterangan: selesai ? 'Sudah' : null });
const profil = (over: Record<string, unknown> = {}) => ({
  alamat: 'Jl. Dr. Wahidin Raya No. 1, Jakarta Pusat',
  telepon: '021-3449230',
  email: 'upg@kemenkeu.go.id',
  website: 'https://www.kemenkeu.go.id',
  jumlah_pegawai: 78000,
  sk_upg_nomor: 'KMK-12/2024',
  sk_upg_tanggal: '2024-02-01',
  anggota_upg: [{ nama: 'Budi Santoso', jabatan: 'Ketua UPG' }],
  aturan_internal_id: null,
  komitmen_pimpinan: 'Menteri menandatangani pakta integritas pengendalian gratifikasi.',
  kontak: [{ nama: 'Sari', jabatan: 'Sekretaris UPG', telepon: '0812', email: 'sari@kemenkeu.go.id' }],
  tahapan: { komitmen: tahap(true), aturan: tahap(true), upg: tahap(true), monev: tahap(false) },
  revisi: 0,
  ...over,
});
const item = (over: Record<string, unknown> = {}) => ({
  jenis: 'DISEMINASI',
  uraian: 'Sosialisasi pengendalian gratifikasi kepada pegawai',
  satuan: 'kegiatan',
  target_tw1: 1,
  target_tw2: 2,
  target_tw3: 1,
  target_tw4: 1,
  keterangan: null,
  ...over,
});

describe('profile-klop: the UPG keeps its institution’s year', () => {
  let profilId: number;
  let rkId: number;

  it('creates last year’s profile with a draft plan, audited; the plan is closed outside its window (422 with the date)', async () => {
    const res = await upg('PUT', `/api/profile-klop/${tahun - 1}`, profil());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ tahun: tahun - 1, revisi: 1, jumlah_pegawai: 78000 });
    expect(data.rencana_kerja).toMatchObject({ status: 'draft', status_label: 'Draf', aksi: ['kirim'] });
    const late = await upg('PUT', `/api/rencana-kerja/${data.rencana_kerja.id}`, {
      items: [item()],
      revisi: 1,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain(`31-01-${tahun - 1}`);
    const kirim = await upg('POST', `/api/rencana-kerja/${data.rencana_kerja.id}/keputusan`, {
      keputusan: 'kirim',
      version: data.rencana_kerja.version,
    });
    expect(kirim.statusCode).toBe(422);
  });

  it('copies last year into this year once (409 the second time, and when there is nothing to copy)', async () => {
    const res = await upg('POST', `/api/profile-klop/${tahun}/salin`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tahun, dari: tahun - 1 });
    expect((await upg('POST', `/api/profile-klop/${tahun}/salin`)).statusCode).toBe(409);
    expect((await upg('POST', `/api/profile-klop/${tahun + 5}/salin`)).statusCode).toBe(409);
    const detail = (await upg('GET', `/api/profile-klop/${tahun}`)).json().data;
    profilId = detail.id;
    rkId = detail.rencana_kerja.id;
    expect(detail.sk_upg_nomor).toBe('KMK-12/2024');
  });

  it('changes the profile at the revision read (409 when stale or already made); 422 on bad input', async () => {
    const ok = await upg('PUT', `/api/profile-klop/${tahun}`, profil({ revisi: 1, jumlah_pegawai: 79000 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ revisi: 2, jumlah_pegawai: 79000 });
    expect((await upg('PUT', `/api/profile-klop/${tahun}`, profil({ revisi: 1 }))).statusCode).toBe(409);
    expect((await upg('PUT', `/api/profile-klop/${tahun}`, profil({ revisi: 0 }))).statusCode).toBe(409);
    const bad = await upg('PUT', `/api/profile-klop/${tahun}`, profil({ revisi: 2, jumlah_pegawai: -1 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('jumlah_pegawai');
    const aturan = await upg(
      'PUT',
      `/api/profile-klop/${tahun}`,
      profil({ revisi: 2, aturan_internal_id: 999999 }),
    );
    expect(aturan.statusCode).toBe(422);
    expect(aturan.json().errors).toHaveProperty('aturan_internal_id');
  });

  it('hides the institution from another UPG and refuses other roles', async () => {
    expect((await upgLain('GET', `/api/profile-klop/${tahun}`)).json().data).toBeNull();
    expect((await upgLain('GET', `/api/profile-klop/${tahun}?upg_id=${kemenkeuUpg}`)).statusCode).toBe(404);
    expect((await upgLain('GET', `/api/rencana-kerja/${rkId}`)).statusCode).toBe(404);
    expect(
      (await upgLain('PUT', `/api/rencana-kerja/${rkId}`, { items: [item()], revisi: 1 })).statusCode,
    ).toBe(404);
    const kirim = await upgLain('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'kirim',
      version: 1,
    });
    expect(kirim.statusCode).toBe(404);
    const list = (await upgLain('GET', '/api/profile-klop')).json().data;
    expect(list.total).toBe(0);
    expect((await individu('GET', '/api/profile-klop')).statusCode).toBe(403);
    expect((await ketua('PUT', `/api/profile-klop/${tahun}`, profil({ revisi: 2 }))).statusCode).toBe(403);
    expect(
      (await ketua('PUT', `/api/rencana-kerja/${rkId}`, { items: [item()], revisi: 1 })).statusCode,
    ).toBe(403);
    expect((await ketua('GET', `/api/profile-klop/${tahun}`)).statusCode).toBe(422);
  });

  it('keeps evidence files through the upload path, unreachable by another UPG', async () => {
    const file = multipart({ bytes: TINY_PNG, filename: 'sk-upg.png', contentType: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/profile-klop/${profilId}/dokumen-upg`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const mediaId = up.json().data.id;
    expect((await ketua('GET', `/api/profile-klop/${profilId}/dokumen-upg/${mediaId}`)).statusCode).toBe(200);
    expect((await upgLain('GET', `/api/profile-klop/${profilId}/dokumen-upg/${mediaId}`)).statusCode).toBe(
      404,
    );
    const bad = multipart({
      bytes: Buffer.from('not an image'),
      filename: 'x.png',
      contentType: 'image/png',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/profile-klop/${profilId}/dokumen-upg`,
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(upgToken) },
    });
    expect(refused.statusCode).toBe(422);
    expect((await upg('GET', `/api/profile-klop/${tahun}`)).json().data.dokumen_upg).toHaveLength(1);
  });

  it('runs the plan through the KPK review on the engine: send, return with notes, send, approve', async () => {
    const saved = await upg('PUT', `/api/rencana-kerja/${rkId}`, {
      items: [
        item(),
        item({ jenis: 'SURAT_EDARAN', uraian: 'Surat edaran menjelang Idul Fitri', satuan: 'surat' }),
      ],
      revisi: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = saved.json().data;
    expect(plan.items).toHaveLength(2);
    expect((await upg('PUT', `/api/rencana-kerja/${rkId}`, { items: [item()], revisi: 1 })).statusCode).toBe(
      409,
    );

    expect(
      (
        await ketua('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
          keputusan: 'kirim',
          version: plan.version,
        })
      ).statusCode,
    ).toBe(403);
    const sent = await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'kirim',
      version: plan.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'submit',
      status_label: 'Pengajuan',
      dapat_diubah: false,
      aksi: [],
    });
    // Read-only once submitted; a second send is stale.
    expect((await upg('PUT', `/api/rencana-kerja/${rkId}`, { items: [item()], revisi: 2 })).statusCode).toBe(
      409,
    );
    expect(
      (
        await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
          keputusan: 'kirim',
          version: plan.version,
        })
      ).statusCode,
    ).toBe(409);

    const forReviewer = (await ketua('GET', `/api/rencana-kerja/${rkId}`)).json().data;
    expect(forReviewer).toMatchObject({ status_label: 'Perlu Persetujuan', aksi: ['kembalikan', 'setuju'] });
    const v = forReviewer.version;
    expect(
      (await anggota('POST', `/api/rencana-kerja/${rkId}/keputusan`, { keputusan: 'setuju', version: v }))
        .statusCode,
    ).toBe(403);
    expect(
      (await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, { keputusan: 'setuju', version: v }))
        .statusCode,
    ).toBe(403);
    const noNote = await ketua('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'kembalikan',
      version: v,
    });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toHaveProperty('catatan');
    const back = await ketua('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'kembalikan',
      version: v,
      catatan: 'Tambahkan target e-learning',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      status: 'return',
      status_label: 'Dikembalikan',
      catatan: 'Tambahkan target e-learning',
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.entity, 'ppg_rencana_kerja'));
    expect(told.some((n) => n.judul.includes('Dikembalikan'))).toBe(true);

    const mine = (await upg('GET', `/api/rencana-kerja/${rkId}`)).json().data;
    expect(mine).toMatchObject({ status: 'return', dapat_diubah: true, aksi: ['kirim'] });
    const fixed = await upg('PUT', `/api/rencana-kerja/${rkId}`, {
      items: [
        item(),
        item({ jenis: 'ELEARNING', uraian: 'Pegawai lulus e-learning', satuan: 'orang', target_tw1: 100 }),
      ],
      revisi: mine.revisi,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      (await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, { keputusan: 'kirim', version: v }))
        .statusCode,
    ).toBe(409);
    const again = await upg('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'kirim',
      version: mine.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    const v2 = again.json().data.version;
    const ok = await ketua('POST', `/api/rencana-kerja/${rkId}/keputusan`, {
      keputusan: 'setuju',
      version: v2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', status_label: 'Disetujui', aksi: [] });
    expect(
      (await upg('PUT', `/api/rencana-kerja/${rkId}`, { items: [], revisi: fixed.json().data.revisi }))
        .statusCode,
    ).toBe(409);
    const audits = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action like 'ppg.rencana-kerja.%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audits.rows[0]?.n)).toBeGreaterThanOrEqual(6);
  });

  it('lists the institutions of a year for the KPK, filtered by plan status, and opens one by its UPG', async () => {
    const list = (await ketua('GET', `/api/profile-klop?tahun=${tahun}&status_rencana=approved`)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      tahun,
      upg_id: kemenkeuUpg,
      status_rencana_label: 'Disetujui',
      jumlah_kegiatan: 2,
    });
    expect(
      (await ketua('GET', `/api/profile-klop?tahun=${tahun}&status_rencana=submit`)).json().data.total,
    ).toBe(0);
    const detail = await anggota('GET', `/api/profile-klop/${tahun}?upg_id=${kemenkeuUpg}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.rencana_kerja.items).toHaveLength(2);
    expect((await ketua('GET', `/api/profile-klop/${tahun - 3}?upg_id=${kemenkeuUpg}`)).statusCode).toBe(404);
    const own = (await upg('GET', '/api/profile-klop')).json().data;
    expect(own.items.map((i: { tahun: number }) => i.tahun)).toEqual([tahun, tahun - 1]);
  });
});
