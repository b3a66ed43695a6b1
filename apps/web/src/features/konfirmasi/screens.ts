import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The konfirmasi feature's screens, by domain route name: the reporter's side of the KPK's mailed links. */
export const KONFIRMASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'konfirmasi-kelengkapan-fill': () => import('./KonfirmasiPage').then((m) => m.KonfirmasiKelengkapanPage),
  'konfirmasi-tanggapan-fill': () => import('./KonfirmasiPage').then((m) => m.KonfirmasiTanggapanPage),
};
