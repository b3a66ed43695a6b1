import type { Db } from '../../client';
import { type SeedRow, seedMaster } from './insert';
import { DJKN_KPKNL, INSTANSI, TANPA_UPG, UNIT_BY_KLASIFIKASI, UNIT_KHUSUS } from './instansiData';

/** Sample rates (Rp per unit) around mid-November 2026; the source says so, and admins keep the real ones. */
const KURS_CONTOH: Readonly<Record<string, number>> = {
  USD: 16_650,
  EUR: 19_300,
  SGD: 12_800,
  JPY: 108.4,
  SAR: 4_440,
  MYR: 3_950,
};
const KURS_TANGGAL = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
/** A small day-to-day movement, so the sample looks like a rate series and "the rate in force" is testable. */
const GERAK = [1, 1.002, 0.998, 1.001, 0.999];

function units() {
  const unitRows: SeedRow[] = [];
  const subRows: SeedRow[] = [];
  for (const [kode, , , klasifikasi] of INSTANSI) {
    for (const [suffix, nama, subs] of [
      ...(UNIT_BY_KLASIFIKASI[klasifikasi] ?? []),
      ...(UNIT_KHUSUS[kode] ?? []),
    ]) {
      const unitKode = `${kode}.${suffix}`;
      unitRows.push({ kode: unitKode, nama, instansi_id: kode });
      subs.forEach((sub, i) => {
        subRows.push({
          kode: `${unitKode}.${String(i + 1).padStart(2, '0')}`,
          nama: sub,
          unit_kerja_id: unitKode,
        });
      });
    }
  }
  return { unitRows, subRows };
}

/** Institutions, their units and UPGs, the DJKN/KPKNL offices and sample exchange rates. */
export async function seedInstansi(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  out.instansi = await seedMaster(
    db,
    'instansi',
    INSTANSI.map(([kode, nama, singkatan, klasifikasi, bidang, provinsi, kota, alamat]) => ({
      kode,
      nama,
      singkatan,
      klasifikasi_instansi_id: klasifikasi,
      bidang_id: bidang,
      provinsi_id: provinsi,
      kota_kabupaten_id: kota,
      alamat,
    })),
  );
  const { unitRows, subRows } = units();
  out['unit-kerja'] = await seedMaster(db, 'unit-kerja', unitRows);
  out['sub-unit-kerja'] = await seedMaster(db, 'sub-unit-kerja', subRows);
  const withUpg = INSTANSI.filter(([kode]) => !TANPA_UPG.has(kode));
  out.upg = await seedMaster(
    db,
    'upg',
    withUpg.map(([kode, nama, , , , , , alamat]) => ({
      kode: `UPG.${kode}`,
      nama: `UPG ${nama}`,
      instansi_id: kode,
      alamat,
    })),
  );
  out['instansi-upg'] = await seedMaster(
    db,
    'instansi-upg',
    withUpg.map(([kode]) => ({
      instansi_id: kode,
      upg_id: `UPG.${kode}`,
      keterangan: 'UPG instansi sendiri',
    })),
    { key: ['instansi_id', 'upg_id'] },
  );
  out['djkn-kpknls'] = await seedMaster(
    db,
    'djkn-kpknls',
    DJKN_KPKNL.map(([kode, nama, jenis, provinsi, kota]) => ({
      kode,
      nama,
      jenis,
      provinsi_id: provinsi,
      kota_kabupaten_id: kota,
    })),
  );
  out.kurs = await seedMaster(
    db,
    'kurs',
    Object.entries(KURS_CONTOH).flatMap(([mataUang, nilai]) =>
      KURS_TANGGAL.map((tanggal, i) => ({
        mata_uang_id: mataUang,
        tanggal,
        nilai: Math.round(nilai * (GERAK[i] ?? 1) * 100) / 100,
        sumber: 'Contoh; diperbarui admin',
      })),
    ),
    { key: ['mata_uang_id', 'tanggal'] },
  );
  return out;
}
