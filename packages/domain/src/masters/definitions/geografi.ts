import type { MasterDefinition } from '../types';
import { common, f, master } from './build';

/**
 * The regions of Indonesia and the countries are public reference data (Kemendagri codes, ISO 3166): anyone may read
 * their dropdowns, so public forms can use them and a dropdown costs no session lookup.
 */
const read = 'public' as const;

/** Geography, currency and calendar: the regions of Indonesia, countries, currencies, rates and holidays. */
export const GEOGRAFI_MASTERS: readonly MasterDefinition[] = [
  master({
    key: 'provinsi',
    read,
    table: 'provinsis',
    label: 'Provinsi',
    group: 'geografi',
    publicPaths: ['provinsis'],
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      common.kode({ max: 2, help: 'Kode wilayah Kemendagri, 2 digit (mis. 31 untuk DKI Jakarta)' }),
      common.nama(),
      common.isActive(),
    ],
  }),
  master({
    key: 'kota-kabupaten',
    read,
    table: 'kota_kabupatens',
    label: 'Kota/Kabupaten',
    group: 'geografi',
    publicPaths: ['kota-kabupatens'],
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      common.kode({ max: 5, help: 'Kode wilayah Kemendagri, mis. 31.71' }),
      common.nama(),
      f.relation('provinsi_id', 'Provinsi', 'provinsi', { required: true }),
      f.enum(
        'jenis',
        'Jenis',
        [
          ['kabupaten', 'Kabupaten'],
          ['kota', 'Kota'],
        ],
        { list: true, filter: true },
      ),
      common.isActive(),
    ],
  }),
  master({
    key: 'kecamatan',
    read,
    table: 'kecamatans',
    label: 'Kecamatan',
    group: 'geografi',
    publicPaths: ['kecamatan'],
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      common.kode({ max: 8, help: 'Kode wilayah Kemendagri, mis. 31.71.01' }),
      common.nama(),
      f.relation('kota_kabupaten_id', 'Kota/Kabupaten', 'kota-kabupaten', { required: true }),
      common.isActive(),
    ],
  }),
  master({
    key: 'negara',
    read,
    table: 'negaras',
    label: 'Negara',
    group: 'geografi',
    publicPaths: ['negaras'],
    fields: [
      common.kode({ max: 2, help: 'Kode ISO 3166-1 alpha-2, mis. ID' }),
      f.text('kode_alpha3', 'Kode Alpha-3', { max: 3, list: true, search: true }),
      common.nama(),
      f.text('nama_inggris', 'Nama (Inggris)', { max: 255, search: true }),
      common.isActive(),
    ],
  }),
  master({
    key: 'mata-uang',
    table: 'mata_uangs',
    label: 'Mata Uang',
    group: 'geografi',
    publicPaths: ['mata-uang'],
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      common.kode({ max: 3, help: 'Kode ISO 4217, mis. USD' }),
      common.nama(),
      f.text('simbol', 'Simbol', { max: 10, list: true }),
      f.integer('digit_desimal', 'Digit Desimal', { min: 0, max: 4, default: 2 }),
      f.integer('kode_numerik', 'Kode Numerik', { min: 0, max: 999 }),
      common.isActive(),
    ],
  }),
  master({
    key: 'kurs',
    table: 'kurs',
    label: 'Kurs',
    group: 'geografi',
    labelField: 'tanggal',
    defaultSort: { field: 'tanggal', order: 'desc' },
    publicPaths: ['kurs'],
    importable: true,
    fields: [
      f.relation('mata_uang_id', 'Mata Uang', 'mata-uang', { required: true, labelField: 'kode' }),
      f.date('tanggal', 'Tanggal', { required: true, list: true, filter: true, sortable: true }),
      f.decimal('nilai', 'Nilai (Rp)', {
        required: true,
        min: 0,
        list: true,
        sortable: true,
        help: 'Nilai 1 unit mata uang dalam rupiah',
      }),
      f.text('sumber', 'Sumber', { max: 255, list: true, search: true }),
    ],
  }),
  master({
    key: 'kurs-pajak',
    table: 'kurs_pajaks',
    label: 'Kurs Pajak',
    group: 'geografi',
    labelField: 'nomor_kmk',
    defaultSort: { field: 'tanggal_mulai', order: 'desc' },
    publicPaths: ['mata-uang/kurs-pajak'],
    importable: true,
    fields: [
      f.relation('mata_uang_id', 'Mata Uang', 'mata-uang', { required: true, labelField: 'kode' }),
      f.date('tanggal_mulai', 'Berlaku Mulai', { required: true, list: true, filter: true, sortable: true }),
      f.date('tanggal_selesai', 'Berlaku Sampai', { required: true, list: true, sortable: true }),
      f.decimal('nilai', 'Nilai (Rp)', { required: true, min: 0, list: true, sortable: true }),
      f.text('nomor_kmk', 'Nomor KMK', {
        required: true,
        max: 100,
        list: true,
        search: true,
        filter: true,
        help: 'Keputusan Menteri Keuangan penetapan kurs pajak mingguan',
      }),
    ],
  }),
  master({
    key: 'kalender',
    table: 'kalenders',
    label: 'Kalender',
    group: 'geografi',
    labelField: 'nama',
    defaultSort: { field: 'tahun', order: 'desc' },
    fields: [
      f.integer('tahun', 'Tahun', {
        required: true,
        unique: true,
        min: 2000,
        max: 2100,
        list: true,
        sortable: true,
      }),
      common.nama({ help: 'Mis. Hari Libur Nasional dan Cuti Bersama Tahun 2026' }),
      f.text('dasar_hukum', 'Dasar Hukum', {
        max: 255,
        list: true,
        search: true,
        help: 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan MenPAN-RB',
      }),
      f.date('tanggal_penetapan', 'Tanggal Penetapan'),
      common.keterangan(),
    ],
  }),
  master({
    key: 'hari-libur',
    table: 'hari_liburs',
    label: 'Hari Libur',
    group: 'geografi',
    defaultSort: { field: 'tanggal', order: 'asc' },
    importable: true,
    fields: [
      f.date('tanggal', 'Tanggal', {
        required: true,
        unique: true,
        list: true,
        filter: true,
        sortable: true,
      }),
      common.nama(),
      f.enum(
        'jenis',
        'Jenis',
        [
          ['libur_nasional', 'Libur Nasional'],
          ['cuti_bersama', 'Cuti Bersama'],
        ],
        { required: true, list: true, filter: true, default: 'libur_nasional' },
      ),
      common.keterangan(),
    ],
  }),
];
