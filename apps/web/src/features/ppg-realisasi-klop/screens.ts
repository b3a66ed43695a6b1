import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The quarterly realisation of the work plan (issue 25 §2): the UPG's quarter, as read and in edit. */
export const PPG_REALISASI_KLOP_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-realisasi-klop-view': () => import('./RealisasiViewPage').then((m) => m.UpgRealisasiViewPage),
  'upg-realisasi-klop-edit': () => import('./RealisasiEditPage').then((m) => m.UpgRealisasiEditPage),
};
