import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The year's main activities (issue 26 §1): the KPK's screen and the UPG's view of its part. */
export const PPG_KEGIATAN_UTAMA_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-kpk-kegiatan-utama': () => import('./KegiatanUtamaPage').then((m) => m.KegiatanUtamaPage),
  'upg-ppg-kegiatan-utama': () => import('./UpgKegiatanUtamaPage').then((m) => m.UpgKegiatanUtamaPage),
};
