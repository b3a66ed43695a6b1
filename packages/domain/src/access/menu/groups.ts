import type { AreaKey } from '../routes/types';

/**
 * The menus of the signed-in areas, grouped by task (issue 24 §3): a few entries at the top (home, dashboard,
 * notifications), then one sub-menu per task. Each route appears at most once; routes that are another address of a
 * listed screen, or forms reached from their list, stay out of the menu (they remain reachable by their links).
 */
export const MENU_GROUPS = [
  { key: 'laporan', title: 'Laporan' },
  { key: 'proses', title: 'Proses' },
  { key: 'dokumen', title: 'Dokumen' },
  { key: 'objek', title: 'Objek & Piutang' },
  { key: 'statistik', title: 'Laporan & Statistik' },
  { key: 'ppg', title: 'Pencegahan (PPG)' },
  { key: 'master', title: 'Master' },
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

/** Where a menu route sits: at the top level, or in a task group. */
export type MenuPlace = 'top' | MenuGroupKey;

const place = (where: MenuPlace, names: readonly string[]): [string, MenuPlace][] =>
  names.map((name) => [name, where]);

/**
 * The KPK area (staff and PPG roles alike; who sees what still comes from the access table). Role dashboards
 * ("Dasbor Ketua Tim" …) are the role's work queues, hence Proses.
 */
const KPK: readonly [string, MenuPlace][] = [
  ...place('top', ['kpk-beranda', 'kpk-beranda-ppg', 'kpk-dashboard', 'kpk-kpk-notifikasi']),
  ...place('laporan', [
    'kpk-laporan',
    'kpk-laporan-create',
    'kpk-pelapor',
    'kpk-history-laporan',
    'kpk-rekam-jejak',
    'kpk-riwayat-permintaan-list',
    'kpk-riwayat-permintaan-cari-via-excel',
  ]),
  ...place('proses', [
    'kpk-pimpinan-laporan',
    'kpk-deputi-laporan',
    'kpk-direktur-laporan',
    'kpk-koordinator-laporan',
    'kpk-gh-laporan',
    'kpk-katim-laporan',
    'kpk-anggota-laporan',
    'kpk-sekretaris-laporan',
    'kpk-distribusi-laporan',
    'kpk-distribusi-laporan-fungsional',
    'kpk-verifikasi-laporan',
    'kpk-negative-list-approval',
    'kpk-sp3-laporan',
    'kpk-sp3-lha-laporan',
    'kpk-batal-revisi',
    'kpk-pembatalan-sk',
  ]),
  ...place('dokumen', [
    'kpk-pusat-dokumen',
    'kpk-arsip-dokumen',
    'kpk-batch-sensor-sk-list',
    'kpk-kpk-public-doc-list',
    'kpk-gh-public-doc-list-approval',
    'kpk-knowledge-base',
  ]),
  ...place('objek', [
    'kpk-og-list',
    'kpk-verifikasi-og',
    'kpk-kpk-rincian-og-belum-djkn',
    'kpk-og-lokasi',
    'kpk-daftar-og-sk',
    'kpk-rincian-laporan-og-list',
    'kpk-daftar-foto-og-list',
    'kpk-scan-barcode-og',
    'kpk-daftar-scan-og',
    'kpk-penerimaan-og-list',
    'kpk-pengembalian-og-list',
    'kpk-penyerahan-og-djkn-list',
    'kpk-box-penyerahan-djkn-list',
    'kpk-serah-langsung-og-list',
    'kpk-og-piutang',
    'kpk-monitoring-piutang',
    'kpk-monitoring-pembayaran',
    'kpk-og-statement-of-account',
    'kpk-pp-debtor-aging',
    'kpk-pp-mutasi-ar',
    'kpk-pp-rekapitulasi-og-piutang',
    'kpk-pp-transaksi',
    'kpk-rekon-og-upload',
  ]),
  ...place('statistik', [
    'kpk-quick-report',
    'kpk-report-laporan',
    'kpk-report-pivot',
    'kpk-report-logbook',
    'kpk-report-database',
    'kpk-report-tbn',
    'kpk-report-bulanan',
    'kpk-report-bulanan-kumulatif',
    'kpk-report-bulanan-kpi',
    'kpk-report-triwulan',
    'kpk-report-akhir-tahun',
    'kpk-report-kepatuhan',
    'kpk-report-per-instansi',
    'kpk-report-per-unit-kerja',
    'kpk-report-per-wilayah',
    'kpk-report-30hk',
    'kpk-report-7hk',
    'kpk-report-berita-negara',
    'kpk-report-risiko-instansi',
    'kpk-report-profil-instansi',
    'kpk-report-kegiatan-instansi',
    'kpk-report-elearning',
    'kpk-report-penilaian-ppg',
    'kpk-report-rekon-og',
    'kpk-report-rekon-og-renkeu',
    'kpk-spi-tematik-gratifikasi',
  ]),
  // The prevention programme: the year's frame and its verification (issue 25), then activities, dissemination and innovation (issue 26).
  ...place('ppg', [
    'kpk-dashboard-ppg',
    'kpk-gh-konfigurasi-KLOP-index',
    'kpk-konfigurasi-indikator-list',
    'kpk-gh-konfigurasi-skor-verifikasi',
    'kpk-approve-konfigurasi-skor-verifikasi',
    'kpk-anggota-verifikasi-list',
    'kpk-ApprovalVerifikasi',
    'kpk-kegiatanku',
    'kpk-kegiatan',
    'kpk-kegiatan-kalender',
    'kpk-kpk-kegiatan-utama',
    'kpk-gh-laporan-kegiatan-approval',
    'kpk-direktur-laporan-kegiatan-approval',
    'kpk-kpk-broadcast-email-list',
    'kpk-gh-approval-broadcast-list',
    'kpk-kpk-survey-creator-list',
    'kpk-gh-survey-list-approval',
    'kpk-kpk-profile-klop',
    'kpk-kpk-diseminasi',
    'kpk-kpk-inovasi',
    'kpk-maturity-elearning',
    'kpk-intervensi-upg',
  ]),
  ...place('master', [
    'kpk-master-aturan-internal',
    'kpk-materi-sosialisasi-list',
    // The KPK admin's masters and accounts (issue 28 §1).
    'kpk-master-instansis',
    'kpk-master-unit-kerjas',
    'kpk-master-sub-unit-kerjas',
    'kpk-master-upgs',
    'kpk-master-instansi-upgs',
    'kpk-users',
  ]),
];

/** The UPG area: its employees' reports and its statistics. */
const UPG: readonly [string, MenuPlace][] = [
  ...place('top', ['upg-beranda', 'upg-dashboard', 'upg-notifikasi']),
  ...place('laporan', ['upg-laporan', 'upg-laporan-create', 'upg-laporan-import', 'upg-pelapor']),
  ...place('dokumen', ['upg-dokumen-publik']),
  ...place('statistik', [
    'upg-report',
    'upg-report-piutang',
    'upg-report-database',
    'upg-report-elearning',
    'upg-spi-tematik-gratifikasi',
  ]),
  ...place('ppg', [
    'upg-ppg-dashboard',
    'upg-profil-klop',
    'upg-identifikasi-resiko',
    'upg-realisasi-mitigasi',
    'upg-ppg-diseminasi',
    'upg-inovasi',
    'upg-ppg-kegiatan-utama',
    'upg-laporan-kegiatan',
    'upg-survey',
  ]),
];

/** The grouped areas' tables as written (route name, place), in menu order. */
export const MENU_TABLES: Readonly<Partial<Record<AreaKey, readonly (readonly [string, MenuPlace])[]>>> = {
  kpk: KPK,
  upg: UPG,
};

/** Areas whose menu is grouped by task; the others (a handful of entries each) stay one flat list. */
export const GROUPED_AREA_MENUS: Readonly<Partial<Record<AreaKey, ReadonlyMap<string, MenuPlace>>>> = {
  kpk: new Map(KPK),
  upg: new Map(UPG),
};

/**
 * Routes never listed in a menu, because they are another address of a listed screen (the same list under an old
 * or mobile path) or a form reached from its list's own button (a menu entry would be a second door to it, and one
 * that misleads a role that may read the list but not add to it). Profiles open from the user menu.
 */
export const NOT_IN_MENU: ReadonlySet<string> = new Set([
  'kpk-penerimaan-og-list-mobile',
  'kpk-kpk-penerimaan-og-list',
  'kpk-master-aturan-internal-tambah-aturan-internal',
  'kpk-master-upgs-create',
  'kpk-master-instansi-upgs-create',
  'kpk-lha-tambah-aturan-internal',
  'kpk-riwayat-permintaan-create',
  'kpk-batch-sensor-sk-form-create',
  'kpk-kpk-public-doc-create',
  'kpk-kpk-broadcast-email-create',
  'kpk-kpk-survey-creator-create',
  'kpk-pembatalan-sk-create',
  'kpk-konfigurasi-klop-create',
  'kpk-kegiatan-create',
  'kpk-laporan-kegiatan-create',
  // The director's address of the score criteria's approval queue listed as approve-konfigurasi-skor-verifikasi.
  'kpk-direktur-approval-konfigurasi-skor-verifikasi',
  'kpk-pelapor-create',
  'kpk-penerimaan-og-create',
  'kpk-pengembalian-og-create',
  'kpk-penyerahan-og-djkn-create',
  'kpk-box-penyerahan-djkn-create',
  'kpk-serah-langsung-og-create',
  'upg-pelapor-create',
  'upg-ppg-diseminasi-create',
  'upg-inovasi-create',
  'kpk-kpk-inovasi-bandingkan',
  // The PPG dashboard on the previous year's frame, opened from the dashboard.
  'kpk-dashboard-ppg-old',
  'data-entry-pelapor-create',
  'kpk-profile',
  'upg-profile',
  'individu-profile',
]);
