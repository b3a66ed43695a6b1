import { APP_ROUTES, MASTER_DEFINITIONS } from '@gratifikasi/domain';
import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const landing: ScreenLoader = () => import('../features/landing/LandingPage').then((m) => m.LandingPage);
const beranda: ScreenLoader = () => import('../features/beranda/BerandaPage').then((m) => m.BerandaPage);
const profile: ScreenLoader = () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage);

const routeNames = new Set(APP_ROUTES.map((route) => route.name));

/** Master data screens, generated from the registry: one list and one detail route per definition that has routes. */
const masterScreens: Record<string, ScreenLoader> = Object.fromEntries(
  MASTER_DEFINITIONS.filter((def) => routeNames.has(`admin-master-${def.key}`)).flatMap((def) => [
    [
      `admin-master-${def.key}`,
      () => import('../features/masters/screens').then((m) => m.masterListScreen(def.key)),
    ],
    [
      `admin-master-${def.key}-detail`,
      () => import('../features/masters/screens').then((m) => m.masterDetailScreen(def.key)),
    ],
  ]),
);

/**
 * Route name (packages/domain APP_ROUTES) → lazily loaded screen. Only routes listed here are registered in
 * the router and shown in menus; every other path falls through to the not-found screen.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  landing,
  welcome: landing,
  login: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  'lupa-password': () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  maintenance: () => import('../features/maintenance/MaintenancePage').then((m) => m.MaintenancePage),
  unauthorized: () => import('../features/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
  'admin-home': () => import('./screens/AdminHomeScreen').then((m) => m.AdminHomeScreen),
  'wizard-home': beranda,
  'kpk-beranda': beranda,
  'kpk-beranda-ppg': beranda,
  'upg-beranda': beranda,
  'individu-beranda': beranda,
  'observer-beranda': beranda,
  'data_entry-beranda': beranda,
  'reporter-beranda': beranda,
  'individu-profile': profile,
  'upg-profile': profile,
  'kpk-profile': profile,
  ...masterScreens,
};

export const notFoundScreen: ScreenLoader = () =>
  import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage);

/** True when the route has a screen in this build (menus list only those). */
export function hasScreen(routeName: string): boolean {
  return Object.hasOwn(SCREENS, routeName);
}
