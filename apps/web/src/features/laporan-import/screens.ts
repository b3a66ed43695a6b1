import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The UPG's Excel import of reports, by domain route name. */
export const LAPORAN_IMPORT_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-laporan-import': () => import('./LaporanImportPage').then((m) => m.LaporanImportPage),
};
