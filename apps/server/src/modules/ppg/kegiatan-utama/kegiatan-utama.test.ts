import { defaultJadwal, jadwalDatar } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  master_bentuk_kegiatans,
  master_jenis_kegiatans,
  masterColumn,
  ppg_jadwal_monevs,
} from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';

/** Issue 26 §1: the year's main activities, linked by activities and by institutions' plan items. */
let t: TestApp;
const tokens = new Map<string, string>();
const as = (role: string | null) => caller(t.app, role ? tokens.get(role) : undefined);
const tahun = Number(todayJakarta().slice(0, 4));
let ids: { jenis: number; luring: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ketua_group_ppg', 'ketua_tim_ppg', 'anggota_tim_ppg', 'direktur', 'upg', 'individu']) {
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
  };
  await db.insert(ppg_jadwal_monevs).values({
    tahun,
    ...jadwalDatar(defaultJadwal(tahun)),
    rencana_mulai: `${tahun}-01-01`,
    rencana_selesai: `${tahun}-12-31`,
  });
}, 300_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  tahun,
  nama: 'Gerakan Nasional Pengendalian Gratifikasi',
  tujuan: 'Setiap instansi memiliki UPG yang berfungsi',
  tanggal_mulai: `${tahun}-02-01`,
  tanggal_selesai: `${tahun}-11-30`,
  ...over,
});
const ok = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body).data;
};

describe('kegiatan utama', () => {
  let id: number;

  it('answers 401, 403 outside the PPG team; members read, the group head and team leaders write', async () => {
    expect((await as(null)('GET', '/api/kegiatan-utama')).statusCode).toBe(401);
    expect((await as('individu')('GET', '/api/kegiatan-utama')).statusCode).toBe(403);
    expect((await as('upg')('GET', '/api/kegiatan-utama')).statusCode).toBe(403);
    expect((await as('anggota_tim_ppg')('POST', '/api/kegiatan-utama', body())).statusCode).toBe(403);
    expect((await as('direktur')('POST', '/api/kegiatan-utama', body())).statusCode).toBe(403);
    expect((await as('upg')('POST', '/api/kegiatan-utama', body())).statusCode).toBe(403);
    id = ok(await as('ketua_group_ppg')('POST', '/api/kegiatan-utama', body()), 201).id;
    expect(ok(await as('anggota_tim_ppg')('GET', `/api/kegiatan-utama?tahun=${tahun}`)).items).toHaveLength(
      1,
    );
    expect((await as('anggota_tim_ppg')('GET', '/api/kegiatan-utama/99999999')).statusCode).toBe(404);
  });

  it('refuses bad input with its field, a name used twice in a year, and a stale edit', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await as('ketua_tim_ppg')('POST', '/api/kegiatan-utama', body(over));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ nama: 'abc' }, 'nama');
    await bad({ nama: 'Nama\u0000kegiatan' }, 'nama');
    await bad({ tanggal_selesai: `${tahun}-01-01` }, 'tanggal_selesai');
    await bad({ tanggal_mulai: `${tahun - 1}-05-01`, tanggal_selesai: `${tahun}-05-01` }, 'tanggal_mulai');
    await bad({ nama: 'gerakan nasional pengendalian gratifikasi' }, 'nama');
    const d = ok(await as('ketua_group_ppg')('GET', `/api/kegiatan-utama/${id}`));
    expect(d).toMatchObject({ versi: 1, dapat_diubah: true, jumlah_kegiatan: 0 });
    expect(ok(await as('anggota_tim_ppg')('GET', `/api/kegiatan-utama/${id}`)).dapat_diubah).toBe(false);
    ok(
      await as('ketua_tim_ppg')(
        'PUT',
        `/api/kegiatan-utama/${id}`,
        body({ versi: 1, tujuan: 'Tujuan baru' }),
      ),
    );
    expect(
      (await as('ketua_tim_ppg')('PUT', `/api/kegiatan-utama/${id}`, body({ versi: 1 }))).statusCode,
    ).toBe(409);
  });

  it('is served by activities and linked by plan items; the UPG sees its part; it cannot be removed while linked', async () => {
    const kegiatan = await as('anggota_tim_ppg')('POST', '/api/kegiatan', {
      judul: 'Sosialisasi dalam gerakan nasional',
      jenis_kegiatan_id: ids.jenis,
      bentuk_kegiatan_id: ids.luring,
      sumber_penugasan: 'KERJA_SAMA',
      alamat: 'Aula',
      tanggal_mulai: `${tahun}-03-01`,
      tanggal_selesai: `${tahun}-03-01`,
      kegiatan_utama_id: id,
    });
    const kegiatanId = ok(kegiatan, 201).id;
    expect(ok(await as('anggota_tim_ppg')('GET', `/api/kegiatan/${kegiatanId}`))).toMatchObject({
      kegiatan_utama_id: id,
      kegiatan_utama: 'Gerakan Nasional Pengendalian Gratifikasi',
    });
    const unknown = await as('anggota_tim_ppg')('POST', '/api/kegiatan', {
      judul: 'Kegiatan dengan kegiatan utama fiktif',
      jenis_kegiatan_id: ids.jenis,
      bentuk_kegiatan_id: ids.luring,
      sumber_penugasan: 'KERJA_SAMA',
      alamat: 'Aula',
      tanggal_mulai: `${tahun}-03-01`,
      tanggal_selesai: `${tahun}-03-01`,
      kegiatan_utama_id: 99999999,
    });
    expect(unknown.statusCode).toBe(422);

    // The UPG links an item of this year's plan; the options are the year's.
    const opsi = ok(await as('upg')('GET', `/api/kegiatan-utama/opsi?tahun=${tahun}`));
    expect(opsi.map((o: { id: number }) => o.id)).toContain(id);
    const profil = ok(await as('upg')('GET', `/api/profile-klop/${tahun}`));
    const rencana = profil
      ? profil.rencana_kerja
      : ok(
          await as('upg')('PUT', `/api/profile-klop/${tahun}`, {
            alamat: 'Jl. Dr. Wahidin Raya No. 1, Jakarta Pusat',
            telepon: '021-3449230',
            email: 'upg@kemenkeu.go.id',
            website: null,
            jumlah_pegawai: 1000,
            sk_upg_nomor: 'KMK-12/2024',
            sk_upg_tanggal: '2024-02-01',
            anggota_upg: [{ nama: 'Budi Santoso', jabatan: 'Ketua UPG' }],
            aturan_internal_id: null,
            komitmen_pimpinan: 'Pakta integritas pengendalian gratifikasi.',
            kontak: [
              { nama: 'Sari', jabatan: 'Sekretaris UPG', telepon: '0812', email: 'sari@kemenkeu.go.id' },
            ],
            tahapan: Object.fromEntries(
              ['komitmen', 'aturan', 'upg', 'monev'].map((k) => [k, { selesai: false, keterangan: null }]),
            ),
            revisi: 0,
          }),
        ).rencana_kerja;
    const item = {
      jenis: 'DISEMINASI',
      uraian: 'Sosialisasi bersama gerakan nasional',
      satuan: 'kegiatan',
      target_tw1: 1,
      target_tw2: 1,
      target_tw3: 0,
      target_tw4: 0,
      keterangan: null,
      kegiatan_utama_id: id,
    };
    const saved = await as('upg')('PUT', `/api/rencana-kerja/${rencana.id}`, {
      items: [item],
      revisi: rencana.revisi,
    });
    expect(ok(saved).items[0].kegiatan_utama_id).toBe(id);
    const wrong = await as('upg')('PUT', `/api/rencana-kerja/${rencana.id}`, {
      items: [{ ...item, kegiatan_utama_id: 99999999 }],
      revisi: rencana.revisi + 1,
    });
    expect(wrong.statusCode).toBe(422);

    const d = ok(await as('ketua_group_ppg')('GET', `/api/kegiatan-utama/${id}`));
    expect(d).toMatchObject({ jumlah_kegiatan: 1, jumlah_rencana: 1, jumlah_instansi: 1 });
    expect(d.rencana[0]).toMatchObject({ uraian: 'Sosialisasi bersama gerakan nasional', target: 2 });
    const upg = ok(await as('upg')('GET', `/api/upg/kegiatan-utama?tahun=${tahun}`));
    const mine = upg.items.find((u: { id: number }) => u.id === id);
    expect(mine.rencana).toHaveLength(1);
    // The KPK's activity did not target the UPG's institution: not its part.
    expect(mine.kegiatan).toHaveLength(0);
    expect((await as('anggota_tim_ppg')('GET', '/api/upg/kegiatan-utama')).statusCode).toBe(403);

    expect((await as('ketua_group_ppg')('DELETE', `/api/kegiatan-utama/${id}`)).statusCode).toBe(409);
    const lain = ok(
      await as('ketua_group_ppg')('POST', '/api/kegiatan-utama', body({ nama: 'Kegiatan utama sementara' })),
      201,
    );
    expect((await as('anggota_tim_ppg')('DELETE', `/api/kegiatan-utama/${lain.id}`)).statusCode).toBe(403);
    expect((await as('ketua_group_ppg')('DELETE', `/api/kegiatan-utama/${lain.id}`)).statusCode).toBe(204);
    expect((await as('ketua_group_ppg')('GET', `/api/kegiatan-utama/${lain.id}`)).statusCode).toBe(404);
    // A removed name may be used again.
    ok(
      await as('ketua_group_ppg')('POST', '/api/kegiatan-utama', body({ nama: 'Kegiatan utama sementara' })),
      201,
    );
  });
});
