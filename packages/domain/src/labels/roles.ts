import { isRoleName, roleByName } from '../access/roles';

/** A role as people read it ('anggota_tim' → 'Anggota Tim'); '-' when empty, 'Peran lain' for no known role. */
export function roleLabel(name: string | null | undefined): string {
  if (!name) return '-';
  return isRoleName(name) ? roleByName(name).label : 'Peran lain';
}
