import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';
import { ATURAN_PILIHAN_MAX } from './aturan';

type Call = ReturnType<typeof caller>;
let t: TestApp;
let upg: Call;
let upgLain: Call;
let ketua: Call;
const ids: Record<string, number> = {};

async function instansiOfUpg(kode: string): Promise<number> {
  const id = await masterId(t.database.db, 'upg', kode);
  const upgs = masterTableOf('upg');
  const [row] = await t.database.db
    .select({ instansi_id: masterColumn(upgs, 'instansi_id') })
    .from(upgs)
    .where(eq(upgs.id, id));
  if (typeof row?.instansi_id !== 'number') throw new Error(`UPG ${kode} has no institution`);
  return row.instansi_id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  ketua = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  const kemenkes = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_aturan', 'upg', { type: 'upg', id: kemenkes, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_aturan'));
  const kemenkeu = await instansiOfUpg('UPG.KEMENKEU');
  const kemenkesInstansi = await instansiOfUpg('UPG.KEMENKES');
  const rule = (kode: string, instansi_id: number | null, is_active = true) => ({
    kode,
    nama: `Aturan ${kode}`,
    instansi_id,
    isi: 'Ketentuan pengendalian gratifikasi.',
    is_active,
  });
  const aturan = masterTableOf('aturan-internal');
  const rows = await db
    .insert(aturan)
    .values([
      rule('UJI-UMUM', null),
      rule('UJI-KEMENKEU', kemenkeu),
      rule('UJI-KEMENKEU-LAMA', kemenkeu, false),
      rule('UJI-KEMENKES', kemenkesInstansi),
    ] as never)
    .returning({ id: aturan.id, kode: masterColumn(aturan, 'kode') });
  for (const r of rows) ids[String(r.kode)] = r.id;
}, 600_000);
afterAll(() => t.close());

const kodes = (res: { json: () => { data: { items: { kode: string }[] } } }) =>
  res.json().data.items.map((i) => i.kode);

describe('profile-klop/aturan-internal: the rules a UPG’s profile may name', () => {
  it('lists the institution’s own active rules first, then the general ones; never another institution’s', async () => {
    const res = await upg('GET', '/api/profile-klop/aturan-internal?q=UJI-');
    expect(res.statusCode, res.body).toBe(200);
    expect(kodes(res)).toEqual(['UJI-KEMENKEU', 'UJI-UMUM']);
    expect(res.json().data.items[0]).toMatchObject({ nama: 'Aturan UJI-KEMENKEU', milik_instansi: true });
    expect(res.json().data.items[1]).toMatchObject({ milik_instansi: false });
    const lain = await upgLain('GET', '/api/profile-klop/aturan-internal?q=uji-');
    expect(kodes(lain)).toEqual(['UJI-KEMENKES', 'UJI-UMUM']);
  });

  it('searches by code or title and answers at most the picker’s share', async () => {
    expect(kodes(await upg('GET', '/api/profile-klop/aturan-internal?q=Aturan%20UJI-UMUM'))).toEqual([
      'UJI-UMUM',
    ]);
    const all = await upg('GET', '/api/profile-klop/aturan-internal');
    expect(all.json().data.items.length).toBeLessThanOrEqual(ATURAN_PILIHAN_MAX);
    expect(kodes(all)).not.toContain('UJI-KEMENKES');
  });

  it('is the UPG’s alone (403 for the KPK and signed-out callers); a long search is refused (422)', async () => {
    expect((await ketua('GET', '/api/profile-klop/aturan-internal')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile-klop/aturan-internal' })).statusCode).toBe(
      401,
    );
    expect((await upg('GET', `/api/profile-klop/aturan-internal?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('a profile names its own or a general rule; another institution’s is refused (422 on the field)', async () => {
    const tahun = 2019;
    const body = (aturan_internal_id: number, revisi: number) => ({
      alamat: null,
      telepon: null,
      email: null,
      website: null,
      jumlah_pegawai: 10,
      sk_upg_nomor: null,
      sk_upg_tanggal: null,
      anggota_upg: [],
      aturan_internal_id,
      komitmen_pimpinan: null,
      kontak: [],
      tahapan: Object.fromEntries(
        ['komitmen', 'aturan', 'upg', 'monev'].map((k) => [k, { selesai: false, keterangan: null }]),
      ),
      revisi,
    });
    const asing = await upg('PUT', `/api/profile-klop/${tahun}`, body(ids['UJI-KEMENKES']!, 0));
    expect(asing.statusCode).toBe(422);
    expect(asing.json().errors).toHaveProperty('aturan_internal_id');
    const own = await upg('PUT', `/api/profile-klop/${tahun}`, body(ids['UJI-KEMENKEU']!, 0));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.aturan_internal).toEqual({ id: ids['UJI-KEMENKEU'], nama: 'Aturan UJI-KEMENKEU' });
    const umum = await upg('PUT', `/api/profile-klop/${tahun}`, body(ids['UJI-UMUM']!, 1));
    expect(umum.statusCode, umum.body).toBe(200);
    expect(umum.json().data.aturan_internal_id).toBe(ids['UJI-UMUM']);
  });
});
