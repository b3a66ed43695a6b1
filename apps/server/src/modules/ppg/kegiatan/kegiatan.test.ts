import { KALENDER_PER_HARI, type KalenderHari, rentangKalender } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  master_bentuk_kegiatans,
  master_instansis,
  master_jenis_kegiatans,
  masterColumn,
  ppg_kegiatan_presensis,
  ppg_kegiatans,
  users,
} from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';

/** Issue 26 §1–2: the KPK PPG team's activities on the engine, their sessions and attendance by QR link. */
let t: TestApp;
const tokens = new Map<string, string>();
let ids: { jenis: number; luring: number; daring: number; instansi: number[] };

const as = (role: string | null) => caller(t.app, role ? tokens.get(role) : undefined);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [
    'anggota_tim_ppg',
    'ketua_tim_ppg',
    'ketua_group_ppg',
    'anggota_tim',
    'direktur',
    'individu',
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
    daring: await kode(master_bentuk_kegiatans, 'DARING'),
    instansi: (await db.select({ id: master_instansis.id }).from(master_instansis).limit(2)).map((i) => i.id),
  };
}, 180_000);
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const body = (over: Record<string, unknown> = {}) => ({
  judul: 'Sosialisasi Pengendalian Gratifikasi',
  jenis_kegiatan_id: ids.jenis,
  bentuk_kegiatan_id: ids.luring,
  sumber_penugasan: 'INISIATIF_KPK',
  instansi_ids: ids.instansi,
  alamat: 'Aula Utama',
  tanggal_mulai: today,
  tanggal_selesai: today,
  ...over,
});
const detail = async (role: string, id: number) => {
  const res = await as(role)('GET', `/api/kegiatan/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const decide = async (role: string, id: number, keputusan: string) => {
  const d = await detail(role, id);
  return as(role)('POST', `/api/kegiatan/${id}/keputusan`, {
    keputusan,
    versi: d.version,
    catatan: 'Catatan uji',
  });
};
const create = async (over: Record<string, unknown> = {}) => {
  const res = await as('anggota_tim_ppg')('POST', '/api/kegiatan', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const teamOf = async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'anggota_tim_ppg')))[0]
    ?.id;
/** An activity accepted by the group head with the member on its team, and a session of today. */
const berjalan = async () => {
  const id = await create();
  expect((await decide('anggota_tim_ppg', id, 'kirim')).statusCode).toBe(200);
  const d = await detail('ketua_group_ppg', id);
  const tim = await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
    versi: d.versi,
    anggota: [{ user_id: await teamOf(), peran: 'KETUA' }],
  });
  expect(tim.statusCode, tim.body).toBe(200);
  expect((await decide('ketua_group_ppg', id, 'terima')).statusCode).toBe(200);
  const s = await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas`, {
    judul: 'Sesi pleno',
    tanggal: today,
    jam_mulai: '09:00',
    jam_selesai: '12:00',
    narasumber: ['Tim PPG'],
    target_peserta: 250,
  });
  expect(s.statusCode, s.body).toBe(201);
  return { id, sesi: s.json().data.id as number };
};
const buka = async (id: number, sesi: number, mulaiMs = -60_000, selesaiMs = 3_600_000) => {
  const res = await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas/${sesi}/presensi`, {
    mulai: new Date(Date.now() + mulaiMs).toISOString(),
    selesai: new Date(Date.now() + selesaiMs).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const url: string = res.json().data.url;
  expect(res.json().data.qr).toMatch(/^data:image\/png;base64,/);
  return url.slice(url.lastIndexOf('/') + 1);
};
const orang = (i: number, over: Record<string, unknown> = {}) => ({
  nama: 'Siti Lestari',
  jenis_identitas: 'NIK',
  nomor_identitas: `320101120190${String(i + 1).padStart(4, '0')}`,
  instansi_id: ids.instansi[i % 2],
  level_jabatan: i % 2 ? 'PENGAWAS' : 'PELAKSANA',
  email: `orang${i}@contoh.go.id`,
  telepon: '081234567890',
  persetujuan: true,
  ...over,
});
const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

describe('activities: rights', () => {
  it('answers 401 without login and 403 to roles outside the activity screens', async () => {
    expect((await as(null)('GET', '/api/kegiatan')).statusCode).toBe(401);
    for (const role of ['anggota_tim', 'individu']) {
      expect((await as(role)('GET', '/api/kegiatan')).statusCode).toBe(403);
      expect((await as(role)('GET', '/api/kegiatanku')).statusCode).toBe(403);
      expect((await as(role)('POST', '/api/kegiatan', body())).statusCode).toBe(403);
    }
    // The director sees activities but does not draft them; only the PPG group head assigns teams.
    expect((await as('direktur')('GET', '/api/kegiatan')).statusCode).toBe(200);
    expect((await as('direktur')('POST', '/api/kegiatan', body())).statusCode).toBe(403);
    expect(
      (await as('anggota_tim_ppg')('PUT', '/api/kegiatan/1/tim', { versi: 1, anggota: [] })).statusCode,
    ).toBe(403);
    expect((await as('anggota_tim_ppg')('GET', '/api/kegiatan/tim-kandidat')).statusCode).toBe(403);
    expect((await as('ketua_group_ppg')('GET', '/api/kegiatan/tim-kandidat')).statusCode).toBe(200);
    expect((await as('anggota_tim_ppg')('GET', '/api/kegiatan/99999999')).statusCode).toBe(404);
  });

  it('refuses bad details with the field', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await as('anggota_tim_ppg')('POST', '/api/kegiatan', body(over));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ judul: '' }, 'judul');
    await bad({ tanggal_selesai: '2000-01-01' }, 'tanggal_selesai');
    await bad({ alamat: null }, 'alamat');
    await bad({ bentuk_kegiatan_id: ids.daring, tautan_rapat: null }, 'tautan_rapat');
    await bad({ instansi_ids: [99999999] }, 'instansi_ids');
    await bad({ judul: 'Judul\u0000kegiatan' }, 'judul');
  });
});

describe('activities on the engine', () => {
  it('goes draft → analysis → accepted with a team; counts per status group follow', async () => {
    const id = await create();
    let d = await detail('anggota_tim_ppg', id);
    expect(d).toMatchObject({ status: 'ANALISIS', step: 'draf', dapat_diubah: true });
    // Another member may not send someone else's draft.
    expect((await decide('ketua_tim_ppg', id, 'kirim')).statusCode).toBe(403);
    expect((await decide('anggota_tim_ppg', id, 'kirim')).statusCode).toBe(200);
    // Accepting needs a team; a member cannot accept.
    expect((await decide('anggota_tim_ppg', id, 'terima')).statusCode).toBe(403);
    const noTeam = await decide('ketua_group_ppg', id, 'terima');
    expect(noTeam.statusCode).toBe(422);
    expect(noTeam.json().errors.keputusan[0]).toMatch(/tim/);
    d = await detail('ketua_group_ppg', id);
    const stale = await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
      versi: d.versi + 5,
      anggota: [{ user_id: await teamOf(), peran: 'KETUA' }],
    });
    expect(stale.statusCode).toBe(409);
    const notPpg = await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
      versi: d.versi,
      anggota: [{ user_id: 1, peran: 'ANGGOTA' }],
    });
    expect(notPpg.statusCode).toBe(422);
    expect(
      (
        await as('ketua_group_ppg')('PUT', `/api/kegiatan/${id}/tim`, {
          versi: d.versi,
          anggota: [{ user_id: await teamOf(), peran: 'KETUA' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await decide('ketua_group_ppg', id, 'terima')).statusCode).toBe(200);
    d = await detail('anggota_tim_ppg', id);
    expect(d).toMatchObject({ status: 'PELAPORAN', step: 'pelaksanaan', dapat_kelola_sesi: true });
    expect(d.tim).toHaveLength(1);
    // Only the group head cancels once it runs.
    expect((await decide('anggota_tim_ppg', id, 'batalkan')).statusCode).toBe(403);

    const list = await as('ketua_group_ppg')('GET', '/api/kegiatan?status_kegiatan=PELAPORAN&per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(list.json().data.jumlah.TOTAL).toBeGreaterThanOrEqual(list.json().data.jumlah.PELAPORAN);
    const mine = await as('anggota_tim_ppg')('GET', '/api/kegiatanku?tab=pelaporan');
    expect(mine.json().data.items.every((i: { status: string }) => i.status === 'PELAPORAN')).toBe(true);
    const theirs = await as('ketua_tim_ppg')('GET', '/api/kegiatanku?tab=pelaporan&per_page=100');
    expect(theirs.json().data.items.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('declines (Tidak Dipenuhi) and cancels; closed activities are not edited', async () => {
    const id = await create();
    await decide('anggota_tim_ppg', id, 'kirim');
    expect((await decide('ketua_group_ppg', id, 'tolak')).statusCode).toBe(200);
    const d = await detail('anggota_tim_ppg', id);
    expect(d.status_label).toBe('Kegiatan Tidak Dipenuhi');
    expect(d.aksi.selesai).toBe(true);
    const edit = await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}`, { ...body(), versi: d.versi });
    expect(edit.statusCode).toBe(409);
    const id2 = await create();
    await decide('anggota_tim_ppg', id2, 'kirim');
    expect((await decide('ketua_group_ppg', id2, 'batalkan')).statusCode).toBe(200);
    expect((await detail('ketua_group_ppg', id2)).status).toBe('DIBATALKAN');
  });

  it('edits at the version seen (409 when stale) and saves the "KPK activity" filter', async () => {
    const id = await create();
    const d = await detail('anggota_tim_ppg', id);
    const ok = await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}`, {
      ...body({ judul: 'Judul baru kegiatan' }),
      versi: d.versi,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}`, { ...body(), versi: d.versi });
    expect(stale.statusCode).toBe(409);
    expect(
      (await as('ketua_tim_ppg')('PUT', `/api/kegiatan/${id}`, { ...body(), versi: d.versi + 1 })).statusCode,
    ).toBe(403);
    const saved = await as('anggota_tim_ppg')('POST', '/api/kegiatan/filter', {
      nama: 'Sosialisasi tahun ini',
      params: { jenis_aktivitas_ids: String(ids.jenis), tahun: today.slice(0, 4), page: '3' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.params).toEqual({
      jenis_aktivitas_ids: String(ids.jenis),
      tahun: today.slice(0, 4),
    });
    const bad = await as('anggota_tim_ppg')('POST', '/api/kegiatan/filter', {
      nama: 'x',
      params: { tahun: '1999' },
    });
    expect(bad.statusCode).toBe(422);
    const list = await as('anggota_tim_ppg')('GET', '/api/kegiatan/filter');
    expect(list.json().data.map((f: { nama: string }) => f.nama)).toContain('Sosialisasi tahun ini');
  });
});

describe('sessions and attendance by QR link', () => {
  it('runs a session’s attendance: 200 at once → 200 rows, repeats never duplicated', async () => {
    const { id, sesi } = await berjalan();
    expect(
      (await as('anggota_tim_ppg')('GET', `/api/kegiatan/${id + 1000000}/aktivitas/${sesi}`)).statusCode,
    ).toBe(404);
    expect(
      (await as('anggota_tim')('POST', `/api/kegiatan/${id}/aktivitas/${sesi}/presensi`, {})).statusCode,
    ).toBe(403);
    const token = await buka(id, sesi);
    const pub = caller(t.app);
    const info = await pub('GET', `/api/kegiatan/presensi/${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.sesi).toBe('Sesi pleno');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pub('POST', `/api/kegiatan/presensi/${token}`, orang(i))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    const repeats = await Promise.all(
      [0, 0, 1].map((i) => pub('POST', `/api/kegiatan/presensi/${token}`, orang(i))),
    );
    for (const r of repeats) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({
        data: { baru: false },
        message: 'Kehadiran Anda sudah tercatat pada sesi ini',
      });
    }
    const rows = await t.database.db
      .select()
      .from(ppg_kegiatan_presensis)
      .where(eq(ppg_kegiatan_presensis.aktivitas_id, sesi));
    expect(rows).toHaveLength(200);
    const monitor = await as('ketua_group_ppg')('GET', `/api/kegiatan/${id}/aktivitas/${sesi}`);
    expect(monitor.json().data.rekap.total).toBe(200);
    expect(
      monitor
        .json()
        .data.rekap.per_level.find((l: { level_jabatan: string }) => l.level_jabatan === 'PENGAWAS').jumlah,
    ).toBe(100);
    expect(monitor.json().data.presensi.status).toBe('DIBUKA');
    const page = await as('anggota_tim_ppg')(
      'GET',
      `/api/kegiatan/${id}/aktivitas/${sesi}/presensi?per_page=10`,
    );
    expect(page.json().data.total).toBe(200);
    expect(page.json().data.items[0].nomor_identitas).toMatch(/\*/);
    const xlsx = await as('direktur')('GET', `/api/kegiatan/${id}/aktivitas/${sesi}/presensi/ekspor`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const rekap = await as('anggota_tim_ppg')('GET', `/api/kegiatan/${id}/presensi/rekap`);
    expect(rekap.json().data.per_instansi.reduce((a: number, i: { jumlah: number }) => a + i.jumlah, 0)).toBe(
      200,
    );
  }, 120_000);

  it('refuses bad people with the field, and forged, closed or future links with the expired message', async () => {
    const { id, sesi } = await berjalan();
    const token = await buka(id, sesi);
    const pub = caller(t.app);
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await pub('POST', `/api/kegiatan/presensi/${token}`, orang(900, over));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ nomor_identitas: '3201011301900000' }, 'nomor_identitas');
    await bad({ jenis_identitas: 'NIP', nomor_identitas: '12345' }, 'nomor_identitas');
    await bad({ email: 'bukan email' }, 'email');
    await bad({ nama: 'Siti 123' }, 'nama');
    await bad({ nama: 'x'.repeat(100_000) }, 'nama');
    // A token with NUL characters is refused as bad input by the platform (422), like every NUL; never a 500.
    const nul = await pub('GET', `/api/kegiatan/presensi/${'%00'.repeat(10)}`);
    expect(nul.statusCode).toBe(422);
    for (const forged of ['abc', 'A'.repeat(43), `${token.slice(0, -2)}xx`]) {
      const res = await pub('GET', `/api/kegiatan/presensi/${forged}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(EXPIRED);
      expect((await pub('POST', `/api/kegiatan/presensi/${forged}`, orang(1))).json().message).toBe(EXPIRED);
    }
    // Closed early, then re-opened with the same token; a window not yet open answers as expired.
    expect(
      (await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas/${sesi}/presensi/tutup`))
        .statusCode,
    ).toBe(200);
    expect(
      (await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas/${sesi}/presensi/tutup`))
        .statusCode,
    ).toBe(409);
    expect((await pub('POST', `/api/kegiatan/presensi/${token}`, orang(1))).json().message).toBe(EXPIRED);
    expect(await buka(id, sesi, 3_600_000, 7_200_000)).toBe(token);
    expect((await pub('GET', `/api/kegiatan/presensi/${token}`)).statusCode).toBe(422);
    expect(await buka(id, sesi)).toBe(token);
    expect((await pub('POST', `/api/kegiatan/presensi/${token}`, orang(1))).statusCode).toBe(200);
    const found = await pub('GET', `/api/kegiatan/presensi/${token}/instansi?q=a`);
    expect(found.statusCode).toBe(200);
    // A report's link routes never take an attendance token.
    expect((await pub('GET', `/api/public-link/${token}/validate`)).statusCode).toBe(422);
  }, 60_000);

  it('keeps sessions to the activity’s dates and its people', async () => {
    const { id, sesi } = await berjalan();
    const s = {
      judul: 'Sesi lain',
      tanggal: '2000-01-01',
      jam_mulai: '09:00',
      jam_selesai: '10:00',
      target_peserta: 10,
    };
    const out = await as('anggota_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas`, s);
    expect(out.statusCode).toBe(422);
    expect(out.json().errors.tanggal).toBeDefined();
    expect(
      (await as('ketua_tim_ppg')('POST', `/api/kegiatan/${id}/aktivitas`, { ...s, tanggal: today }))
        .statusCode,
    ).toBe(403);
    const cur = await as('anggota_tim_ppg')('GET', `/api/kegiatan/${id}/aktivitas/${sesi}`);
    const edit = await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}/aktivitas/${sesi}`, {
      ...s,
      tanggal: today,
      versi: cur.json().data.versi,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      (
        await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}/aktivitas/${sesi}`, {
          ...s,
          tanggal: today,
          versi: 1,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('the public activity page', () => {
  it('shows a published, accepted activity and nothing else', async () => {
    const draft = await create({ dipublikasikan: true });
    expect((await as(null)('GET', `/api/kegiatan/publik/${draft}`)).statusCode).toBe(404);
    const { id } = await berjalan();
    expect((await as(null)('GET', `/api/kegiatan/publik/${id}`)).statusCode).toBe(404);
    const d = await detail('anggota_tim_ppg', id);
    await as('anggota_tim_ppg')('PUT', `/api/kegiatan/${id}`, {
      ...body({ dipublikasikan: true }),
      versi: d.versi,
    });
    const res = await as(null)('GET', `/api/kegiatan/publik/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      judul: 'Sosialisasi Pengendalian Gratifikasi',
      sesi: [{ narasumber: ['Tim PPG'] }],
    });
    expect(res.json().data.tim).toBeUndefined();
  });
});

describe('the calendar', () => {
  type Hari = KalenderHari;
  const kegiatanOf = (hari: Hari[]) => hari.flatMap((h) => h.kegiatan.map((k) => k.id));
  const sesiOf = (hari: Hari[]) => hari.flatMap((h) => h.sesi.map((s) => s.id));

  it('shows a month’s and a week’s activities and sessions; mine only on request; roles as the screens', async () => {
    const { id, sesi } = await berjalan();
    const bulan = today.slice(0, 7);
    const res = await as('direktur')('GET', `/api/kegiatan-kalender?bulan=${bulan}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ tampilan: 'bulan', ...rentangKalender({ bulan }) });
    expect(data.hari).toHaveLength(Number(data.akhir.slice(8)));
    // A month's day lists its first few and counts all (the week below lists this one).
    const hariBulan = (data.hari as Hari[]).find((h) => h.tanggal === today);
    expect(hariBulan?.jumlah_kegiatan).toBeGreaterThan(0);
    expect(hariBulan?.kegiatan).toHaveLength(
      Math.min(KALENDER_PER_HARI.bulan, hariBulan?.jumlah_kegiatan ?? 0),
    );

    const minggu = (
      await as('anggota_tim_ppg')('GET', `/api/kegiatan-kalender?minggu=${today}&milik=saya`)
    ).json().data;
    expect(minggu).toMatchObject({ tampilan: 'minggu', ...rentangKalender({ minggu: today }) });
    expect(minggu.hari).toHaveLength(7);
    const hariIni = (minggu.hari as Hari[]).find((h) => h.tanggal === today);
    expect(hariIni?.kegiatan.map((k) => k.id)).toContain(id);
    expect(hariIni?.sesi.map((s) => s.id)).toContain(sesi);

    const theirs = await as('ketua_tim_ppg')('GET', `/api/kegiatan-kalender?bulan=${bulan}&milik=saya`);
    expect(kegiatanOf(theirs.json().data.hari)).not.toContain(id);
    expect(sesiOf(theirs.json().data.hari)).not.toContain(sesi);
    expect((await as('anggota_tim')('GET', `/api/kegiatan-kalender?bulan=${bulan}`)).statusCode).toBe(403);
    expect((await as(null)('GET', `/api/kegiatan-kalender?bulan=${bulan}`)).statusCode).toBe(401);
    for (const bad of ['bulan=2026-13', 'minggu=2026-02-30', '', `bulan=${bulan}&minggu=${today}`]) {
      expect((await as('direktur')('GET', `/api/kegiatan-kalender?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('lists a busy day’s first activities and counts them all; declined and cancelled ones stay out', async () => {
    const db = t.database.db;
    const hari = '2031-03-12';
    // Read (and cached) before the activities exist: a write moves the cache key, so the next read sees them.
    const kosong = (await as('ketua_group_ppg')('GET', '/api/kegiatan-kalender?bulan=2031-03')).json().data;
    expect((kosong.hari as Hari[]).find((h) => h.tanggal === hari)?.jumlah_kegiatan).toBe(0);
    const rows = await db
      .insert(ppg_kegiatans)
      .values(
        ['ANALISIS', 'PELAPORAN', 'SELESAI', 'PELAPORAN', 'PELAPORAN', 'DIBATALKAN', 'TIDAK_DIPENUHI'].map(
          (status, i) => ({
            judul: `Kegiatan padat ${i}`,
            jenis_kegiatan_id: ids.jenis,
            bentuk_kegiatan_id: ids.luring,
            sumber_penugasan: 'INISIATIF_KPK',
            tanggal_mulai: i < 2 ? '2031-03-10' : hari,
            tanggal_selesai: i === 0 ? '2031-03-20' : hari,
            status,
          }),
        ),
      )
      .returning({ id: ppg_kegiatans.id, status: ppg_kegiatans.status });
    const berlangsung = rows
      .filter((r) => !['DIBATALKAN', 'TIDAK_DIPENUHI'].includes(r.status))
      .map((r) => r.id);
    const bulan = (await as('ketua_group_ppg')('GET', '/api/kegiatan-kalender?bulan=2031-03')).json().data;
    const hariBulan = (bulan.hari as Hari[]).find((h) => h.tanggal === hari);
    expect(hariBulan?.jumlah_kegiatan).toBe(5);
    expect(hariBulan?.kegiatan).toHaveLength(KALENDER_PER_HARI.bulan);
    expect((bulan.hari as Hari[]).find((h) => h.tanggal === '2031-03-20')?.kegiatan.map((k) => k.id)).toEqual(
      [rows[0]?.id],
    );
    expect((bulan.hari as Hari[]).find((h) => h.tanggal === '2031-03-21')?.jumlah_kegiatan).toBe(0);
    const minggu = (await as('ketua_group_ppg')('GET', `/api/kegiatan-kalender?minggu=${hari}`)).json().data;
    const hariMinggu = (minggu.hari as Hari[]).find((h) => h.tanggal === hari);
    expect(hariMinggu?.kegiatan.map((k) => k.id).sort()).toEqual(berlangsung.sort());
  });
});
