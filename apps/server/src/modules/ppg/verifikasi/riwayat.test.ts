import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { makeUser, masterId } from '../../laporan/test-fixtures';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { seedDemoVerifikasi } from './demo';

/**
 * The institution overview's reads (issue 25 §2): `profile-klop/upg/{upg_id}` (whose institution) and
 * `approval-verifikasi/instansi/{upg_id}` (its verifications and score history), on the verification demo.
 */
type Call = ReturnType<typeof caller>;
let t: TestApp;
let upg: Call;
let ketua: Call;
let anggota: Call;
let anggotaLain: Call;
let individu: Call;
let kemenkeu: number;
let kemenkes: number;
const tahun = Number(todayJakarta().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemoKonfigurasi(t.app);
  await seedDemoVerifikasi(t.app);
  await makeUser(db, 'anggota_ppg_overview', 'anggota_tim_ppg');
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  ketua = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  anggotaLain = caller(t.app, await loginAs(t.app, 'anggota_ppg_overview'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  kemenkeu = await masterId(db, 'upg', 'UPG.KEMENKEU');
  kemenkes = await masterId(db, 'upg', 'UPG.KEMENKES');
}, 600_000);
afterAll(() => t.close());

describe('profile-klop/upg/{upg_id}: whose overview it is', () => {
  it('answers the UPG for its own institution and the KPK for any', async () => {
    const own = await upg('GET', `/api/profile-klop/upg/${kemenkeu}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      upg: { id: kemenkeu },
      instansi: { nama: 'Kementerian Keuangan' },
      tahun_profil: [],
    });
    const kpk = await ketua('GET', `/api/profile-klop/upg/${kemenkes}`);
    expect(kpk.statusCode, kpk.body).toBe(200);
    expect(kpk.json().data.instansi.nama).toBe('Kementerian Kesehatan');
  });

  it('hides another institution from a UPG, refuses other roles, checks the id', async () => {
    expect((await upg('GET', `/api/profile-klop/upg/${kemenkes}`)).statusCode).toBe(404);
    expect((await ketua('GET', '/api/profile-klop/upg/999999')).statusCode).toBe(404);
    expect((await individu('GET', `/api/profile-klop/upg/${kemenkeu}`)).statusCode).toBe(403);
    expect((await ketua('GET', '/api/profile-klop/upg/abc')).statusCode).toBe(422);
  });
});

describe('approval-verifikasi/instansi/{upg_id}: verifications and score history', () => {
  it('shows the UPG its finished verification’s path without the reviewers’ notes, and its score', async () => {
    const res = await upg('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=${tahun}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.instansi.nama).toBe('Kementerian Keuangan');
    expect(data.verifikasi).toHaveLength(1);
    const v = data.verifikasi[0];
    expect(v).toMatchObject({ status: 'SELESAI', step: 'selesai', anggota: null });
    expect(v.total).toBeGreaterThan(0);
    const decisions = v.jejak.map((e: { decision: string | null }) => e.decision);
    expect(decisions).toContain('kembalikan');
    expect(v.jejak.every((e: { catatan: unknown; actor_name: unknown }) => !e.catatan && !e.actor_name)).toBe(
      true,
    );
    expect(data.skor).toHaveLength(1);
    expect(data.skor[0]).toMatchObject({ tahun, total: v.total, perubahan: null });
  });

  it('shows the KPK any institution with the notes; a member only their own verifications', async () => {
    const res = await ketua('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=${tahun}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data.verifikasi[0];
    expect(v.anggota).not.toBeNull();
    expect(v.jejak.some((e: { catatan: string | null }) => e.catatan?.includes('surat edaran'))).toBe(true);
    const kes = (await ketua('GET', `/api/approval-verifikasi/instansi/${kemenkes}?tahun=${tahun}`)).json()
      .data;
    expect(kes.verifikasi[0].status).toBe('REVIEW_DIREKTUR');
    expect(kes.skor).toEqual([]);
    const own = (await anggota('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=${tahun}`)).json();
    expect(own.data.verifikasi).toHaveLength(1);
    const other = await anggotaLain('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=${tahun}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().data.verifikasi).toEqual([]);
    expect(other.json().data.skor).toHaveLength(1);
  });

  it('hides another institution from a UPG, refuses other roles, checks the input', async () => {
    expect(
      (await upg('GET', `/api/approval-verifikasi/instansi/${kemenkes}?tahun=${tahun}`)).statusCode,
    ).toBe(404);
    expect(
      (await individu('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=${tahun}`)).statusCode,
    ).toBe(403);
    expect((await ketua('GET', `/api/approval-verifikasi/instansi/${kemenkeu}`)).statusCode).toBe(422);
    expect((await ketua('GET', `/api/approval-verifikasi/instansi/${kemenkeu}?tahun=abc`)).statusCode).toBe(
      422,
    );
  });
});
