import type { MasterDefinition } from '../types';
import { GEOGRAFI_MASTERS } from './geografi';
import { ORGANISASI_MASTERS } from './organisasi';

/**
 * Every master definition, one array per group, in the order the admin menu shows the groups. Geography
 * comes first so that relations (instansi → provinsi) point to masters already listed.
 */
export const DEFINITIONS_BY_GROUP: readonly (readonly MasterDefinition[])[] = [
  GEOGRAFI_MASTERS,
  ORGANISASI_MASTERS,
];

/** All definitions in that fixed order. */
export const ALL_MASTER_DEFINITIONS: readonly MasterDefinition[] = DEFINITIONS_BY_GROUP.flat();
