import { canOpen, homeRouteName, type SessionView } from '../guard';
import { APP_ROUTES, buildPath } from '../routes/registry';
import type { AppRoute, AreaKey } from '../routes/types';
import { GROUPED_AREA_MENUS, MENU_GROUPS, type MenuGroupKey, type MenuPlace, NOT_IN_MENU } from './groups';

/** One menu entry: a screen the active role may open; `group` is set in the areas grouped by task. */
export interface MenuEntry {
  name: string;
  path: string;
  title: string;
  group?: { key: MenuGroupKey; title: string; order: number };
}

/** A route a menu can link to: no parameters, or only optional ones (e.g. a dashboard's `:tab?`). */
export function isLinkable(route: AppRoute): boolean {
  return route.path.split('/').every((segment) => !segment.startsWith(':') || segment.endsWith('?'));
}

/**
 * Where a route sits in its area's menu: 'top', a task group, or null when it is no menu entry (a form reached from
 * its list, another address of a listed screen, a route of a grouped area placed nowhere). Flat areas: 'top'.
 */
export function menuPlaceOf(route: AppRoute): MenuPlace | null {
  if (NOT_IN_MENU.has(route.name) || !isLinkable(route)) return null;
  const grouped = GROUPED_AREA_MENUS[route.area];
  if (!grouped) return 'top';
  return grouped.get(route.name) ?? null;
}

const GROUP_ORDER = new Map(MENU_GROUPS.map((g, i) => [g.key, { key: g.key, title: g.title, order: i }]));

/**
 * The menu of an area for a session: its routes that have a screen in this build (`hasScreen`, the client's
 * knowledge), that the active role may open (the access table decides) and that have a place in the menu; the
 * role's home first, then the table's order. One entry per route, hence per destination.
 */
export function areaMenuEntries(
  area: AreaKey,
  profile: SessionView | null,
  hasScreen: (routeName: string) => boolean,
): MenuEntry[] {
  const home = homeRouteName(profile);
  const grouped = GROUPED_AREA_MENUS[area];
  const order = grouped ? [...grouped.keys()] : [];
  const rank = (name: string) => (grouped ? order.indexOf(name) : 0);
  return APP_ROUTES.filter((route) => route.area === area && hasScreen(route.name) && canOpen(route, profile))
    .map((route) => ({ route, where: menuPlaceOf(route) }))
    .filter((x): x is { route: AppRoute; where: MenuPlace } => x.where !== null)
    .map(({ route, where }): MenuEntry => {
      const entry: MenuEntry = { name: route.name, path: buildPath(route.name), title: route.title };
      const group = where === 'top' ? undefined : GROUP_ORDER.get(where);
      return group ? { ...entry, group } : entry;
    })
    .sort((a, b) => Number(b.name === home) - Number(a.name === home) || rank(a.name) - rank(b.name));
}
