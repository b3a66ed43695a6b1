import { ROLE_NAMES } from '../../access/roles';
import { WORKFLOW_SCOPES } from '../../workflow/default-process';
import type { MasterDefinition } from '../types';
import { common, f, master } from './build';

const group = 'workflow' as const;

const SCOPE_LABELS = {
  anggota: 'Anggota tim penerima distribusi',
  tim: 'Tim dari anggota tersebut',
  grup: 'Grup penerima distribusi',
  peran: 'Semua pemegang peran',
  pelapor: 'Pelapor (melalui tautan)',
  pemohon: 'Pengaju permintaan',
} as const;

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
        'roles',
        'Peran Pelaksana',
        ROLE_NAMES.map((r) => [r, r] as const),
        {
          required: true,
          multiple: true,
          list: true,
          filter: true,
          help: 'Satu peran atau lebih; pemegang salah satunya boleh bertindak (mis. penomoran: sekretaris atau anggota tim)',
        },
      ),
      f.enum(
        'lingkup',
        'Lingkup Pelaksana',
        WORKFLOW_SCOPES.map((s) => [s, SCOPE_LABELS[s]] as const),
        {
          required: true,
          default: 'peran',
          list: true,
          help: 'Siapa di antara pemegang peran yang boleh bertindak atas satu laporan',
        },
      ),
      f.integer('periode_hk', 'Periode (hari kerja)', {
        min: 0,
        max: 365,
        list: true,
        help: 'Tenggat langkah dalam hari kerja; kosong bila tanpa tenggat',
      }),
      f.text('status_laporan', 'Status Laporan', {
        max: 50,
        list: true,
        help: 'Kode status laporan selama menunggu di langkah ini (master status laporan)',
      }),
      f.text('formulir', 'Formulir', {
        max: 50,
        help: 'Kunci formulir isian langkah, mis. lha, negative-list, kelengkapan',
      }),
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
      f.text('syarat', 'Syarat', {
        max: 200,
        list: true,
        help: 'Syarat atas fakta laporan, mis. penandatangan=direktur atau semua_nl=ya (pisahkan dengan &)',
      }),
      f.boolean('sistem', 'Hanya oleh Sistem', {
        list: true,
        help: 'Keputusan ini diambil oleh sistem saja (mis. batas waktu tautan pelapor terlewati); tidak ditawarkan kepada pengguna',
      }),
      common.keterangan(),
    ],
  }),
];
