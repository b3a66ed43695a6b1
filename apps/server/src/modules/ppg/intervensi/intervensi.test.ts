import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { seedDemoVerifikasi } from '../verifikasi/demo';
import { seedDemoSkorTahunLalu } from '../verifikasi/demo-lalu';

/** `intervensi-upg` (issue 25 §3) on the demo's scores: last year PT PLN scored below the bar. */
let t: TestApp;
const lalu = Number(todayJakarta().slice(0, 4)) - 1;
const as = async (role: string) => caller(t.app, await loginAs(t.app, role));
let pln = 0;
let kemenkes = 0;
let rekomendasi = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
  await seedDemoVerifikasi(t.app);
  await seedDemoSkorTahunLalu(t.app);
  const id = async (q: ReturnType<typeof sql>) =>
    Number(rowsOf<{ id: number }>(await t.database.db.execute(q))[0]?.id);
  pln = await id(sql`select id from instansis where kode = 'PLN'`);
  kemenkes = await id(sql`select id from instansis where kode = 'KEMENKES'`);
  rekomendasi = await id(sql`select id from rekomendasi_intervensis where kode = 'PENDAMPINGAN_PPG'`);
}, 600_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  instansi_id: pln,
  tahun: lalu,
  tanggal: `${lalu}-11-03`,
  jenis: 'PENDAMPINGAN',
  rekomendasi_intervensi_id: rekomendasi,
  catatan: 'Pendampingan dibuka bersama pimpinan',
  status: 'DIRENCANAKAN',
  ...over,
});

describe('intervensi-upg', () => {
  it('proposes the low-scored institution with the reason, criterion and recommendation', async () => {
    const anggota = await as('anggota_tim_ppg');
    const res = await anggota('GET', `/api/intervensi-upg/usulan?tahun=${lalu}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      instansi: { id: number };
      alasan: string;
      kriteria: { nama: string } | null;
      rekomendasi: { id: number } | null;
      total: number;
    }[];
    const row = list.find((u) => u.instansi.id === pln);
    expect(row?.total).toBeLessThan(60);
    expect(row?.alasan).toMatch(/^Diusulkan intervensi: skor .* di bawah 60$/);
    expect(row?.kriteria?.nama).toMatch(/di bawah batas/);
    expect(row?.rekomendasi?.id).toBe(rekomendasi);
    expect(list.some((u) => u.instansi.id === kemenkes)).toBe(false);
    expect((await anggota('GET', '/api/intervensi-upg/usulan')).statusCode).toBe(422);
    const rek = (await anggota('GET', '/api/intervensi-upg/rekomendasi')).json().data as { id: number }[];
    expect(rek.map((r) => r.id)).toContain(rekomendasi);
  });

  it('is the PPG team’s alone: a UPG, a reporter and a KPK report-team member get 403 everywhere', async () => {
    for (const role of ['upg', 'reporter', 'anggota_tim']) {
      const c = await as(role);
      for (const [method, url, payload] of [
        ['GET', `/api/intervensi-upg/usulan?tahun=${lalu}`],
        ['GET', '/api/intervensi-upg'],
        ['GET', '/api/intervensi-upg/rekomendasi'],
        ['GET', '/api/intervensi-upg/export'],
        ['GET', '/api/intervensi-upg/1'],
        ['POST', '/api/intervensi-upg', body()],
        ['PUT', '/api/intervensi-upg/1', { ...body(), revisi: 1 }],
        [
          'POST',
          '/api/intervensi-upg/1/tindak-lanjut',
          { tanggal: `${lalu}-11-04`, catatan: 'Catatan', revisi: 1 },
        ],
        ['POST', '/api/intervensi-upg/1/tutup', { tanggal: `${lalu}-11-04`, catatan: 'Catatan', revisi: 1 }],
      ] as const) {
        const res = await c(method, url, payload as Record<string, unknown> | undefined);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('records, refuses a second open one (409), follows up, closes, then is read-only', async () => {
    const katim = await as('ketua_tim_ppg');
    // Bad input → 422 by field.
    const bad = await katim(
      'POST',
      '/api/intervensi-upg',
      body({ jenis: 'LAIN', tanggal: '31-02-2025', status: 'SELESAI' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['jenis', 'tanggal', 'status']));
    expect(
      (await katim('POST', '/api/intervensi-upg', body({ rekomendasi_intervensi_id: 999_999 }))).statusCode,
    ).toBe(422);

    const made = await katim('POST', '/api/intervensi-upg', body());
    expect(made.statusCode).toBe(201);
    const v = made.json().data;
    expect(v.status).toBe('DIRENCANAKAN');
    expect(v.alasan).toMatch(/di bawah 60/);
    expect(v.kriteria.nama).toMatch(/di bawah batas/);
    expect((await katim('POST', '/api/intervensi-upg', body())).statusCode).toBe(409);

    const gh = await as('ketua_group_ppg');
    expect(
      (await gh('PUT', `/api/intervensi-upg/${v.id}`, { ...body(), revisi: v.revisi + 5 })).statusCode,
    ).toBe(409);
    const { instansi_id: _i, tahun: _t, ...edit } = body({ jenis: 'ASISTENSI', status: 'BERJALAN' });
    const changed = await gh('PUT', `/api/intervensi-upg/${v.id}`, { ...edit, revisi: v.revisi });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.jenis).toBe('ASISTENSI');

    const tl = (revisi: number, catatan = 'UPG menyusun rencana aksi perbaikan') => ({
      tanggal: `${lalu}-11-20`,
      catatan,
      revisi,
    });
    expect((await gh('POST', `/api/intervensi-upg/${v.id}/tindak-lanjut`, tl(2, 'ok'))).statusCode).toBe(422);
    const noted = await gh('POST', `/api/intervensi-upg/${v.id}/tindak-lanjut`, tl(2));
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data.tindak_lanjut).toHaveLength(1);
    expect(noted.json().data.jumlah_tindak_lanjut).toBe(1);

    const anggota = await as('anggota_tim_ppg');
    const closed = await anggota(
      'POST',
      `/api/intervensi-upg/${v.id}/tutup`,
      tl(3, 'Rencana aksi dilaksanakan, ditutup'),
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('SELESAI');
    expect(closed.json().data.ditutup_at).not.toBeNull();
    expect(closed.json().data.tindak_lanjut.map((x: { penutup: boolean }) => x.penutup)).toEqual([
      false,
      true,
    ]);
    // Closed: every later write → 409.
    expect((await gh('PUT', `/api/intervensi-upg/${v.id}`, { ...edit, revisi: 4 })).statusCode).toBe(409);
    expect((await gh('POST', `/api/intervensi-upg/${v.id}/tindak-lanjut`, tl(4))).statusCode).toBe(409);
    expect((await gh('POST', `/api/intervensi-upg/${v.id}/tutup`, tl(4))).statusCode).toBe(409);
    // A new one for the same institution-year may be recorded once the first is closed.
    expect((await katim('POST', '/api/intervensi-upg', body({ tanggal: `${lalu}-12-01` }))).statusCode).toBe(
      201,
    );
    expect((await gh('GET', '/api/intervensi-upg/999999')).statusCode).toBe(404);

    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_logs where entity = 'ppg_intervensi' and entity_id = ${String(v.id)} order by id`,
      ),
    ).map((a) => a.action);
    expect(audits).toEqual([
      'ppg.intervensi.create',
      'ppg.intervensi.update',
      'ppg.intervensi.tindak-lanjut',
      'ppg.intervensi.tutup',
    ]);
  });

  it('lists paged, filtered and sorted, and exports Excel', async () => {
    const gh = await as('ketua_group_ppg');
    const all = (
      await gh('GET', `/api/intervensi-upg?tahun=${lalu}&sort=tanggal&order=asc&per_page=1`)
    ).json().data;
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(1);
    expect(all.items[0].status).toBe('SELESAI');
    const open = (await gh('GET', `/api/intervensi-upg?status=DIRENCANAKAN&q=pln`)).json().data;
    expect(open.total).toBe(1);
    expect((await gh('GET', '/api/intervensi-upg?q=tidak-ada-instansi')).json().data.total).toBe(0);
    expect((await gh('GET', '/api/intervensi-upg?status=LAIN')).statusCode).toBe(422);
    const xlsx = await gh('GET', `/api/intervensi-upg/export?tahun=${lalu}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
