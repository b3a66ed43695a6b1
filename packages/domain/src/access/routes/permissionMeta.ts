import type { RouteMeta } from './types';

/** Meta fragments for the permissions of spec §6, shared by every area's table. */
export const P = {
  daftarLaporan: { requiresPermission: ['daftar-laporan'] },
  tambahLaporan: { requiresPermission: ['tambah-laporan'] },
  pelapor: { requiresPermission: ['pelapor'] },
  negativeList: { requiresPermission: ['negative-list-approval'] },
  distribusi: { requiresPermission: ['distribusi-laporan'] },
  verifikasi: { requiresPermission: ['verifikasi-laporan'] },
  analisis: { requiresPermission: ['analisis-laporan'] },
  daftarOg: { requiresPermission: ['daftar-og'] },
  updateOg: { requiresPermission: ['update-og'] },
  master: { requiresPermission: ['frapp-master-manage'] },
  manajemenUser: { requiresPermission: ['manajemen-user'] },
} as const satisfies Record<string, RouteMeta>;
