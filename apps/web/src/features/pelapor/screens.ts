import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const pages = () => import('./pages');

/** The pelapor feature's screens, by domain route name: one list, form and detail reused by every area. */
export const PELAPOR_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'individu-pelapor-laporan': () => pages().then((m) => m.IndividuPelaporPage),
  'individu-pelapor-edit': () => pages().then((m) => m.IndividuPelaporEdit),
  'publik-pelapor': () => pages().then((m) => m.PublikPelaporList),
  'publik-pelapor-edit': () => pages().then((m) => m.PublikPelaporEdit),
  'publik-pelapor-detail': () => pages().then((m) => m.PublikPelaporDetail),
  'upg-pelapor': () => pages().then((m) => m.UpgPelaporList),
  'upg-pelapor-create': () => pages().then((m) => m.UpgPelaporCreate),
  'upg-pelapor-edit': () => pages().then((m) => m.UpgPelaporEdit),
  'upg-pelapor-detail': () => pages().then((m) => m.UpgPelaporDetail),
  'data-entry-pelapor': () => pages().then((m) => m.DataEntryPelaporList),
  'data-entry-pelapor-create': () => pages().then((m) => m.DataEntryPelaporCreate),
  'data-entry-pelapor-edit': () => pages().then((m) => m.DataEntryPelaporEdit),
  'data-entry-pelapor-detail': () => pages().then((m) => m.DataEntryPelaporDetail),
  'kpk-pelapor': () => pages().then((m) => m.KpkPelaporList),
  'kpk-pelapor-create': () => pages().then((m) => m.KpkPelaporCreate),
  'kpk-pelapor-edit': () => pages().then((m) => m.KpkPelaporEdit),
  'kpk-pelapor-detail': () => pages().then((m) => m.KpkPelaporDetail),
  'kpk-kpk-pelapor-detail': () => pages().then((m) => m.KpkPelaporDetail),
  'admin-pelapor': () => pages().then((m) => m.AdminPelaporList),
  'admin-pelapors': () => pages().then((m) => m.AdminPelaporList),
  'admin-pelapor-edit': () => pages().then((m) => m.AdminPelaporEdit),
  'admin-pelapor-detail': () => pages().then((m) => m.AdminPelaporDetail),
};
