import {
  hasPermission,
  type MasterDefinition,
  masterWritePermissions,
  mayManageMaster,
  type SessionView,
} from '@gratifikasi/domain';

/**
 * Whether the signed-in user may write the master, as the API decides: any one of the definition's write
 * permissions, and frapp-master-manage held through the KPK admin role only opens the KPK admin's masters.
 */
export function canWriteMaster(def: MasterDefinition, profile: SessionView | null): boolean {
  if (profile === null) return false;
  const held = masterWritePermissions(def).filter((p) => hasPermission(profile, p));
  if (held.length === 0) return false;
  if (held.some((p) => p !== 'frapp-master-manage')) return true;
  return mayManageMaster(
    profile.roles.map((r) => r.name),
    def.key,
  );
}
