import {
  APP_ROUTES,
  type AppRoute,
  type AreaKey,
  buildPath,
  canOpen,
  homeRouteName,
  type SessionView,
} from '@gratifikasi/domain';
import type { AreaNavEntry } from '@/ui/areaNav';
import { hasScreen } from '../screens';

/** The profile screen of each area that has one (route names fixed in the contract). */
const PROFILE_ROUTES: Partial<Record<AreaKey, string>> = {
  individu: 'individu-profile',
  upg: 'upg-profile',
  kpk: 'kpk-profile',
};

/** A route the menu can link to: no parameters, or only optional ones (e.g. a dashboard's `:tab?`). */
const linkable = (route: AppRoute) =>
  route.path.split('/').every((segment) => !segment.startsWith(':') || segment.endsWith('?'));

/**
 * Menu of an area: its routes without required parameters that have a screen in this build and that the active role
 * may open (the domain access table decides; no role names here). The role's home comes first.
 */
export function areaMenu(area: AreaKey, profile: SessionView | null): AreaNavEntry[] {
  const home = homeRouteName(profile);
  return APP_ROUTES.filter(
    (route) => route.area === area && linkable(route) && hasScreen(route.name) && canOpen(route, profile),
  )
    .map((route) => ({ name: route.name, path: buildPath(route.name), title: route.title }))
    .sort((a, b) => Number(b.name === home) - Number(a.name === home));
}

/** The area's profile entry when the user may open it, else null. */
export function profileEntry(area: AreaKey, profile: SessionView | null): AreaNavEntry | null {
  const name = PROFILE_ROUTES[area];
  if (!name) return null;
  return areaMenu(area, profile).find((entry) => entry.name === name) ?? null;
}
