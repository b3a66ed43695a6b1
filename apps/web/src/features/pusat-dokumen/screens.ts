import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The document centre and the archive (issue 11 §4), by domain route name. */
export const PUSAT_DOKUMEN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-pusat-dokumen': () => import('./PusatDokumenPage').then((m) => m.PusatDokumenPage),
  'kpk-arsip-dokumen': () => import('./PusatDokumenPage').then((m) => m.PusatDokumenPage),
};
