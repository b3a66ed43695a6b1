import type { MasterDefinition } from '../types';
import { GEOGRAFI_MASTERS } from './geografi';
import { GRATIFIKASI_MASTERS } from './gratifikasi';
import { KEGIATAN_MASTERS } from './kegiatan';
import { KONTEN_MASTERS } from './konten';
import { ORGANISASI_MASTERS } from './organisasi';
import { RISIKO_MASTERS } from './risiko';
import { UMUM_MASTERS } from './umum';
import { WORKFLOW_MASTERS } from './workflow';

/**
 * Every master definition, one array per group, in the order the admin menu shows the groups. Geography
 * comes first so that relations (instansi → provinsi) point to masters already listed.
 */
export const DEFINITIONS_BY_GROUP: readonly (readonly MasterDefinition[])[] = [
  GEOGRAFI_MASTERS,
  ORGANISASI_MASTERS,
  GRATIFIKASI_MASTERS,
  RISIKO_MASTERS,
  KONTEN_MASTERS,
  KEGIATAN_MASTERS,
  WORKFLOW_MASTERS,
  UMUM_MASTERS,
];

/** All definitions in that fixed order. */
export const ALL_MASTER_DEFINITIONS: readonly MasterDefinition[] = DEFINITIONS_BY_GROUP.flat();
