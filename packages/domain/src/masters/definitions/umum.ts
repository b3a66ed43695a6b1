import { LETTER_KINDS } from '../../dokumen/letter-data';
import type { MasterDefinition } from '../types';
import { common, f, master } from './build';

const group = 'umum' as const;

/** General lists: coded references, document templates and the application versions. */
export const UMUM_MASTERS: readonly MasterDefinition[] = [
  master({
    key: 'referensi',
    table: 'referensis',
    label: 'Referensi',
    group,
    defaultSort: { field: 'kategori', order: 'asc' },
    fields: [
      f.text('kategori', 'Kategori', {
        required: true,
        max: 50,
        list: true,
        filter: true,
        sortable: true,
        help: 'Kelompok referensi, mis. golongan',
      }),
      common.kode({ unique: false }),
      common.nama(),
      common.keterangan(),
      common.urutan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'template-dokumen',
    table: 'template_dokumens',
    label: 'Template Dokumen',
    group,
    fields: [
      common.kode(),
      common.nama(),
      f.enum(
        'jenis',
        'Jenis Dokumen',
        LETTER_KINDS.map((k) => [k.kode, k.nama] as const),
        {
          required: true,
          unique: true,
          list: true,
          filter: true,
          help: 'Satu template untuk setiap jenis surat',
        },
      ),
      f.textarea('konten', 'Isi Template', {
        required: true,
        max: 200_000,
        help: 'HTML dengan isian Liquid, mis. {{ pelapor.nama }}, {{ laporan.total_nilai | rupiah }}; diperiksa saat disimpan',
      }),
      f.integer('versi', 'Versi', {
        min: 1,
        default: 1,
        list: true,
        sortable: true,
        help: 'Dinaikkan otomatis setiap kali isi template berubah; versi lama tetap tersimpan',
      }),
      common.isActive(),
    ],
  }),
  master({
    key: 'master-version',
    table: 'master_versions',
    label: 'Versi Aplikasi',
    group,
    read: 'public',
    labelField: 'versi',
    defaultSort: { field: 'tanggal_rilis', order: 'desc' },
    fields: [
      f.text('versi', 'Versi', { required: true, max: 20, list: true, search: true, sortable: true }),
      f.enum(
        'platform',
        'Platform',
        [
          ['web', 'Web'],
          ['android', 'Android'],
          ['ios', 'iOS'],
        ],
        { required: true, list: true, filter: true },
      ),
      f.date('tanggal_rilis', 'Tanggal Rilis', { list: true, sortable: true }),
      f.textarea('catatan', 'Catatan Rilis'),
      f.boolean('is_latest', 'Versi Terbaru', { default: false, list: true, filter: true }),
      f.boolean('is_wajib_update', 'Wajib Diperbarui', { default: false, list: true }),
    ],
  }),
];
