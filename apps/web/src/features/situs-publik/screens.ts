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
};
