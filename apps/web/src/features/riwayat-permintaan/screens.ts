import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Record-trace requests (issue 11 §6), by domain route name. */
export const RIWAYAT_PERMINTAAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-riwayat-permintaan-list': () => import('./RiwayatListPage').then((m) => m.RiwayatListPage),
  'kpk-riwayat-permintaan-create': () => import('./RiwayatFormPage').then((m) => m.RiwayatCreatePage),
  'kpk-riwayat-permintaan-edit': () => import('./RiwayatFormPage').then((m) => m.RiwayatEditPage),
  'kpk-riwayat-permintaan-detail': () => import('./RiwayatDetailPage').then((m) => m.RiwayatDetailPage),
  'kpk-riwayat-permintaan-cari-via-excel': () => import('./RiwayatExcelPage').then((m) => m.RiwayatExcelPage),
  'kpk-rekam-jejak': () => import('./RekamJejakPage').then((m) => m.RekamJejakPage),
};
