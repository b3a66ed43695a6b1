import type { RoleName } from '../roles';
import type { RouteMeta } from './types';

/** Narrows a /kpk route to the given roles (spec §6 "Role lists in /kpk"). */
export function roles(...names: RoleName[]): RouteMeta {
  return { requiresRole: names };
}

/** Roles that see the report list (spec §6). */
export const LAPORAN_LIST_ROLES: readonly RoleName[] = [
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
  'Administrasi/Sekretaris',
];
/** Roles that see a reporter's detail. */
export const PELAPOR_DETAIL_ROLES: readonly RoleName[] = [
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
];
export const NEGATIVE_LIST_ROLES: readonly RoleName[] = ['ketua_group', 'ketua_tim', 'anggota_tim'];
export const SP3_ROLES: readonly RoleName[] = ['ketua_tim', 'ketua_group', 'direktur', 'deputi'];
/** Payment, receivables and statement screens. */
export const PIUTANG_ROLES: readonly RoleName[] = ['admin_pengelola_OG', 'ketua_group', 'direktur'];
export const TAGIHAN_NUMBERING_ROLES: readonly RoleName[] = [
  'anggota_tim',
  'Administrasi/Sekretaris',
  'admin_pengelola_OG',
];
export const SK_NUMBERING_ROLES: readonly RoleName[] = ['anggota_tim', 'Administrasi/Sekretaris'];
export const SK_DETAIL_ROLES: readonly RoleName[] = ['pimpinan', 'deputi', 'direktur', 'ketua_group'];
/** Report-verification screens across the chain member → team leader → group head → director. */
export const VERIFIKASI_ROLES: readonly RoleName[] = ['anggota_tim', 'ketua_tim', 'ketua_group', 'direktur'];
export const INDICATOR_CONFIG_ROLES: readonly RoleName[] = ['direktur', 'ketua_group', 'ketua_group_ppg'];
export const GROUP_HEAD_ROLES: readonly RoleName[] = ['ketua_group', 'ketua_group_ppg'];
export const INDICATOR_APPROVAL_ROLES: readonly RoleName[] = ['direktur', 'ketua_group_ppg'];
/** Activity screens ("mostly" these roles, spec §6). */
export const KEGIATAN_ROLES: readonly RoleName[] = [
  'anggota_tim_ppg',
  'ketua_tim_ppg',
  'ketua_group',
  'ketua_group_ppg',
  'direktur',
];
export const LAPORAN_KEGIATAN_CREATE_ROLES: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg'];
/** Authors of broadcasts and surveys; their approval belongs to ketua_group_ppg alone. */
export const PPG_AUTHOR_ROLES: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg'];
export const PUBLIC_DOC_ROLES: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg', 'anggota_tim'];
