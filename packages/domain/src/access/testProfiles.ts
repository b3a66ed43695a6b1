import type { SessionView } from './guard';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions';
import type { RoleName } from './roles';

/** A session holding the given roles with their default permissions; the first role is active. Test helper. */
export function sessionOf(
  roles: RoleName[],
  options: { active?: RoleName; pelapors?: number } = {},
): SessionView {
  return {
    roles: roles.map((name) => ({
      name,
      permissions: DEFAULT_ROLE_PERMISSIONS[name].map((p) => ({ name: p })),
    })),
    active_role: roles.length ? { name: options.active ?? roles[0]! } : null,
    pelapors: Array.from({ length: options.pelapors ?? 0 }, (_, i) => ({ id: i + 1 })),
  };
}
