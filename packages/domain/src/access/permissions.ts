import type { RoleName } from './roles';

/** The 11 permissions of spec §6. */
export const PERMISSION_NAMES = [
  'frapp-master-manage',
  'manajemen-user',
  'daftar-laporan',
  'tambah-laporan',
  'pelapor',
  'negative-list-approval',
  'distribusi-laporan',
  'verifikasi-laporan',
  'analisis-laporan',
  'daftar-og',
  'update-og',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

export interface PermissionDefinition {
  id: number;
  name: PermissionName;
  description: string;
}

export const PERMISSIONS: readonly PermissionDefinition[] = [
  {
    id: 1,
    name: 'frapp-master-manage',
    description: 'Kelola data master dan konten, termasuk master unit kerja',
  },
  { id: 2, name: 'manajemen-user', description: 'Kelola pengguna, peran, dan hak akses' },
  { id: 3, name: 'daftar-laporan', description: 'Melihat daftar dan detail laporan' },
  { id: 4, name: 'tambah-laporan', description: 'Membuat dan mengubah laporan' },
  { id: 5, name: 'pelapor', description: 'Kelola data pelapor' },
  { id: 6, name: 'negative-list-approval', description: 'Persetujuan negative list' },
  { id: 7, name: 'distribusi-laporan', description: 'Distribusi laporan' },
  { id: 8, name: 'verifikasi-laporan', description: 'Verifikasi laporan' },
  { id: 9, name: 'analisis-laporan', description: 'Analisis laporan' },
  { id: 10, name: 'daftar-og', description: 'Melihat layar objek gratifikasi (OG)' },
  { id: 11, name: 'update-og', description: 'Membuat, mengubah, dan mencocokkan OG' },
];

/**
 * Default grant of permissions to roles (seed data; admins may change it later).
 * The spec names the permissions but not the grant; this follows who uses which screens (§2, §6).
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  superuser: PERMISSION_NAMES,
  sysadmin: ['frapp-master-manage', 'manajemen-user'],
  individu: ['daftar-laporan', 'tambah-laporan', 'pelapor'],
  upg: ['daftar-laporan', 'tambah-laporan', 'pelapor'],
  data_entry: ['daftar-laporan', 'tambah-laporan', 'pelapor'],
  reporter: ['daftar-laporan'],
  observer: ['daftar-laporan'],
  pimpinan: ['daftar-laporan', 'tambah-laporan', 'daftar-og'],
  deputi: ['daftar-laporan', 'daftar-og'],
  direktur: ['daftar-laporan', 'verifikasi-laporan', 'analisis-laporan', 'daftar-og'],
  koordinator: ['daftar-laporan', 'distribusi-laporan', 'daftar-og'],
  ketua_group: [
    'daftar-laporan',
    'distribusi-laporan',
    'negative-list-approval',
    'verifikasi-laporan',
    'analisis-laporan',
    'daftar-og',
  ],
  ketua_tim: [
    'daftar-laporan',
    'negative-list-approval',
    'verifikasi-laporan',
    'analisis-laporan',
    'daftar-og',
  ],
  anggota_tim: [
    'daftar-laporan',
    'tambah-laporan',
    'pelapor',
    'negative-list-approval',
    'verifikasi-laporan',
    'analisis-laporan',
    'daftar-og',
    'update-og',
  ],
  // The KPK admin also manages the KPK users screen (/kpk/users, spec §2 'Master data').
  admin: ['daftar-laporan', 'frapp-master-manage', 'manajemen-user', 'daftar-og'],
  'Administrasi/Sekretaris': ['daftar-laporan', 'daftar-og'],
  admin_pengelola_OG: ['daftar-og', 'update-og'],
  ketua_group_ppg: ['daftar-laporan'],
  ketua_tim_ppg: ['daftar-laporan'],
  anggota_tim_ppg: ['daftar-laporan'],
};
