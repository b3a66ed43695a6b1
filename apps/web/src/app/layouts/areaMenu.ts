import { type AreaKey, areaMenuEntries, canOpen, type SessionView } from '@gratifikasi/domain';
import { routeByName } from '@/platform/routes';
import type { AreaNavEntry } from '@/ui/areaNav';
import { hasScreen } from '../screens';

/** The profile screen of each area that has one (route names fixed in the contract). */
const PROFILE_ROUTES: Partial<Record<AreaKey, string>> = {
  individu: 'individu-profile',
  upg: 'upg-profile',
  kpk: 'kpk-profile',
};

/**
 * Menu of an area: the domain's menu (grouped by task where the area is; one entry per destination) over the
 * screens of this build; the active role's rights decide, no role names here. The role's home comes first.
 */
export function areaMenu(area: AreaKey, profile: SessionView | null): AreaNavEntry[] {
  return areaMenuEntries(area, profile, hasScreen);
}

/** The area's profile entry (opened from the user menu) when the user may open it, else null. */
export function profileEntry(area: AreaKey, profile: SessionView | null): AreaNavEntry | null {
  const name = PROFILE_ROUTES[area];
  if (!name || !hasScreen(name)) return null;
  const route = routeByName(name);
  return canOpen(route, profile) ? { name, path: route.path, title: route.title } : null;
}
