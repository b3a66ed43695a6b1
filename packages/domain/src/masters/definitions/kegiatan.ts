import type { MasterDefinition } from '../types';
import { lookup } from './build';
import { PPG_UPG_MASTERS } from './ppgUpg';

const group = 'kegiatan' as const;

/** Kinds and forms of prevention activities, and kinds of public documents. */
export const KEGIATAN_MASTERS: readonly MasterDefinition[] = [
  lookup({
    key: 'jenis-kegiatan',
    table: 'jenis_kegiatans',
    label: 'Jenis Kegiatan',
    group,
    publicPaths: ['jenis-kegiatan'],
  }),
  lookup({
    key: 'bentuk-kegiatan',
    table: 'bentuk_kegiatans',
    label: 'Bentuk Kegiatan',
    group,
    publicPaths: ['bentuk-kegiatan'],
  }),
  lookup({
    key: 'jenis-publikasi-dokumen',
    table: 'jenis_publikasi_dokumens',
    label: 'Jenis Publikasi Dokumen',
    group,
    read: 'public',
    publicPaths: ['jenis-publikasi-dokumen'],
  }),
  ...PPG_UPG_MASTERS,
];
