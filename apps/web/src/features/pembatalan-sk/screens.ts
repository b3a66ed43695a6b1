import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The requests on a report (issue 10 §2.9): SK cancellation and the deletion requests, by domain route name. */
export const PEMBATALAN_SK_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-pembatalan-sk': () => import('./PembatalanListPage').then((m) => m.PembatalanListPage),
  'kpk-pembatalan-sk-create': () => import('./PembatalanCreatePage').then((m) => m.PembatalanCreatePage),
  'kpk-pembatalan-sk-edit': () => import('./PembatalanEditPage').then((m) => m.PembatalanEditPage),
  'kpk-batal-revisi': () => import('./BatalRevisiPage').then((m) => m.BatalRevisiPage),
};
