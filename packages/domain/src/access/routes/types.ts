import type { PermissionName } from '../permissions';
import type { RoleName } from '../roles';

export type AreaKey =
  | 'public'
  | 'individu'
  | 'publik'
  | 'upg'
  | 'data-entry'
  | 'reporter'
  | 'observer'
  | 'kpk'
  | 'wizard'
  | 'admin';

/** Route meta of spec §2: who may open a route and whether maintenance mode diverts it. */
export interface RouteMeta {
  guestOnly?: boolean;
  requiresAuth?: boolean;
  requiresRole?: readonly RoleName[];
  requiresPermission?: readonly PermissionName[];
  checkMaintenance?: boolean;
}

export interface AppRoute {
  name: string;
  /** Full react-router path, e.g. '/kpk/laporan-detail/:id'. */
  path: string;
  area: AreaKey;
  /** Indonesian title. */
  title: string;
  /** Already merged with its area's meta. */
  meta: RouteMeta;
  /**
   * A public page meant to be found (issue 13 §4): its description for the page's meta tags; such a page without
   * parameters is listed in sitemap.xml.
   */
  description?: string;
}

export interface AreaDefinition {
  key: AreaKey;
  basePath: string;
  title: string;
  meta: RouteMeta;
  homeRoute: string | null;
}

/** One route as written in an area's table: path relative to the area, title, and the meta it adds. */
export interface RouteEntry {
  path: string;
  title: string;
  meta?: RouteMeta;
  /** Set only where the derived `<area>-<static segments>` name would be wrong or taken. */
  name?: string;
  description?: string;
}
