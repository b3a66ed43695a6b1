import type { ReportColumn, ReportMeta } from './definition';

const text = (key: string, label: string): ReportColumn => ({ key, label, format: 'text', sortable: true });
const int = (key: string, label: string): ReportColumn => ({ key, label, format: 'int', sortable: true });
const laporan: ReportColumn = { key: 'laporan', label: 'Laporan (20 pertama)', format: 'text' };
const FILTERS = ['tahun', 'bulan', 'instansi_id', 'kanal'] as const;

/**
 * Red flags for the KPK's analysts (issue 14 §5): each a row report whose rule's thresholds are app configs
 * (`red_flag_*`), listing the reports behind every flag. Giver names are compared trimmed, single-spaced, lower case.
 */
export const RED_FLAGS: readonly ReportMeta[] = [
  {
    key: 'red-flag-pemberi',
    title: 'Tanda Bahaya: Satu Pemberi, Banyak Penerima',
    description:
      'Pemberi yang sama kepada banyak pejabat atau instansi: pemberi dengan penerima berbeda (atau instansi ' +
      'berbeda) sebanyak ambang di Konfigurasi Aplikasi atau lebih, dalam laporan yang terfilter.',
    areas: ['kpk'],
    kind: 'baris',
    redFlag: true,
    filters: FILTERS,
    columns: [
      text('pemberi', 'Pemberi'),
      int('pejabat', 'Pejabat Penerima'),
      int('instansi', 'Instansi'),
      int('jumlah', 'Laporan'),
      { key: 'nilai', label: 'Nilai (Rp)', format: 'rupiah', sortable: true },
      laporan,
    ],
    defaultSort: { key: 'pejabat', order: 'desc' },
  },
  {
    key: 'red-flag-pemecahan',
    title: 'Tanda Bahaya: Pemberian Dipecah',
    description:
      'Pemberian dari pemberi yang sama kepada pejabat yang sama dalam rentang hari yang diatur di Konfigurasi ' +
      'Aplikasi, masing-masing di bawah batas negative list per pemberi tetapi bersama melampauinya.',
    areas: ['kpk'],
    kind: 'baris',
    redFlag: true,
    filters: FILTERS,
    columns: [
      text('pemberi', 'Pemberi'),
      text('pejabat', 'Pejabat Penerima'),
      { key: 'dari', label: 'Dari', format: 'date', sortable: true },
      { key: 'sampai', label: 'Sampai', format: 'date', sortable: true },
      int('jumlah', 'Laporan'),
      { key: 'nilai', label: 'Nilai Tertinggi dalam Rentang (Rp)', format: 'rupiah', sortable: true },
      laporan,
    ],
    defaultSort: { key: 'nilai', order: 'desc' },
  },
  {
    key: 'red-flag-lonjakan',
    title: 'Tanda Bahaya: Lonjakan Hari Raya dan Akhir Tahun',
    description:
      'Penerimaan gratifikasi di sekitar hari raya keagamaan (master hari libur) dan akhir tahun: jendela ' +
      'beberapa hari sebelum dan sesudahnya yang laporan per harinya mencapai rasio tertentu kali rata-rata harian ' +
      'tahun itu (menurut tanggal penerimaan); jendela dan rasio diatur di Konfigurasi Aplikasi.',
    areas: ['kpk'],
    kind: 'baris',
    redFlag: true,
    filters: FILTERS,
    columns: [
      text('hari_raya', 'Hari Raya'),
      { key: 'tanggal', label: 'Tanggal', format: 'date', sortable: true },
      int('jumlah', 'Laporan dalam Jendela'),
      { key: 'per_hari', label: 'Laporan per Hari', format: 'text' },
      { key: 'rata_harian', label: 'Rata-rata Harian', format: 'text' },
      { key: 'rasio', label: 'Rasio', format: 'text', sortable: true },
      laporan,
    ],
    defaultSort: { key: 'tanggal', order: 'desc' },
  },
  {
    key: 'red-flag-terlambat',
    title: 'Tanda Bahaya: Terlambat Berulang',
    description:
      'Pejabat yang melaporkan lewat 30 hari kerja sebanyak ambang di Konfigurasi Aplikasi atau lebih dalam ' +
      'laporan yang terfilter.',
    areas: ['kpk'],
    kind: 'baris',
    redFlag: true,
    filters: FILTERS,
    columns: [
      text('pejabat', 'Pejabat'),
      text('instansi', 'Instansi'),
      int('terlambat', 'Terlambat'),
      int('jumlah', 'Seluruh Laporan'),
      laporan,
    ],
    defaultSort: { key: 'terlambat', order: 'desc' },
  },
];
