import type { Db } from '../../client';
import { packageCsv } from './csv';
import { seedMaster } from './insert';

/**
 * Provinces, regencies/cities and districts of Indonesia with the Kemendagri codes, from the npm package
 * `idn-area-data` v4 (code MIT, data ODbL; © fityannugroho, compiled from official government sources such
 * as the Kemendagri decree on area codes). The districts' villages are not seeded. Returns the rows inserted.
 */
export async function seedWilayah(db: Db): Promise<Record<string, number>> {
  const provinces = packageCsv('idn-area-data/data/provinces.csv');
  const regencies = packageCsv('idn-area-data/data/regencies.csv');
  const districts = packageCsv('idn-area-data/data/districts.csv');
  const provinsi = await seedMaster(
    db,
    'provinsi',
    provinces.map((p) => ({ kode: p.code, nama: p.name })),
  );
  const kota = await seedMaster(
    db,
    'kota-kabupaten',
    regencies.map((r) => ({
      kode: r.code,
      nama: r.name,
      provinsi_id: r.province_code,
      jenis: r.name?.startsWith('Kota ') ? 'kota' : 'kabupaten',
    })),
  );
  const kecamatan = await seedMaster(
    db,
    'kecamatan',
    districts.map((d) => ({ kode: d.code, nama: d.name, kota_kabupaten_id: d.regency_code })),
  );
  return { provinsi, 'kota-kabupaten': kota, kecamatan };
}
