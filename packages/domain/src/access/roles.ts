/** Every role of spec §6, keyed by the name the server and the client both use. */
export const ROLE_NAMES = [
  'individu',
  'upg',
  'data_entry',
  'reporter',
  'observer',
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
  'admin',
  'Administrasi/Sekretaris',
  'admin_pengelola_OG',
  'ketua_group_ppg',
  'ketua_tim_ppg',
  'anggota_tim_ppg',
  'superuser',
  'sysadmin',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

export interface RoleDefinition {
  /** Stable numeric id (spec §6: DIREKTUR=3, DEPUTI=4, PIMPINAN=5). */
  id: number;
  name: RoleName;
  /** Indonesian label shown in the header and the role switcher. */
  label: string;
  /** Username of the seeded demo account for this role. */
  demoUsername: string;
}

/** The 20 roles as seed data; ids are fixed so that rules such as "leadership = 3, 4, 5" hold everywhere. */
export const ROLES: readonly RoleDefinition[] = [
  { id: 1, name: 'superuser', label: 'Superuser', demoUsername: 'superuser' },
  { id: 2, name: 'sysadmin', label: 'Sysadmin', demoUsername: 'sysadmin' },
  { id: 3, name: 'direktur', label: 'Direktur', demoUsername: 'direktur' },
  { id: 4, name: 'deputi', label: 'Deputi', demoUsername: 'deputi' },
  { id: 5, name: 'pimpinan', label: 'Pimpinan', demoUsername: 'pimpinan' },
  { id: 6, name: 'koordinator', label: 'Koordinator', demoUsername: 'koordinator' },
  { id: 7, name: 'ketua_group', label: 'Ketua Group', demoUsername: 'ketua_group' },
  { id: 8, name: 'ketua_tim', label: 'Ketua Tim', demoUsername: 'ketua_tim' },
  { id: 9, name: 'anggota_tim', label: 'Anggota Tim', demoUsername: 'anggota_tim' },
  { id: 10, name: 'admin', label: 'Admin', demoUsername: 'admin' },
  { id: 11, name: 'Administrasi/Sekretaris', label: 'Administrasi/Sekretaris', demoUsername: 'sekretaris' },
  { id: 12, name: 'admin_pengelola_OG', label: 'Admin Pengelola OG', demoUsername: 'admin_pengelola_og' },
  { id: 13, name: 'ketua_group_ppg', label: 'Ketua Group PPG', demoUsername: 'ketua_group_ppg' },
  { id: 14, name: 'ketua_tim_ppg', label: 'Ketua Tim PPG', demoUsername: 'ketua_tim_ppg' },
  { id: 15, name: 'anggota_tim_ppg', label: 'Anggota Tim PPG', demoUsername: 'anggota_tim_ppg' },
  { id: 16, name: 'individu', label: 'Individu', demoUsername: 'individu' },
  { id: 17, name: 'upg', label: 'UPG', demoUsername: 'upg' },
  { id: 18, name: 'data_entry', label: 'Data Entry', demoUsername: 'data_entry' },
  { id: 19, name: 'reporter', label: 'Reporter', demoUsername: 'reporter' },
  { id: 20, name: 'observer', label: 'Observer', demoUsername: 'observer' },
];

/** Leadership role ids of spec §6. */
export const LEADERSHIP_ROLE_IDS = { DIREKTUR: 3, DEPUTI: 4, PIMPINAN: 5 } as const;

/** KPK staff roles whose home is kpk-beranda (spec §6 guard rules). */
export const KPK_STAFF_ROLES = [
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
  'admin',
  'Administrasi/Sekretaris',
  'admin_pengelola_OG',
] as const satisfies readonly RoleName[];

/** The PPG roles whose home is kpk-beranda-ppg. */
export const PPG_ROLES = [
  'ketua_group_ppg',
  'ketua_tim_ppg',
  'anggota_tim_ppg',
] as const satisfies readonly RoleName[];

/** Roles allowed into the /admin area. */
export const ADMIN_AREA_ROLES = ['sysadmin', 'superuser'] as const satisfies readonly RoleName[];

const byName = new Map(ROLES.map((r) => [r.name, r]));

/** The role definition for a role name. */
export function roleByName(name: RoleName): RoleDefinition {
  const role = byName.get(name);
  if (!role) throw new Error(`Unknown role ${name}`);
  return role;
}

/** True when the string is one of the 20 role names. */
export function isRoleName(value: string): value is RoleName {
  return byName.has(value as RoleName);
}

/** Roles as people read them, e.g. "Administrasi/Sekretaris / Anggota Tim" (a name that is no role stays as it is). */
export function rolesLabel(names: readonly string[]): string {
  return names.map((n) => (isRoleName(n) ? roleByName(n).label : n)).join(' / ');
}
