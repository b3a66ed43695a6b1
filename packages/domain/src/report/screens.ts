import type { AreaKey } from '../access/routes/types';

/**
 * Which report each area shows, without the definitions themselves: what the SPA's route → screen map needs on its
 * first load (the catalog's titles, descriptions and columns load with the report page). Kept equal to the catalog
 * by a unit test (`report.test.ts`).
 */
export const REPORT_AREAS: Readonly<Record<string, readonly AreaKey[]>> = {
  'report-laporan': ['reporter', 'observer', 'kpk'],
  'report-bulanan': ['reporter', 'kpk', 'upg'],
  'report-bulanan-kumulatif': ['kpk'],
  'report-triwulan': ['reporter', 'kpk'],
  'report-akhir-tahun': ['kpk'],
  'report-per-instansi': ['reporter', 'kpk'],
  'report-per-unit-kerja': ['reporter', 'kpk'],
  'report-per-wilayah': ['reporter', 'kpk'],
  'report-tbn': ['reporter', 'observer', 'kpk'],
  'report-kepatuhan': ['reporter', 'kpk'],
  'report-logbook': ['observer', 'kpk'],
  'report-database': ['observer', 'kpk', 'upg'],
  'report-30hk': ['kpk'],
  'report-7hk': ['kpk'],
  'report-bulanan-kpi': ['kpk'],
  'report-risiko-instansi': ['kpk'],
  'report-penilaian-ppg': ['kpk'],
  'report-elearning': ['kpk', 'upg'],
  'report-profil-instansi': ['kpk'],
  'report-kegiatan-instansi': ['kpk'],
  'spi-tematik-gratifikasi': ['kpk', 'upg'],
  'report-rekon-og': ['kpk'],
  'report-rekon-og-renkeu': ['kpk'],
  'report-piutang': ['upg'],
  'report-berita-negara': ['kpk'],
  'red-flag-pemberi': ['kpk'],
  'red-flag-pemecahan': ['kpk'],
  'red-flag-lonjakan': ['kpk'],
  'red-flag-terlambat': ['kpk'],
};
