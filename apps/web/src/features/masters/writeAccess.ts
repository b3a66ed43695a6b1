import { hasPermission, type MasterDefinition, type SessionView } from '@gratifikasi/domain';

/** Whether the signed-in user may write the master (the definition names the permission; default as the API). */
export function canWriteMaster(def: MasterDefinition, profile: SessionView | null): boolean {
  return profile !== null && hasPermission(profile, def.write?.permission ?? 'frapp-master-manage');
}
