import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../rows';
import { seedMasterReference } from './index';
import { definition } from './insert';
import { computedHolidays, hariLiburOf } from './kalender';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(() => t.close());

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(sql.raw(text)));
}

async function count(key: string, where = 'true'): Promise<number> {
  const [row] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "${definition(key).table}" WHERE ${where}`,
  );
  return Number(row?.n);
}

const KEYS = [
  'provinsi',
  'kota-kabupaten',
  'kecamatan',
  'negara',
  'mata-uang',
  'hari-libur',
  'instansi',
  'wfl-re-sequence',
];

describe('master reference seed', () => {
  it('holds the regions of Indonesia, the ISO countries and currencies', async () => {
    expect(await count('provinsi')).toBeGreaterThanOrEqual(34);
    expect(await count('kota-kabupaten')).toBeGreaterThanOrEqual(514);
    expect(await count('kecamatan')).toBeGreaterThanOrEqual(7000);
    expect(await count('negara')).toBe(249);
    expect(await count('mata-uang')).toBeGreaterThanOrEqual(150);
    const [bandung] = await query<{ nama: string; provinsi: string; jenis: string }>(
      `SELECT k.nama, p.nama AS provinsi, k.jenis FROM kota_kabupatens k JOIN provinsis p ON p.id = k.provinsi_id WHERE k.kode = '32.73'`,
    );
    expect(bandung).toEqual({ nama: 'Kota Bandung', provinsi: 'Jawa Barat', jenis: 'kota' });
    const [usd] = await query<{ nama: string }>(`SELECT nama FROM mata_uangs WHERE kode = 'USD'`);
    expect(usd?.nama).toBe('Dolar Amerika Serikat');
    const [id] = await query<{ nama: string }>(`SELECT nama FROM negaras WHERE kode = 'ID'`);
    expect(id?.nama).toBe('Indonesia');
  });

  it('holds the DOMAIN.md catalogues, institutions with units and UPGs, rates and the default workflow', async () => {
    expect(await count('jenis-peristiwa')).toBe(11);
    expect(await count('hubungan-pemberi-penerima', 'is_keluarga')).toBe(2);
    // The elements name which configured limits apply; the amounts are configuration (app-configs nl_batas_*).
    const limits = await query<{ kode: string; batas: string }>(
      `SELECT kode, batas FROM unsur_nls WHERE batas IS NOT NULL ORDER BY kode`,
    );
    expect(limits).toEqual([
      { kode: 'REKAN_KERJA', batas: 'rekan' },
      { kode: 'UPACARA', batas: 'acara' },
    ]);
    expect(await count('instansi')).toBeGreaterThanOrEqual(30);
    expect(await count('upg')).toBeGreaterThan((await count('instansi')) / 2);
    const [kpk] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sub_unit_kerjas s JOIN unit_kerjas u ON u.id = s.unit_kerja_id
       JOIN instansis i ON i.id = u.instansi_id WHERE i.kode = 'KPK' AND s.nama = 'Direktorat Gratifikasi dan Pelayanan Publik'`,
    );
    expect(Number(kpk?.n)).toBe(1);
    expect(await count('kurs')).toBe(30);
    expect(await count('wfl-re-taskdef')).toBeGreaterThanOrEqual(30);
    const [riksa] = await query<{ kondisi: string }>(
      `SELECT s.kondisi FROM wfl_re_sequences s JOIN wfl_re_taskdefs a ON a.id = s.from_taskdef_id
       JOIN wfl_re_taskdefs b ON b.id = s.to_taskdef_id WHERE a.kode = 'f63' AND b.kode = 'f80'`,
    );
    expect(riksa?.kondisi).toBe('ajukan_riksa');
  });

  it("keeps this year's and next year's holidays, with the 2026 collective leave", async () => {
    const year = new Date().getFullYear();
    expect(await count('kalender')).toBe(2);
    expect(await count('hari-libur', `extract(year FROM tanggal) = ${year + 1}`)).toBeGreaterThanOrEqual(14);
    expect((await hariLiburOf(2026)).filter((h) => h.jenis === 'cuti_bersama')).toHaveLength(8);
    const christmas2027 = (await computedHolidays(2027)).find((h) => h.tanggal === '2027-12-25');
    expect(christmas2027?.nama).toContain('Kelahiran Yesus Kristus (Natal)');
  });

  it('runs again without inserting anything and never brings back a deleted row', async () => {
    await t.database.db.execute(sql.raw(`UPDATE provinsis SET deleted_at = now() WHERE kode = '11'`));
    // A row an administrator added makes the table differ from the seed, so the full insert path runs.
    await t.database.db.execute(sql.raw(`INSERT INTO provinsis (kode, nama) VALUES ('99', 'Provinsi Uji')`));
    const before = await Promise.all(KEYS.map((k) => count(k)));
    const inserted = await seedMasterReference(t.database.db);
    expect(Object.values(inserted).every((n) => n === 0)).toBe(true);
    expect(await Promise.all(KEYS.map((k) => count(k)))).toEqual(before);
    expect(await count('provinsi', `kode = '11' AND deleted_at IS NULL`)).toBe(0);
  });
});
