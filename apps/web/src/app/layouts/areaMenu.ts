import { APP_ROUTES, type AreaKey, canOpen, homeRouteName, type SessionView } from '@gratifikasi/domain';
import type { AreaNavEntry } from '@/ui/areaNav';
import { hasScreen } from '../screens';

/** The profile screen of each area that has one (route names fixed in the contract). */
const PROFILE_ROUTES: Partial<Record<AreaKey, string>> = {
  individu: 'individu-profile',
  upg: 'upg-profile',
  kpk: 'kpk-profile',
};

/**
 * Menu of an area: its routes without parameters that have a screen in this build and that the active role
 * may open (the domain access table decides; no role names here). The role's home comes first.
 */
export function areaMenu(area: AreaKey, profile: SessionView | null): AreaNavEntry[] {
  const home = homeRouteName(profile);
  return APP_ROUTES.filter(
    (route) =>
      route.area === area && !route.path.includes(':') && hasScreen(route.name) && canOpen(route, profile),
  )
    .map((route) => ({ name: route.name, path: route.path, title: route.title }))
    .sort((a, b) => Number(b.name === home) - Number(a.name === home));
}

/** The area's profile entry when the user may open it, else null. */
export function profileEntry(area: AreaKey, profile: SessionView | null): AreaNavEntry | null {
  const name = PROFILE_ROUTES[area];
  if (!name) return null;
  return areaMenu(area, profile).find((entry) => entry.name === name) ?? null;
}
