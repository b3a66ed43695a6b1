import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Public documents with approval (issue 27 §3), by domain route name. */
export const PPG_DOKUMEN_PUBLIK_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-kpk-public-doc-list': () => import('./DokumenListPage').then((m) => m.DokumenListPage),
  'kpk-kpk-public-doc-create': () => import('./DokumenFormPage').then((m) => m.DokumenCreatePage),
  'kpk-kpk-public-doc-edit': () => import('./DokumenFormPage').then((m) => m.DokumenEditPage),
  'kpk-kpk-public-doc-detail': () => import('./DokumenDetailPage').then((m) => m.DokumenDetailPage),
  'kpk-gh-public-doc-list-approval': () => import('./DokumenListPage').then((m) => m.DokumenApprovalListPage),
  'kpk-gh-public-doc-view-approval': () => import('./DokumenDetailPage').then((m) => m.DokumenDetailPage),
  'upg-dokumen-publik': () => import('./UpgDokumenPages').then((m) => m.UpgDokumenListPage),
  'upg-dokumen-publik-detail': () => import('./UpgDokumenPages').then((m) => m.UpgDokumenDetailPage),
};
