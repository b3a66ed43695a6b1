import { DEFAULT_ROLE_PERMISSIONS, type Profile, type RoleName, roleByName } from '@gratifikasi/domain';

/** A my-profile answer holding the given roles (default permissions); the first, or `active`, is active. */
export function profileWith(
  roles: RoleName[],
  options: { active?: RoleName; name?: string; pelapors?: Profile['pelapors'] } = {},
): Profile {
  const held = roles.map((name, i) => {
    const def = roleByName(name);
    return {
      id: def.id,
      name,
      label: def.label,
      access_id: 100 + i,
      scope: null,
      permissions: DEFAULT_ROLE_PERMISSIONS[name].map((p) => ({ name: p })),
    };
  });
  const active = held.find((r) => r.name === (options.active ?? roles[0])) ?? held[0]!;
  return {
    id: 1,
    username: roles[0] ?? 'tamu',
    name: options.name ?? 'Pengguna Uji',
    email: 'uji@demo.gratifikasi.go.id',
    roles: held,
    active_role: { id: active.id, name: active.name, label: active.label },
    access_id: active.access_id,
    pelapors: options.pelapors ?? [],
    max_idle: 60,
    session_alert_threshold: 30,
    is_plh_gh: false,
  };
}
