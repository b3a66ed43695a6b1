import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@gratifikasi/domain';
import { APP_CONFIG_DEFAULTS, APP_CONFIG_KEYS } from '../../platform/settings';
import type { Db } from '../client';
import { app_configs, permission_roles, permissions, roles } from '../schema';

const permissionId = new Map(PERMISSIONS.map((p) => [p.name, p.id]));

/** Roles, permissions, their default grant and app config defaults. Idempotent: existing rows are kept. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ id: r.id, name: r.name, label: r.label })))
      .onConflictDoNothing();
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((p) => ({ id: p.id, name: p.name, description: p.description })))
      .onConflictDoNothing();
    const grants = ROLES.flatMap((role) =>
      DEFAULT_ROLE_PERMISSIONS[role.name].map((name) => ({
        role_id: role.id,
        permission_id: permissionId.get(name) ?? 0,
      })),
    );
    await tx.insert(permission_roles).values(grants).onConflictDoNothing();
    await tx
      .insert(app_configs)
      .values(
        APP_CONFIG_KEYS.map((key) => ({
          key,
          value: APP_CONFIG_DEFAULTS[key].value,
          description: APP_CONFIG_DEFAULTS[key].description,
        })),
      )
      .onConflictDoNothing();
  });
}
