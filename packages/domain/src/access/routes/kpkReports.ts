import { defineArea } from './define';
import { P } from './permissionMeta';

/** /kpk reports and analytics; spec §6: open to the staff roles of the area (and PPG where they apply). */
export const KPK_REPORT_ROUTES = defineArea('kpk', [
  { path: 'report-pivot', title: 'Laporan Pivot' },
  { path: 'report-laporan', title: 'Rekap Laporan' },
  { path: 'report-logbook', title: 'Logbook' },
  { path: 'report-database', title: 'Basis Data Laporan' },
  { path: 'report-tbn', title: 'Laporan TBN' },
  { path: 'report-bulanan', title: 'Laporan Bulanan' },
  { path: 'report-akhir-tahun', title: 'Laporan Akhir Tahun' },
  { path: 'report-bulanan-kumulatif', title: 'Laporan Bulanan Kumulatif' },
  { path: 'report-bulanan-kpi', title: 'Laporan Bulanan KPI' },
  { path: 'report-triwulan', title: 'Laporan Triwulan' },
  { path: 'report-kepatuhan', title: 'Laporan Kepatuhan' },
  { path: 'report-per-instansi', title: 'Laporan per Instansi' },
  { path: 'report-per-unit-kerja', title: 'Laporan per Unit Kerja' },
  { path: 'report-per-wilayah', title: 'Laporan per Wilayah' },
  { path: 'report-30hk', title: 'Laporan 30 Hari Kerja' },
  { path: 'report-7hk', title: 'Laporan 7 Hari Kerja' },
  { path: 'report-berita-negara', title: 'Laporan Berita Negara' },
  { path: 'report-risiko-instansi', title: 'Laporan Risiko Instansi' },
  { path: 'report-elearning', title: 'Laporan E-Learning' },
  { path: 'report-penilaian-ppg', title: 'Laporan Penilaian PPG' },
  { path: 'report-profil-instansi', title: 'Laporan Profil Instansi' },
  { path: 'report-kegiatan-instansi', title: 'Laporan Kegiatan Instansi' },
  { path: 'report-rekon-og', title: 'Laporan Rekonsiliasi OG', meta: P.daftarOg },
  { path: 'report-rekon-og-renkeu', title: 'Laporan Rekonsiliasi OG Renkeu', meta: P.daftarOg },
  { path: 'kpk-rincian-og-belum-djkn', title: 'Rincian OG Belum Diserahkan ke DJKN', meta: P.daftarOg },
  { path: 'spi/tematik-gratifikasi', title: 'SPI Tematik Gratifikasi' },
]);
