import { ROLE_NAMES } from '../../access/roles';
import type { MasterDefinition } from '../types';
import { common, f, master } from './build';

const group = 'workflow' as const;

/**
 * The workflow engine's process, task and sequence definitions. The seed installs the default process of
 * DOMAIN.md ("GRATIFIKASI" v1); the workflow capability reads these rows, so changing a path is data.
 */
export const WORKFLOW_MASTERS: readonly MasterDefinition[] = [
  master({
    key: 'wfl-re-procdef',
    table: 'wfl_re_procdefs',
    label: 'Definisi Proses Workflow',
    group,
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      f.text('kode', 'Kode', {
        required: true,
        max: 50,
        list: true,
        search: true,
        sortable: true,
        filter: true,
      }),
      common.nama(),
      f.integer('versi', 'Versi', { required: true, min: 1, default: 1, list: true, sortable: true }),
      common.keterangan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'wfl-re-taskdef',
    table: 'wfl_re_taskdefs',
    label: 'Definisi Tugas Workflow',
    group,
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      f.relation('procdef_id', 'Proses', 'wfl-re-procdef', { required: true }),
      f.text('kode', 'Kode Langkah', {
        required: true,
        max: 30,
        list: true,
        search: true,
        sortable: true,
        help: 'Kode langkah pada alamat panggilan, mis. f30',
      }),
      common.nama(),
      f.enum(
        'role_name',
        'Peran Pelaksana',
        ROLE_NAMES.map((r) => [r, r] as const),
        { required: true, list: true, filter: true },
      ),
      common.urutan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'wfl-re-sequence',
    table: 'wfl_re_sequences',
    label: 'Urutan Workflow',
    group,
    labelField: 'kondisi',
    defaultSort: { field: 'from_taskdef_id', order: 'asc' },
    fields: [
      f.relation('procdef_id', 'Proses', 'wfl-re-procdef', { required: true }),
      f.relation('from_taskdef_id', 'Dari Langkah', 'wfl-re-taskdef', {
        required: true,
        labelField: 'kode',
        dependsOn: 'procdef_id',
      }),
      f.relation('to_taskdef_id', 'Ke Langkah', 'wfl-re-taskdef', {
        required: true,
        labelField: 'kode',
        dependsOn: 'procdef_id',
      }),
      f.text('kondisi', 'Kondisi', {
        required: true,
        max: 50,
        list: true,
        search: true,
        filter: true,
        help: 'Keputusan pada langkah asal, mis. setuju, kembalikan, semua_nl, tidak_lengkap',
      }),
      common.keterangan(),
    ],
  }),
];
