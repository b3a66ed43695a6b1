import { ROLES, type RoleName, roleByName } from '@gratifikasi/domain';

/** Password of every seeded demo account (DEMO_PASSWORD's default). */
export const DEMO_PASSWORD = 'Demo#2026';

/** The extra demo account holding ketua_group, ketua_tim and anggota_tim, for role switching. */
export const MULTI_ROLE_USERNAME = 'kpk_multi';

/** Username of the demo account seeded for a role. */
export function demoUsername(role: RoleName): string {
  return roleByName(role).demoUsername;
}

/** Every role with its demo account, in the order of the domain's role table. */
export const DEMO_ACCOUNTS = ROLES.map((role) => ({
  role: role.name,
  label: role.label,
  username: role.demoUsername,
}));
