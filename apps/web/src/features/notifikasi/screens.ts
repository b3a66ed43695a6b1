import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const notifikasi: ScreenLoader = () => import('./NotifikasiPage').then((m) => m.NotifikasiPage);

/** The notifikasi feature's screens, by domain route name: one screen for every area that has notifications. */
export const NOTIFIKASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'individu-notifikasi': notifikasi,
  'upg-notifikasi': notifikasi,
  'kpk-kpk-notifikasi': notifikasi,
};
