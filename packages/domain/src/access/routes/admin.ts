import { ADMIN_MASTERS } from './adminMasters';
import { defineArea } from './define';
import { HOMES } from './homes';
import { P } from './permissionMeta';
import type { RouteEntry } from './types';

/** A list screen and its /:id detail, both under one permission. */
function listAndDetail(path: string, title: string, meta: RouteEntry['meta']): RouteEntry[] {
  return [
    { path, title, meta },
    {
      name: `admin-${path.replaceAll('/', '-')}-detail`,
      path: `${path}/:id`,
      title: `Detail ${title}`,
      meta,
    },
  ];
}

const masters: RouteEntry[] = ADMIN_MASTERS.flatMap(([slug, title]) =>
  listAndDetail(`master-${slug}`, `Master ${title}`, P.master),
);

/** /admin (sysadmin and superuser): system screens, users and access, the master lists and admin tools. */
export const ADMIN_ROUTES = defineArea('admin', [
  HOMES.admin,
  ...listAndDetail('app-configs', 'Konfigurasi Aplikasi', {}),
  { path: 'checklist-kelengkapan-peristiwas', title: 'Checklist Kelengkapan Peristiwa', meta: P.master },
  { path: 'codes', title: 'Kode', meta: P.master },
  { path: 'kontaks', title: 'Kontak', meta: P.master },
  { path: 'laporans', title: 'Data Laporan', meta: P.master },
  { path: 'rincian-laporans', title: 'Data Rincian Laporan', meta: P.master },
  { path: 'pelapors', title: 'Data Pelapor', meta: P.master },
  { path: 'password-resets', title: 'Reset Kata Sandi', meta: P.manajemenUser },
  { path: 'login-locks', title: 'Kunci Login', meta: P.manajemenUser },
  { path: 'trx-emails', title: 'Log Email' },
  // The e-office's letters and, in the demo without EOFFICE_URL, the simulator's approver (SPEC §7 e-office integration).
  { path: 'eoffice-simulator', title: 'E-Office' },
  ...listAndDetail('log-activity', 'Log Aktivitas', {}),
  { path: 'media', title: 'Media', meta: P.master },
  { path: 'mediables', title: 'Relasi Media', meta: P.master },
  { path: 'permissions', title: 'Hak Akses', meta: P.manajemenUser },
  { path: 'permission-roles', title: 'Hak Akses Peran', meta: P.manajemenUser },
  { path: 'permission-users', title: 'Hak Akses Pengguna', meta: P.manajemenUser },
  { path: 'roles', title: 'Peran', meta: P.manajemenUser },
  { path: 'role-users', title: 'Peran Pengguna', meta: P.manajemenUser },
  ...listAndDetail('users', 'Pengguna', P.manajemenUser),
  { path: 'status-kedinasans', title: 'Status Kedinasan', meta: P.master },
  ...masters,
  { path: 'master-instansi/edit/:id', title: 'Ubah Master Instansi', meta: P.master },
  { path: 'master-kurs/kurs-pajak', title: 'Kurs Pajak', meta: P.master },
  { path: 'master-unsur-nl', title: 'Master Unsur Negative List', meta: P.master },
  { path: 'kondisi-unsur-nl/:id', title: 'Kondisi Unsur Negative List', meta: P.master },
  { path: 'master-parameter-nl', title: 'Master Parameter Negative List', meta: P.master },
  { path: 'probabilitas-risiko', title: 'Probabilitas Risiko', meta: P.master },
  { path: 'dampak-kerugian', title: 'Dampak Kerugian', meta: P.master },
  ...listAndDetail('konfigurasi-indikators', 'Konfigurasi Indikator', P.master),
  { path: 'konfigurasi-indikators/edit/:id', title: 'Ubah Konfigurasi Indikator', meta: P.master },
  ...listAndDetail('konfigurasi-skor-verifikasis', 'Konfigurasi Skor Verifikasi', P.master),
  {
    path: 'konfigurasi-skor-verifikasis/edit/:id',
    title: 'Ubah Konfigurasi Skor Verifikasi',
    meta: P.master,
  },
  { path: 'konfigurasi-klops', title: 'Konfigurasi KLOP', meta: P.master },
  { path: 'pelapor', title: 'Pelapor', meta: P.master },
  { path: 'pelapor-edit/:id', title: 'Ubah Pelapor', meta: P.master },
  { path: 'pelapor-detail/:id', title: 'Detail Pelapor', meta: P.master },
  { path: 'move-workflow-laporan', title: 'Pindah Workflow Laporan', meta: P.master },
  { path: 'reassign-angtim-laporan', title: 'Alihkan Anggota Tim Laporan', meta: P.master },
  { path: 'reassign-gh-laporan', title: 'Alihkan Group Head Laporan', meta: P.master },
  { path: 'admin-laporan-detail/:id', title: 'Detail Laporan', meta: P.master },
  ...listAndDetail('master-template-dokumen', 'Master Template Dokumen', P.master),
  { path: 'master-aturan-internal', title: 'Master Aturan Internal', meta: P.master },
  { path: 'master-aturan-internal/ubah/:id', title: 'Ubah Aturan Internal', meta: P.master },
  { path: 'master-aturan-internal/detail/:id', title: 'Detail Aturan Internal', meta: P.master },
  { path: 'master-aturan-internal/tambah', title: 'Tambah Aturan Internal', meta: P.master },
  { path: 'admin-master-version', title: 'Versi Master', meta: P.master },
]);
