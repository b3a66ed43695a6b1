import { AREAS } from './routes/areas';
import { APP_ROUTES } from './routes/registry';
import type { AppRoute, AreaKey } from './routes/types';

export { ADMIN_MASTERS, type MasterAdminScreens, masterAdminScreens } from './routes/adminMasters';
export { AREAS } from './routes/areas';
export { deriveRouteName } from './routes/define';
export { HOME_ROUTES, HOMES } from './routes/homes';
export { LAPORAN_LIST_ROLES } from './routes/kpkRoles';
export { createRouteIndex, type RouteIndex } from './routes/lookup';
export { PUBLIC_ROUTES } from './routes/public';
export { APP_ROUTES, buildPath, matchRoute, routeByName } from './routes/registry';
export type { AppRoute, AreaDefinition, AreaKey, RouteEntry, RouteMeta } from './routes/types';

/** Named redirect targets of spec §2 (homes and the fixed public screens). */
export const ROUTE_NAMES = {
  login: 'login',
  landing: 'landing',
  welcome: 'welcome',
  lupaPassword: 'lupa-password',
  resetPassword: 'reset-password',
  unauthorized: 'unauthorized',
  maintenance: 'maintenance',
  adminHome: 'admin-home',
  wizardHome: 'wizard-home',
  kpkBeranda: 'kpk-beranda',
  kpkBerandaPpg: 'kpk-beranda-ppg',
  upgBeranda: 'upg-beranda',
  individuBeranda: 'individu-beranda',
  individuPelaporLaporan: 'individu-pelapor-laporan',
  observerBeranda: 'observer-beranda',
  dataEntryBeranda: 'data_entry-beranda',
  reporterBeranda: 'reporter-beranda',
  individuProfile: 'individu-profile',
  upgProfile: 'upg-profile',
  kpkProfile: 'kpk-profile',
} as const;

/** The routes of one area, in table order (e.g. to build its menu). */
export function routesOfArea(area: AreaKey): AppRoute[] {
  return APP_ROUTES.filter((r) => r.area === area);
}

/** The home route name of an area, or null when it has none (e.g. /publik). */
export function areaHome(area: AreaKey): string | null {
  return AREAS[area].homeRoute;
}
