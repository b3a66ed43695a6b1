import type { PermissionName } from './permissions';
import { KPK_STAFF_ROLES, PPG_ROLES, type RoleName } from './roles';
import type { AppRoute } from './routes/types';

/** The part of the profile (`profileSchema`) the guard reads. */
export interface SessionView {
  roles: { name: RoleName; permissions: { name: PermissionName }[] }[];
  active_role: { name: RoleName } | null;
  pelapors: readonly unknown[];
}

export type NavDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const OWN_HOME: Partial<Record<RoleName, string>> = {
  superuser: 'admin-home',
  sysadmin: 'admin-home',
  upg: 'upg-beranda',
  observer: 'observer-beranda',
  data_entry: 'data_entry-beranda',
  reporter: 'reporter-beranda',
};
for (const r of KPK_STAFF_ROLES) OWN_HOME[r] = 'kpk-beranda';
for (const r of PPG_ROLES) OWN_HOME[r] = 'kpk-beranda-ppg';

/** The home route name of a signed-in user by active role (spec §6 guest-only rules); 'landing' for a guest. */
export function homeRouteName(profile: SessionView | null): string {
  const role = profile?.active_role?.name;
  if (!profile || !role) return 'landing';
  // An individu without a pelapor profile must register one before anything else.
  if (role === 'individu')
    return profile.pelapors.length > 0 ? 'individu-beranda' : 'individu-pelapor-laporan';
  return OWN_HOME[role] ?? 'landing';
}

/** True when any of the user's roles (not only the active one) carries the permission (spec §6). */
export function hasPermission(profile: SessionView, permission: PermissionName): boolean {
  return profile.roles.some((r) => r.permissions.some((p) => p.name === permission));
}

/** True when the ACTIVE role is one of the given roles (spec §6: a role check matches only the active role). */
export function hasActiveRole(profile: SessionView, roles: readonly RoleName[]): boolean {
  const active = profile.active_role?.name;
  return active !== undefined && roles.includes(active);
}

/** True when the user may open the route right now, maintenance aside; menus use it to hide what is closed. */
export function canOpen(route: AppRoute, profile: SessionView | null): boolean {
  const { meta } = route;
  if (!profile) return !meta.requiresAuth && !meta.requiresRole && !meta.requiresPermission;
  if (meta.guestOnly) return false;
  if (meta.requiresPermission?.some((p) => !hasPermission(profile, p))) return false;
  if (meta.requiresRole && !hasActiveRole(profile, meta.requiresRole)) return false;
  return true;
}

/** The guard decision for opening a route, in the order of contracts.md (maintenance, sign-in, guest-only, permission, role). */
export function decideNavigation(input: {
  route: AppRoute;
  profile: SessionView | null;
  maintenance: boolean | null;
}): NavDecision {
  const { route, profile, maintenance } = input;
  const { meta } = route;
  const isMaintenanceScreen = route.name === 'maintenance';
  if (meta.checkMaintenance && maintenance === true && !isMaintenanceScreen) {
    return { type: 'redirect', to: 'maintenance' };
  }
  if (isMaintenanceScreen && maintenance === false) return { type: 'redirect', to: 'login' };
  // A role-restricted route also needs a session, even if an area forgot requiresAuth.
  if ((meta.requiresAuth || meta.requiresRole) && !profile) return { type: 'redirect', to: 'login' };
  if (meta.guestOnly && profile) {
    const home = homeRouteName(profile);
    // A user with no role-specific home lands on 'landing' itself; redirecting there again would loop.
    if (home !== route.name) return { type: 'redirect', to: home };
  }
  if (profile && meta.requiresPermission?.some((p) => !hasPermission(profile, p))) {
    return { type: 'redirect', to: 'unauthorized' };
  }
  if (profile && meta.requiresRole && !hasActiveRole(profile, meta.requiresRole)) {
    return { type: 'redirect', to: 'login' };
  }
  return { type: 'allow' };
}
