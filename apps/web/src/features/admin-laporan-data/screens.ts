import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const pages = () => import('./pages');

/** The administrators' report data screens (issue 28 §1): every report, every item, one report's corrections. */
export const ADMIN_LAPORAN_DATA_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'admin-laporans': () => pages().then((m) => m.LaporanDataPage),
  'admin-rincian-laporans': () => pages().then((m) => m.RincianDataPage),
  'admin-admin-laporan-detail': () => pages().then((m) => m.LaporanDataDetailPage),
};
