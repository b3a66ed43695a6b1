import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The KPK PPG team's activities, sessions and QR attendance (issue 26 §1–2), by domain route name. */
export const PPG_KEGIATAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-kegiatan': () => import('./KegiatanListPage').then((m) => m.KegiatanListPage),
  'kpk-kegiatanku': () => import('./KegiatanListPage').then((m) => m.KegiatankuPage),
  'kpk-kegiatan-kalender': () => import('./KalenderPage').then((m) => m.KalenderPage),
  'kpk-kegiatan-create': () => import('./KegiatanFormPage').then((m) => m.KegiatanCreatePage),
  'kpk-kegiatan-edit': () => import('./KegiatanFormPage').then((m) => m.KegiatanEditPage),
  'kpk-kegiatan-view': () => import('./KegiatanViewPage').then((m) => m.KegiatanViewPage),
  'kpk-gh-kegiatan-edit': () => import('./KegiatanViewPage').then((m) => m.KegiatanViewPage),
  'kpk-kegiatan-aktivitas': () => import('./SesiFormPage').then((m) => m.SesiCreatePage),
  'kpk-kegiatan-aktivitas-edit': () => import('./SesiFormPage').then((m) => m.SesiEditPage),
  'kpk-kegiatan-aktivitas-view': () => import('./SesiViewPage').then((m) => m.SesiViewPage),
  'kpk-kegiatan-aktivitas-monitoring': () => import('./SesiViewPage').then((m) => m.SesiViewPage),
  'kpk-kegiatan-aktivitas-laporan-edit': () => import('./SesiLaporanPage').then((m) => m.SesiLaporanPage),
  'kpk-kegiatan-aktivitas-laporan-view': () => import('./SesiLaporanPage').then((m) => m.SesiLaporanPage),
  // The newer edit screen of the spec's route list is the one activity editor.
  'kpk-kegiatan-edit-new': () => import('./KegiatanFormPage').then((m) => m.KegiatanEditPage),
  'kpk-kegiatan-create-presensi': () => import('./PresensiBukaPage').then((m) => m.PresensiBukaPage),
};
