import { defineArea } from './define';
import { HOMES } from './homes';
import { P } from './permissionMeta';

/** /individu (spec §2). */
export const INDIVIDU_ROUTES = defineArea('individu', [
  HOMES.individu,
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'laporan', title: 'Daftar Laporan', meta: P.daftarLaporan },
  { path: 'laporan-create', title: 'Buat Laporan', meta: P.tambahLaporan },
  { path: 'laporan-edit/:id', title: 'Ubah Laporan', meta: P.tambahLaporan },
  { path: 'laporan-detail/:id', title: 'Detail Laporan', meta: P.daftarLaporan },
  HOMES.individuPelapor,
  { path: 'pelapor-edit', title: 'Ubah Pelapor', meta: P.pelapor },
  { name: 'individu-profile', path: 'individu-profile', title: 'Profil' },
  { name: 'individu-notifikasi', path: 'individu-notifikasi', title: 'Notifikasi' },
  { name: 'individu-report', path: 'individu-report', title: 'Rekap Laporan Saya' },
]);

/** /publik, the public reporter's screens (role individu). */
export const PUBLIK_ROUTES = defineArea('publik', [
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'laporan', title: 'Daftar Laporan', meta: P.daftarLaporan },
  { path: 'laporan-create', title: 'Buat Laporan', meta: P.tambahLaporan },
  { path: 'laporan-edit/:id', title: 'Ubah Laporan', meta: P.tambahLaporan },
  { path: 'laporan-detail/:id', title: 'Detail Laporan', meta: P.daftarLaporan },
  { path: 'pelapor', title: 'Data Pelapor', meta: P.pelapor },
  { path: 'pelapor-edit', title: 'Ubah Pelapor', meta: P.pelapor },
  { path: 'pelapor-detail', title: 'Detail Pelapor', meta: P.pelapor },
]);

/** /data-entry (spec §2). */
export const DATA_ENTRY_ROUTES = defineArea('data-entry', [
  HOMES.dataEntry,
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'pelapor', title: 'Daftar Pelapor', meta: P.pelapor },
  { path: 'pelapor/create', title: 'Tambah Pelapor', meta: P.pelapor },
  { path: 'pelapor/detail/:id', title: 'Detail Pelapor', meta: P.pelapor },
  { path: 'pelapor/edit/:id', title: 'Ubah Pelapor', meta: P.pelapor },
  { path: 'laporan/create', title: 'Buat Laporan', meta: P.tambahLaporan },
  { path: 'laporan/detail/:id', title: 'Detail Laporan', meta: P.daftarLaporan },
  { path: 'laporan/edit/:id', title: 'Ubah Laporan', meta: P.tambahLaporan },
  { path: 'laporan/anggota', title: 'Laporan yang Saya Input', meta: P.daftarLaporan },
  { path: 'history-laporan', title: 'Riwayat Laporan', meta: P.daftarLaporan },
]);

/** /reporter (spec §2). */
export const REPORTER_ROUTES = defineArea('reporter', [
  HOMES.reporter,
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'report-laporan', title: 'Rekap Laporan' },
  { path: 'report-pivot', title: 'Laporan Pivot' },
  { path: 'report-tbn', title: 'Laporan TBN' },
  { path: 'report-bulanan', title: 'Laporan Bulanan' },
  { path: 'report-triwulan', title: 'Laporan Triwulan' },
  { path: 'report-kepatuhan', title: 'Laporan Kepatuhan' },
  { path: 'report-per-instansi', title: 'Laporan per Instansi' },
  { path: 'report-per-unit-kerja', title: 'Laporan per Unit Kerja' },
  { path: 'report-per-wilayah', title: 'Laporan per Wilayah' },
]);

/** /observer (spec §2). */
export const OBSERVER_ROUTES = defineArea('observer', [
  HOMES.observer,
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'report-laporan', title: 'Rekap Laporan' },
  { path: 'report-logbook', title: 'Logbook' },
  { path: 'report-database', title: 'Basis Data Laporan' },
  { path: 'report-tbn', title: 'Laporan TBN' },
  { path: 'history-laporan', title: 'Riwayat Laporan', meta: P.daftarLaporan },
  { path: 'laporan-detail/:id', title: 'Detail Laporan', meta: P.daftarLaporan },
]);

/** /wizard (superuser only). */
export const WIZARD_ROUTES = defineArea('wizard', [
  HOMES.wizard,
  { path: 'import-laporan-dikelola-instansi', title: 'Impor Laporan Dikelola Instansi' },
  { path: 'import-laporan-dikelola-instansi-detail/:id', title: 'Detail Impor Laporan Dikelola Instansi' },
]);
