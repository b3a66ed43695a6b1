import type { MasterDefinition } from '../types';
import { lookup } from './build';

const group = 'kegiatan' as const;

/**
 * The catalogues of the institutions' own PPG records (issue 26 §4): the kind, classification and audience of a
 * dissemination event, the participants' position levels, and how far an innovation has been put into practice.
 */
export const PPG_UPG_MASTERS: readonly MasterDefinition[] = [
  lookup({
    key: 'jenis-diseminasi',
    table: 'jenis_diseminasis',
    label: 'Jenis Diseminasi',
    group,
    publicPaths: ['jenis-diseminasi'],
  }),
  lookup({
    key: 'klasifikasi-kegiatan',
    table: 'klasifikasi_kegiatans',
    label: 'Klasifikasi Kegiatan',
    group,
    publicPaths: ['klasifikasi-kegiatan'],
  }),
  lookup({
    key: 'sasaran-kegiatan',
    table: 'sasaran_kegiatans',
    label: 'Sasaran Kegiatan',
    group,
    publicPaths: ['sasaran-kegiatan'],
  }),
  lookup({
    key: 'level-jabatan-peserta',
    table: 'level_jabatan_pesertas',
    label: 'Level Jabatan Peserta',
    group,
    publicPaths: ['level-jabatan-peserta'],
  }),
  lookup({
    key: 'implementasi-inovasi',
    table: 'implementasi_inovasis',
    label: 'Implementasi Inovasi',
    group,
    publicPaths: ['implementasi-inovasi'],
  }),
];
