import type { Db } from '../../client';
import { seedMaster } from './insert';

/**
 * The risk register's catalogues (issue 25 §2): probability and impact on a 1–5 scale (their product over 25 is
 * a risk's score, `skorRisiko`), the classifications, and the usual causes (the levels of the score bands
 * are seeded with the general catalogues, `umum.ts`). Administrators keep them.
 */
const PROBABILITAS = [
  ['HAMPIR_TIDAK', 'Hampir tidak terjadi (< 10%)'],
  ['JARANG', 'Jarang terjadi (10–30%)'],
  ['MUNGKIN', 'Mungkin terjadi (30–50%)'],
  ['SERING', 'Sering terjadi (50–80%)'],
  ['HAMPIR_PASTI', 'Hampir pasti terjadi (> 80%)'],
] as const;

const DAMPAK = [
  ['TIDAK_SIGNIFIKAN', 'Tidak signifikan'],
  ['MINOR', 'Minor'],
  ['MODERAT', 'Moderat'],
  ['SIGNIFIKAN', 'Signifikan'],
  ['SANGAT_SIGNIFIKAN', 'Sangat signifikan'],
] as const;

const KLASIFIKASI = [
  ['LAYANAN_PUBLIK', 'Pelayanan publik'],
  ['PENGADAAN', 'Pengadaan barang/jasa'],
  ['PERIZINAN', 'Perizinan'],
  ['KEPEGAWAIAN', 'Kepegawaian'],
  ['PENGAWASAN', 'Pengawasan dan pemeriksaan'],
] as const;

const PENYEBAB = [
  ['TATAP_MUKA', 'Interaksi tatap muka petugas dengan pengguna layanan', 'LAYANAN_PUBLIK'],
  ['SOP_TIDAK_JELAS', 'Standar layanan dan biaya tidak diumumkan', 'LAYANAN_PUBLIK'],
  ['HUBUNGAN_REKANAN', 'Hubungan dekat pejabat pengadaan dengan rekanan', 'PENGADAAN'],
  ['DISKRESI_LUAS', 'Kewenangan diskresi tanpa pengawasan', 'PERIZINAN'],
  ['PROMOSI_TERTUTUP', 'Proses mutasi dan promosi tidak transparan', 'KEPEGAWAIAN'],
  ['TEMUAN_PEMERIKSAAN', 'Kewenangan menentukan temuan pemeriksaan', 'PENGAWASAN'],
] as const;

/**
 * Intervention (issue 25 §3, `intervensi-upg`): the criteria a proposal tests (by kode; the heavier `bobot` wins
 * when an institution meets both) and the recommendation each chooses.
 */
const KRITERIA_INTERVENSI = [
  ['SKOR_RENDAH', 'Skor penilaian PPG di bawah batas intervensi (60)', 40],
  ['RISIKO_SANGAT_TINGGI', 'Memiliki titik rawan dengan level risiko VERY HIGH', 60],
] as const;

const REKOMENDASI_INTERVENSI = [
  [
    'PENDAMPINGAN_PPG',
    'Pendampingan penguatan empat tahap PPG (komitmen, aturan internal, UPG, monev) bersama pimpinan',
    'SKOR_RENDAH',
    null,
  ],
  [
    'ASISTENSI_MITIGASI',
    'Asistensi mitigasi titik rawan risiko sangat tinggi dan pemantauan progres mitigasi per triwulan',
    'RISIKO_SANGAT_TINGGI',
    'VERY_HIGH',
  ],
] as const;

export async function seedRisiko(db: Db): Promise<Record<string, number>> {
  const skala = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([kode, nama], i) => ({ kode, nama, nilai: i + 1, urutan: i + 1 }));
  return {
    'probabilitas-risiko': await seedMaster(db, 'probabilitas-risiko', skala(PROBABILITAS)),
    'dampak-kerugian': await seedMaster(db, 'dampak-kerugian', skala(DAMPAK)),
    'klasifikasi-risiko': await seedMaster(
      db,
      'klasifikasi-risiko',
      KLASIFIKASI.map(([kode, nama], i) => ({ kode, nama, urutan: i + 1 })),
    ),
    'kriteria-intervensi': await seedMaster(
      db,
      'kriteria-intervensi',
      KRITERIA_INTERVENSI.map(([kode, nama, bobot], i) => ({ kode, nama, bobot, urutan: i + 1 })),
    ),
    'rekomendasi-intervensi': await seedMaster(
      db,
      'rekomendasi-intervensi',
      REKOMENDASI_INTERVENSI.map(([kode, nama, kriteria_intervensi_id, level_risiko_id], i) => ({
        kode,
        nama,
        kriteria_intervensi_id,
        level_risiko_id,
        urutan: i + 1,
      })),
    ),
    'penyebab-risiko': await seedMaster(
      db,
      'penyebab-risiko',
      PENYEBAB.map(([kode, nama, klasifikasi_risiko_id], i) => ({
        kode,
        nama,
        klasifikasi_risiko_id,
        urutan: i + 1,
      })),
    ),
  };
}
