import { NL_BATAS_JENIS, NL_BATAS_JENIS_LABEL } from '../../negative-list/batas';
import type { MasterDefinition } from '../types';
import { common, f, lookup, master } from './build';

const group = 'gratifikasi' as const;

/** The catalogues a report is written with: kinds of event, receipt and object, relations, statuses. */
export const GRATIFIKASI_MASTERS: readonly MasterDefinition[] = [
  lookup({
    key: 'jenis-peristiwa',
    table: 'jenis_peristiwas',
    label: 'Jenis Peristiwa',
    group,
    publicPaths: ['jenis-peristiwa'],
    extra: [
      f.relation('unsur_nl_id', 'Unsur Negative List Terkait', 'unsur-nl', {
        help: 'Unsur negative list yang diusulkan untuk laporan dengan peristiwa ini (mis. pernikahan: upacara)',
      }),
    ],
  }),
  master({
    key: 'checklist-kelengkapan-peristiwas',
    table: 'checklist_kelengkapan_peristiwas',
    label: 'Checklist Kelengkapan Peristiwa',
    group,
    labelField: 'keterangan',
    defaultSort: { field: 'jenis_peristiwa_id', order: 'asc' },
    fields: [
      f.relation('jenis_peristiwa_id', 'Jenis Peristiwa', 'jenis-peristiwa', { required: true }),
      f.relation('checklist_kelengkapan_id', 'Checklist Kelengkapan', 'checklist-kelengkapan', {
        required: true,
      }),
      f.boolean('is_wajib', 'Wajib', { default: true, list: true, filter: true }),
      f.text('keterangan', 'Keterangan', { max: 255, search: true }),
    ],
  }),
  lookup({
    key: 'jenis-penerimaan',
    table: 'jenis_penerimaans',
    label: 'Jenis Penerimaan',
    group,
    publicPaths: ['jenis-penerimaan'],
  }),
  lookup({
    key: 'jenis-objek',
    table: 'jenis_objeks',
    label: 'Jenis Objek',
    group,
    publicPaths: ['jenis-objek'],
    extra: [
      f.boolean('is_uang', 'Uang atau Setara Uang', {
        default: false,
        list: true,
        filter: true,
        help: 'Objek berupa uang atau alat tukar; unsur negative list khusus bukan uang tidak berlaku',
      }),
    ],
  }),
  lookup({
    key: 'hubungan-pemberi-penerima',
    table: 'hubungan_pemberi_penerimas',
    label: 'Hubungan Pemberi dan Penerima',
    group,
    publicPaths: ['hubungan-pemberi-penerima'],
    extra: [
      f.boolean('is_keluarga', 'Keluarga (Negative List)', {
        default: false,
        list: true,
        filter: true,
        help: 'Pemberian dari keluarga termasuk negative list bila tidak ada konflik kepentingan',
      }),
      f.relation('unsur_nl_id', 'Unsur Negative List Terkait', 'unsur-nl', {
        help: 'Unsur negative list yang diusulkan untuk laporan dengan hubungan ini (mis. rekan kerja)',
      }),
    ],
  }),
  lookup({
    key: 'jenis-nomor-lain',
    table: 'jenis_nomor_lains',
    label: 'Jenis Nomor Lain',
    group,
    publicPaths: ['jenis-nomor-lains'],
  }),
  lookup({
    key: 'lokasi-objek-gratifikasi',
    table: 'lokasi_objek_gratifikasis',
    label: 'Lokasi Objek Gratifikasi',
    group,
    publicPaths: ['lokasi-objek-gratifikasis'],
  }),
  lookup({
    key: 'media-laporan',
    table: 'media_laporans',
    label: 'Media Laporan',
    group,
    publicPaths: ['media-laporan'],
  }),
  lookup({
    key: 'metode-penerimaan-og',
    table: 'metode_penerimaan_ogs',
    label: 'Metode Penerimaan OG',
    group,
    publicPaths: ['metode-penerimaan-og'],
  }),
  lookup({
    key: 'kategori-status-laporan',
    table: 'kategori_status_laporans',
    label: 'Kategori Status Laporan',
    group,
    publicPaths: ['kategori-status-laporan'],
  }),
  master({
    key: 'status-laporan',
    table: 'status_laporans',
    label: 'Status Laporan',
    group,
    publicPaths: ['status-laporan'],
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      common.kode(),
      common.nama(),
      f.relation('kategori_status_laporan_id', 'Kategori', 'kategori-status-laporan'),
      f.color('warna', 'Warna'),
      common.keterangan(),
      common.urutan(),
      common.isActive(),
    ],
  }),
  lookup({ key: 'status-informasi', table: 'status_informasis', label: 'Status Informasi', group }),
  lookup({
    key: 'rekomendasi-objek',
    table: 'rekomendasi_objeks',
    label: 'Rekomendasi Objek',
    group,
    publicPaths: ['rekomendasi-objek'],
  }),
  master({
    key: 'aturan-internal',
    table: 'aturan_internals',
    label: 'Aturan Internal',
    group,
    // The analysts (anggota tim, ketua tim, group head) add a rule while writing the LHA (kpk-lha-tambah-aturan-internal).
    write: { anyPermission: ['frapp-master-manage', 'analisis-laporan'] },
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      common.kode(),
      f.text('nama', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      // Each institution's own rules; none = a rule that binds every institution (the law, KPK regulations).
      f.relation('instansi_id', 'Instansi', 'instansi', {
        list: true,
        filter: true,
        help: 'Kosongkan bila aturan berlaku untuk semua instansi',
      }),
      f.textarea('isi', 'Isi Ketentuan', { required: true, max: 10000 }),
      f.text('dasar_hukum', 'Dasar Hukum', { max: 255, list: true, search: true }),
      f.date('berlaku_mulai', 'Berlaku Mulai', { sortable: true }),
      common.isActive(),
    ],
  }),
  master({
    key: 'unsur-nl',
    table: 'unsur_nls',
    label: 'Unsur Negative List',
    group,
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      common.kode(),
      common.nama(),
      f.enum(
        'batas',
        'Batas Nilai',
        NL_BATAS_JENIS.map((j) => [j, NL_BATAS_JENIS_LABEL[j]] as const),
        {
          list: true,
          help: 'Batas nilai yang berlaku, diatur pada konfigurasi aplikasi (nl_batas_*); kosong bila tanpa batas',
        },
      ),
      f.boolean('hanya_bukan_uang', 'Hanya Pemberian Bukan Uang', {
        default: false,
        list: true,
        help: 'Tidak berlaku bila objek berupa uang atau setara uang (jenis objek)',
      }),
      f.text('dasar_hukum', 'Dasar Hukum', { max: 255, search: true }),
      f.date('berlaku_mulai', 'Berlaku Mulai', { sortable: true }),
      common.keterangan(),
      common.urutan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'kondisi-unsur-nl',
    table: 'kondisi_unsur_nls',
    label: 'Kondisi Unsur Negative List',
    group,
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      // Filterable: the list of one element's conditions (/admin/kondisi-unsur-nl/:id) filters on it.
      f.relation('unsur_nl_id', 'Unsur Negative List', 'unsur-nl', { required: true, filter: true }),
      f.text('nama', 'Kondisi', { required: true, max: 255, list: true, search: true, sortable: true }),
      common.urutan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'parameter-nl',
    table: 'parameter_nls',
    label: 'Parameter Negative List',
    group,
    fields: [
      common.kode(),
      common.nama(),
      f.decimal('nilai', 'Nilai', { required: true, list: true }),
      f.enum(
        'satuan',
        'Satuan',
        [
          ['rupiah', 'Rupiah'],
          ['persen', 'Persen'],
          ['kali', 'Kali'],
          ['hari_kerja', 'Hari Kerja'],
        ],
        { required: true, list: true, filter: true },
      ),
      f.date('berlaku_mulai', 'Berlaku Mulai', { sortable: true }),
      common.keterangan(),
      common.isActive(),
    ],
  }),
];
