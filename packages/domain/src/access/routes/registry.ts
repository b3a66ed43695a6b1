import { ADMIN_ROUTES } from './admin';
import { KPK_ADMINISTRASI_ROUTES } from './kpkAdministrasi';
import { KPK_KEGIATAN_ROUTES } from './kpkKegiatan';
import { KPK_LAPORAN_ROUTES, KPK_PPG_HOME } from './kpkLaporan';
import { KPK_OG_ROUTES } from './kpkOg';
import { KPK_PPG_ROUTES } from './kpkPpg';
import { KPK_REPORT_ROUTES } from './kpkReports';
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

const byName = new Map<string, AppRoute>();
for (const route of APP_ROUTES) {
  // A duplicate name would make buildPath ambiguous; fail at load so no table ships with one.
  if (byName.has(route.name)) throw new Error(`Duplicate route name ${route.name}`);
  byName.set(route.name, route);
}

/** The route with this name; throws on an unknown name. */
export function routeByName(name: string): AppRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
