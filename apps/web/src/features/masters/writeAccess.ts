import {
  hasPermission,
  type MasterDefinition,
  masterWritePermissions,
  type SessionView,
} from '@gratifikasi/domain';

/** Whether the signed-in user may write the master (any one of the definition's write permissions, as the API). */
export function canWriteMaster(def: MasterDefinition, profile: SessionView | null): boolean {
  return profile !== null && masterWritePermissions(def).some((p) => hasPermission(profile, p));
}
