import { ADMIN_ROUTES } from './admin';
import { KPK_ADMINISTRASI_ROUTES } from './kpkAdministrasi';
import { KPK_KEGIATAN_ROUTES } from './kpkKegiatan';
import { KPK_LAPORAN_ROUTES, KPK_PPG_HOME } from './kpkLaporan';
import { KPK_OG_ROUTES } from './kpkOg';
import { KPK_PPG_ROUTES } from './kpkPpg';
import { KPK_REPORT_ROUTES } from './kpkReports';
import { createRouteIndex, type RouteIndex } from './lookup';
import { PUBLIC_ROUTES } from './public';
import {
  DATA_ENTRY_ROUTES,
  INDIVIDU_ROUTES,
  OBSERVER_ROUTES,
  PUBLIK_ROUTES,
  REPORTER_ROUTES,
  WIZARD_ROUTES,
} from './reporting';
import type { AppRoute } from './types';
import { UPG_ROUTES } from './upg';

/** Every route of spec §2, each with its meta merged from its area. */
export const APP_ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...INDIVIDU_ROUTES,
  ...PUBLIK_ROUTES,
  ...UPG_ROUTES,
  ...DATA_ENTRY_ROUTES,
  ...REPORTER_ROUTES,
  ...OBSERVER_ROUTES,
  ...KPK_LAPORAN_ROUTES,
  ...KPK_PPG_HOME,
  ...KPK_REPORT_ROUTES,
  ...KPK_OG_ROUTES,
  ...KPK_ADMINISTRASI_ROUTES,
  ...KPK_PPG_ROUTES,
  ...KPK_KEGIATAN_ROUTES,
  ...WIZARD_ROUTES,
  ...ADMIN_ROUTES,
];

const all = createRouteIndex(APP_ROUTES);

/** The route with this name; throws on an unknown name. */
export const routeByName: RouteIndex['routeByName'] = all.routeByName;
/** The most specific route matching a pathname (query and hash ignored), with its decoded params; null when none. */
export const matchRoute: RouteIndex['matchRoute'] = all.matchRoute;
/** The concrete path of a named route; throws when a required param is missing, drops absent optional ones. */
export const buildPath: RouteIndex['buildPath'] = all.buildPath;
