import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const detail: ScreenLoader = () => import('./LaporanDetailPage').then((m) => m.LaporanDetailPage);

/** PPG activity reports (issue 26 §3): the authors, the group head, the director and the UPG, by domain route name. */
export const PPG_LAPORAN_KEGIATAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-laporan-kegiatan-create': () => import('./LaporanFormPage').then((m) => m.LaporanCreatePage),
  'kpk-laporan-kegiatan-edit': () => import('./LaporanFormPage').then((m) => m.LaporanEditPage),
  'kpk-laporan-kegiatan-view': detail,
  'kpk-laporan-kegiatan-view-v2': () => import('./LaporanCetakPage').then((m) => m.LaporanCetakPage),
  'kpk-gh-laporan-kegiatan-view': detail,
  'kpk-gh-laporan-kegiatan-approval': () =>
    import('./LaporanApprovalListPage').then((m) => m.GhApprovalListPage),
  'kpk-gh-laporan-kegiatan-approval-detail': detail,
  'kpk-direktur-laporan-kegiatan-approval': () =>
    import('./LaporanApprovalListPage').then((m) => m.DirekturApprovalListPage),
  'kpk-direktur-laporan-kegiatan-approval-detail': detail,
  'upg-laporan-kegiatan': () => import('./UpgLaporanKegiatanPage').then((m) => m.UpgLaporanKegiatanPage),
};
