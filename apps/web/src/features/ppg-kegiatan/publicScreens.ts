import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * The activity's public page and its QR attendance, opened by guests: in the app's entry (app/publicScreens.ts), so
 * apart from screens.ts, whose KPK screens load with the areas.
 */
export const PPG_KEGIATAN_PUBLIC_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  kegiatan: () => import('./KegiatanPublikPage').then((m) => m.KegiatanPublikPage),
  'kegiatan-presensi': () => import('./PresensiPublikPage').then((m) => m.PresensiPublikPage),
};
