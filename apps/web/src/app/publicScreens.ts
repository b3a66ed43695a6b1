import type { ComponentType } from 'react';
import { KONFIRMASI_SCREENS } from '../features/konfirmasi/screens';
import { PPG_KEGIATAN_PUBLIC_SCREENS } from '../features/ppg-kegiatan/publicScreens';
import { PPG_SURVEI_KEGIATAN_SCREENS } from '../features/ppg-survei-kegiatan/screens';
import { REGISTRASI_SCREENS } from '../features/registrasi/screens';
import { SITUS_PUBLIK_PLAIN, SITUS_PUBLIK_SCREENS } from '../features/situs-publik/screens';

export type ScreenLoader = () => Promise<ComponentType>;

const landing: ScreenLoader = () =>
  import('../features/situs-publik/landing/LandingPage').then((m) => m.LandingPage);

/**
 * The screens of the public area (domain routes with area `public`), by route name: the only screen loaders in the
 * app's entry, so a guest's first page does not download the ~400 loaders of the signed-in areas. Those are in
 * app/screens.ts, which the router loads when a path of an area is first visited (router.tsx).
 */
export const PUBLIC_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  landing,
  welcome: landing,
  login: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  'lupa-password': () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  maintenance: () => import('../features/maintenance/MaintenancePage').then((m) => m.MaintenancePage),
  unauthorized: () => import('../features/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
  // Open data (issue 13 §3).
  statistik: () => import('../features/statistik/StatistikPage').then((m) => m.StatistikPage),
  // The public trial dashboard (spec §2 /dashboard-test): the same open data as chart tiles.
  'dashboard-test': () => import('../features/statistik/DasborUjiPage').then((m) => m.DasborUjiPage),
  // The public verification a letter's QR code opens (issue 11 §2).
  'verifikasi-dokumen': () =>
    import('../features/dokumen/VerifikasiDokumenPage').then((m) => m.VerifikasiDokumenPage),
  'verifikasi-dokumen-cari': () =>
    import('../features/dokumen/CariKodeVerifikasi').then((m) => m.CariKodeVerifikasiPage),
  // Registration, activation and reactivation (issue 4).
  ...REGISTRASI_SCREENS,
  // The reporter's side of the KPK's mailed links.
  ...KONFIRMASI_SCREENS,
  // A PPG activity's public page, its QR attendance and its survey link (issue 26 §1–2, issue 27 §1).
  ...PPG_KEGIATAN_PUBLIC_SCREENS,
  ...PPG_SURVEI_KEGIATAN_SCREENS,
  // The public site (issue 13): news, FAQ, pages, materials.
  ...SITUS_PUBLIK_SCREENS,
};

/**
 * Public screens drawn without antd (ui/plain): a first visit to /login and the other guest forms, the landing or
 * /statistik downloads no antd at all (issue 9, issue 13 §4; scripts/bundle-budget.ts). Every other public screen
 * is wrapped in AntdScope by the router.
 */
export const PLAIN_SCREENS: ReadonlySet<string> = new Set([
  'login',
  'lupa-password',
  'reset-password',
  ...Object.keys(REGISTRASI_SCREENS),
  'landing',
  'welcome',
  'statistik',
  'dashboard-test',
  ...SITUS_PUBLIK_PLAIN,
]);

/**
 * Public screens that need no query cache: /login's first visit carries none (issue 29). The router puts every
 * other screen under QueryScope, loaded with it.
 */
export const QUERYLESS_SCREENS: ReadonlySet<string> = new Set(['login']);

export const notFoundScreen: ScreenLoader = () =>
  import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage);
