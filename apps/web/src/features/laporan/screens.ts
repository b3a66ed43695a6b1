import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const pages = () => import('./pages');

/** The laporan feature's screens, by domain route name. */
export const LAPORAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'individu-laporan': () => pages().then((m) => m.IndividuLaporanList),
  'publik-laporan': () => pages().then((m) => m.PublikLaporanList),
  'upg-laporan': () => pages().then((m) => m.UpgLaporanList),
  'data-entry-laporan-anggota': () => pages().then((m) => m.DataEntryLaporanList),
  'kpk-laporan': () => pages().then((m) => m.KpkLaporanList),

  'individu-laporan-create': () => pages().then((m) => m.IndividuLaporanForm),
  'individu-laporan-edit': () => pages().then((m) => m.IndividuLaporanForm),
  'publik-laporan-create': () => pages().then((m) => m.PublikLaporanForm),
  'publik-laporan-edit': () => pages().then((m) => m.PublikLaporanForm),
  'upg-laporan-create': () => pages().then((m) => m.UpgLaporanForm),
  'upg-laporan-edit': () => pages().then((m) => m.UpgLaporanForm),
  'data-entry-laporan-create': () => pages().then((m) => m.DataEntryLaporanForm),
  'data-entry-laporan-edit': () => pages().then((m) => m.DataEntryLaporanForm),
  'kpk-laporan-create': () => pages().then((m) => m.KpkLaporanForm),
  'kpk-laporan-edit': () => pages().then((m) => m.KpkLaporanForm),

  'individu-laporan-detail': () => pages().then((m) => m.IndividuLaporanDetail),
  'publik-laporan-detail': () => pages().then((m) => m.PublikLaporanDetail),
  'upg-laporan-detail': () => pages().then((m) => m.UpgLaporanDetail),
  'data-entry-laporan-detail': () => pages().then((m) => m.DataEntryLaporanDetail),
  'kpk-laporan-detail': () => pages().then((m) => m.KpkLaporanDetail),
  'kpk-data-laporan': () => import('./DataLaporanPage').then((m) => m.DataLaporanPage),
  'observer-laporan-detail': () => pages().then((m) => m.ObserverLaporanDetail),

  'kpk-laporan-history': () => pages().then((m) => m.KpkLaporanHistory),
  'data-entry-history-laporan': () => pages().then((m) => m.DataEntryHistorySearch),
  'observer-history-laporan': () => pages().then((m) => m.ObserverHistorySearch),
  'kpk-history-laporan': () => pages().then((m) => m.KpkHistorySearch),

  'individu-dashboard': () => pages().then((m) => m.IndividuDashboard),
  'publik-dashboard': () => pages().then((m) => m.PublikDashboard),
  'upg-dashboard': () => pages().then((m) => m.UpgDashboard),
  'data-entry-dashboard': () => pages().then((m) => m.DataEntryDashboard),
  'individu-report': () => pages().then((m) => m.IndividuReport),
};
