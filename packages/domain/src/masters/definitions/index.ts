import type { MasterDefinition, MasterGroup } from '../types';
import { GEOGRAFI_MASTERS } from './geografi';
import { ORGANISASI_MASTERS } from './organisasi';

/** Every master definition by group, in the order the admin menu shows the groups. */
export const DEFINITIONS_BY_GROUP: Readonly<Partial<Record<MasterGroup, readonly MasterDefinition[]>>> = {
  organisasi: ORGANISASI_MASTERS,
  geografi: GEOGRAFI_MASTERS,
};

/** All definitions in a fixed order (organisation first, so relations point backwards where possible). */
export const ALL_MASTER_DEFINITIONS: readonly MasterDefinition[] = Object.values(DEFINITIONS_BY_GROUP).flat();

export { GEOGRAFI_MASTERS, ORGANISASI_MASTERS };
