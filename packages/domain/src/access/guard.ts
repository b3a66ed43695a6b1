import type { PermissionName } from './permissions';
import { KPK_STAFF_ROLES, PPG_ROLES, type RoleName, roleByName } from './roles';
import { AREAS } from './routes/areas';
import type { AppRoute, AreaKey } from './routes/types';

/** The part of the profile (`profileSchema`) the guard reads. */
export interface SessionView {
  roles: { name: RoleName; permissions: { name: PermissionName }[] }[];
  active_role: { name: RoleName } | null;
  pelapors: readonly unknown[];
}

/** A redirect may carry the reason the user is told (a page of another role's area), in Indonesian. */
export type NavDecision = { type: 'allow' } | { type: 'redirect'; to: string; reason?: string };

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
    return { type: 'redirect', to: 'login', reason: roleRefusal(route, profile) };
  }
  return { type: 'allow' };
}

/** Who an area's pages are for, in the words of the refusal ("Halaman ini hanya untuk …"). */
const AREA_AUDIENCE: Record<AreaKey, string | null> = {
  public: null,
  individu: 'pelapor',
  publik: 'pelapor',
  upg: 'petugas UPG',
  'data-entry': 'petugas entri data',
  reporter: 'pengguna laporan statistik',
  observer: 'pemantau',
  kpk: 'pegawai KPK',
  wizard: 'superuser',
  admin: 'administrator sistem',
};

const roleList = (roles: readonly RoleName[]): string => {
  const labels = [...new Set(roles.map((r) => roleByName(r).label))];
  return labels.length > 3 ? `${labels.slice(0, 3).join(', ')}, dan peran lain` : labels.join(', ');
};

/**
 * Why a signed-in user may not open a page of a role they are not acting in, said to them instead of a silent trip
 * home: another held role that may open it (switch to it), the roles of the page when theirs is of the same area,
 * else who the area is for ("Halaman ini hanya untuk pegawai KPK.").
 */
export function roleRefusal(route: AppRoute, profile: SessionView): string {
  const needed = route.meta.requiresRole ?? [];
  const held = profile.roles.map((r) => r.name).filter((name) => needed.includes(name));
  if (held.length > 0)
    return `Halaman ini memerlukan peran ${roleList(held)}. Ganti peran aktif Anda melalui menu pengguna untuk membukanya.`;
  const areaRoles = AREAS[route.area].meta.requiresRole ?? [];
  if (hasActiveRole(profile, areaRoles) && needed.length > 0)
    return `Halaman ini hanya untuk peran ${roleList(needed)}.`;
  const audience = AREA_AUDIENCE[route.area];
  return audience
    ? `Halaman ini hanya untuk ${audience}.`
    : 'Halaman ini tidak dapat dibuka dengan peran Anda.';
}
