import type { Db } from '../../client';
import { seedMaster } from './insert';

/**
 * The monitoring (monev) catalogues the PPG configuration reads (issue 25 §1): the parameters whose weight an
 * indicator takes (`parameter-monev`, one per stage of gratification control) and the score criteria a verifier's
 * levels are drawn from (`kriteria-skor-monev`, each with the range its scores fall in). Administrators keep them.
 */
const PARAMETER_MONEV = [
  ['KOMITMEN', 'Komitmen pimpinan', 20],
  ['ATURAN', 'Aturan internal pengendalian gratifikasi', 25],
  ['UPG', 'Pembentukan dan operasional UPG', 25],
  ['MONEV', 'Monitoring dan evaluasi', 30],
] as const;

const KRITERIA_SKOR_MONEV = [
  ['SANGAT_BAIK', 'Sangat Baik', 85, 100],
  ['BAIK', 'Baik', 70, 84.99],
  ['CUKUP', 'Cukup', 50, 69.99],
  ['KURANG', 'Kurang', 25, 49.99],
  ['TIDAK_ADA', 'Tidak Ada Bukti', 0, 24.99],
] as const;

export async function seedMonev(db: Db): Promise<Record<string, number>> {
  return {
    'parameter-monev': await seedMaster(
      db,
      'parameter-monev',
      PARAMETER_MONEV.map(([kode, nama, bobot], i) => ({ kode, nama, bobot, urutan: i + 1 })),
    ),
    'kriteria-skor-monev': await seedMaster(
      db,
      'kriteria-skor-monev',
      KRITERIA_SKOR_MONEV.map(([kode, nama, skor_min, skor_max], i) => ({
        kode,
        nama,
        skor_min,
        skor_max,
        urutan: i + 1,
      })),
    ),
  };
}
