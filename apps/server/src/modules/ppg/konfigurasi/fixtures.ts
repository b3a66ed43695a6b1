import type { IndikatorInput } from '@gratifikasi/domain';

/**
 * A year's indicator set as a KPK prevention officer would write it (two indicators per stage, weights adding up to
 * 100 %), used by the demo and the tests. `parameter` is the monev parameter's kode.
 */
export const CONTOH_INDIKATOR: readonly (Omit<IndikatorInput, 'parameter_monev_id'> & {
  parameter: string;
})[] = [
  {
    kode: 'K1.1',
    nama: 'Pernyataan komitmen pengendalian gratifikasi oleh pimpinan',
    tahap: 1,
    parameter: 'KOMITMEN',
    bobot: 10,
    bukti: ['Dokumen komitmen bertanda tangan pimpinan', 'Dokumentasi penandatanganan'],
    deskripsi: 'Komitmen ditandatangani pimpinan tertinggi dan diumumkan kepada seluruh pegawai.',
  },
  {
    kode: 'K1.2',
    nama: 'Pengumuman larangan gratifikasi menjelang hari raya',
    tahap: 1,
    parameter: 'KOMITMEN',
    bobot: 10,
    bukti: ['Surat edaran pimpinan', 'Tautan publikasi di laman resmi'],
    deskripsi: 'Surat edaran diterbitkan paling lambat 14 hari sebelum hari raya keagamaan.',
  },
  {
    kode: 'K2.1',
    nama: 'Aturan internal pengendalian gratifikasi ditetapkan',
    tahap: 2,
    parameter: 'ATURAN',
    bobot: 15,
    bukti: ['Salinan peraturan/keputusan pimpinan'],
    deskripsi: 'Aturan mengacu pada Perkom 2/2019 dan mengatur kewajiban pelaporan serta sanksi.',
  },
  {
    kode: 'K2.2',
    nama: 'Sosialisasi aturan internal kepada pegawai',
    tahap: 2,
    parameter: 'ATURAN',
    bobot: 10,
    bukti: ['Daftar hadir sosialisasi', 'Materi sosialisasi'],
    deskripsi: null,
  },
  {
    kode: 'K3.1',
    nama: 'UPG dibentuk dengan surat keputusan',
    tahap: 3,
    parameter: 'UPG',
    bobot: 10,
    bukti: ['SK pembentukan UPG', 'Daftar anggota UPG'],
    deskripsi: 'SK menyebut susunan keanggotaan, tugas, dan kewenangan UPG.',
  },
  {
    kode: 'K3.2',
    nama: 'Laporan gratifikasi diteruskan ke KPK tepat waktu',
    tahap: 3,
    parameter: 'UPG',
    bobot: 15,
    bukti: ['Rekap penerusan laporan ke KPK'],
    deskripsi: 'Laporan diteruskan paling lambat 10 hari kerja sejak diterima UPG.',
  },
  {
    kode: 'K4.1',
    nama: 'Pemetaan titik rawan gratifikasi dan mitigasinya',
    tahap: 4,
    parameter: 'MONEV',
    bobot: 15,
    bukti: ['Register risiko', 'Rencana mitigasi'],
    deskripsi: null,
  },
  {
    kode: 'K4.2',
    nama: 'Realisasi rencana kerja pengendalian gratifikasi per triwulan',
    tahap: 4,
    parameter: 'MONEV',
    bobot: 15,
    bukti: ['Laporan realisasi triwulanan', 'Bukti kegiatan'],
    deskripsi: 'Realisasi diajukan dalam jendela waktu tiap triwulan.',
  },
];

/** The levels every indicator of the demo is scored on: criterion kode, score, what qualifies. */
export const CONTOH_LEVEL: readonly { kriteria: string; skor: number; deskripsi: string }[] = [
  {
    kriteria: 'SANGAT_BAIK',
    skor: 100,
    deskripsi: 'Terpenuhi seluruhnya dengan bukti lengkap dan tepat waktu',
  },
  { kriteria: 'BAIK', skor: 75, deskripsi: 'Terpenuhi dengan bukti lengkap, sebagian terlambat' },
  { kriteria: 'CUKUP', skor: 50, deskripsi: 'Terpenuhi sebagian atau bukti belum lengkap' },
  { kriteria: 'TIDAK_ADA', skor: 0, deskripsi: 'Tidak ada bukti pemenuhan' },
];

/** The institutions of the demo's year: the demo UPG's ministry first. */
export const PESERTA_DEMO = ['KEMENKEU', 'KEMENKES', 'PEMPROV-JABAR', 'PLN'] as const;
