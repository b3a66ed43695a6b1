import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const halaman =
  (kode: 'panduan' | 'privacy-policy' | 'about'): ScreenLoader =>
  () =>
    import('./HalamanPage').then((m) => m.halamanScreen(kode));

/** The public site's screens (issue 13 §1), by route name. */
export const SITUS_PUBLIK_SCREENS: Record<string, ScreenLoader> = {
  news: () => import('./BeritaListPage').then((m) => m.BeritaListPage),
  'news-detail': () => import('./BeritaDetailPage').then((m) => m.BeritaDetailPage),
  faq: () => import('./FaqPage').then((m) => m.FaqPage),
  panduan: halaman('panduan'),
  'privacy-policy': halaman('privacy-policy'),
  about: halaman('about'),
  'materi-sosialisasi': () => import('./MateriPage').then((m) => m.MateriPage),
  dokumen: () => import('./DokumenListPage').then((m) => m.DokumenListPage),
  'dokumen-detail': () => import('./DokumenDetailPage').then((m) => m.DokumenDetailPage),
  'test-tools': () => import('./alat/TestToolsPage').then((m) => m.TestToolsPage),
  redirect: () => import('./alat/RedirectPage').then((m) => m.RedirectPage),
};

/** Public screens of the site drawn in plain markup (no antd on a first visit; app/screens.ts PLAIN_SCREENS). */
export const SITUS_PUBLIK_PLAIN: readonly string[] = Object.keys(SITUS_PUBLIK_SCREENS);
