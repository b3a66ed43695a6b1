import type { MasterRecord } from '@gratifikasi/domain';
import type { Db } from '../../db/client';

/**
 * What a capability adds to the generic writes of one master, registered by that capability when the app starts
 * (the letter templates: the Liquid check at save, a new version on every change of the body).
 */
export interface MasterHooks {
  /** Field → messages when the record may not be stored (a 422, like the field rules); null when it may. */
  check?(record: MasterRecord): Promise<Record<string, string[]> | null>;
  /** In the write's transaction, after the row is inserted or updated. */
  afterWrite?(tx: Db, id: number, userId: number | null): Promise<void>;
}

const HOOKS = new Map<string, MasterHooks>();

export function registerMasterHooks(key: string, hooks: MasterHooks): void {
  HOOKS.set(key, hooks);
}

export function masterHooks(key: string): MasterHooks | undefined {
  return HOOKS.get(key);
}
