import { INSTANSI_REPORTS } from './catalog-instansi';
import { OBJEK_REPORTS } from './catalog-objek';
import type { ReportColumn, ReportMeta } from './definition';
import { RED_FLAGS } from './red-flags';

const jumlah: ReportColumn = {
  key: 'jumlah',
  label: 'Jumlah Laporan',
  format: 'int',
  total: true,
  sortable: true,
};
const nilai: ReportColumn = {
  key: 'nilai',
  label: 'Nilai (Rp)',
  format: 'rupiah',
  total: true,
  sortable: true,
};
const terlambat: ReportColumn = {
  key: 'terlambat',
  label: 'Dilaporkan Terlambat',
  format: 'int',
  total: true,
  sortable: true,
};
const measures = [jumlah, nilai, terlambat] as const;
const text = (key: string, label: string): ReportColumn => ({ key, label, format: 'text', sortable: true });
const AGREGAT_FILTERS = ['tahun', 'bulan', 'instansi_id', 'provinsi_id', 'status', 'kanal'] as const;

/** Every report of issue 14 whose data exists; the PPG and e-learning reports join when their data does. */
export const REPORTS: readonly ReportMeta[] = [
  {
    key: 'report-laporan',
    title: 'Rekap Laporan',
    description:
      'Laporan gratifikasi yang telah disampaikan (ke KPK atau UPG), per status saat ini: jumlah laporan, nilai ' +
      'taksiran dalam rupiah, dan berapa di antaranya dilaporkan lewat 30 hari kerja.',
    areas: ['reporter', 'observer', 'kpk'],
    kind: 'agregat',
    filters: ['tahun', 'bulan', 'instansi_id', 'provinsi_id', 'kanal'],
    columns: [text('status', 'Status'), ...measures],
    defaultSort: { key: 'jumlah', order: 'desc' },
    chart: { type: 'bar', x: 'status', y: ['jumlah'] },
  },
  {
    key: 'report-bulanan',
    title: 'Laporan Bulanan',
    description:
      'Laporan yang disampaikan per bulan dalam satu tahun (bulan penyampaian, WIB): jumlah, nilai dalam rupiah ' +
      'dan yang dilaporkan terlambat.',
    areas: ['reporter', 'kpk', 'upg'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id', 'status', 'kanal'],
    columns: [{ key: 'bulan', label: 'Bulan', format: 'text' }, ...measures],
    defaultSort: { key: 'bulan', order: 'asc' },
    chart: { type: 'line', x: 'bulan', y: ['jumlah'] },
  },
  {
    key: 'report-bulanan-kumulatif',
    title: 'Laporan Bulanan Kumulatif',
    description:
      'Laporan per bulan dalam satu tahun dan jumlah kumulatifnya sejak Januari (jumlah dan nilai).',
    areas: ['kpk'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id', 'status', 'kanal'],
    columns: [
      { key: 'bulan', label: 'Bulan', format: 'text' },
      jumlah,
      { key: 'kumulatif_jumlah', label: 'Kumulatif Laporan', format: 'int' },
      nilai,
      { key: 'kumulatif_nilai', label: 'Kumulatif Nilai (Rp)', format: 'rupiah' },
    ],
    defaultSort: { key: 'bulan', order: 'asc' },
    chart: { type: 'line', x: 'bulan', y: ['kumulatif_jumlah'] },
  },
  {
    key: 'report-triwulan',
    title: 'Laporan Triwulan',
    description: 'Laporan yang disampaikan per triwulan dalam satu tahun: jumlah, nilai dan yang terlambat.',
    areas: ['reporter', 'kpk'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id', 'status', 'kanal'],
    columns: [{ key: 'triwulan', label: 'Triwulan', format: 'text' }, ...measures],
    defaultSort: { key: 'triwulan', order: 'asc' },
    chart: { type: 'bar', x: 'triwulan', y: ['jumlah'] },
  },
  {
    key: 'report-akhir-tahun',
    title: 'Laporan Akhir Tahun',
    description:
      'Statistik tahunan gratifikasi: per tahun penyampaian, jumlah laporan, nilai, yang terlambat, dan berapa ' +
      'instansi yang pegawainya melapor.',
    areas: ['kpk'],
    kind: 'agregat',
    filters: ['instansi_id', 'provinsi_id', 'status', 'kanal'],
    columns: [
      { key: 'tahun', label: 'Tahun', format: 'text', sortable: true },
      ...measures,
      { key: 'instansi', label: 'Instansi Melapor', format: 'int', sortable: true },
    ],
    defaultSort: { key: 'tahun', order: 'desc' },
    chart: { type: 'bar', x: 'tahun', y: ['jumlah'] },
  },
  {
    key: 'report-per-instansi',
    title: 'Laporan per Instansi',
    description:
      'Laporan yang disampaikan per instansi pelapor: jumlah, nilai dalam rupiah dan yang terlambat.',
    areas: ['reporter', 'kpk'],
    kind: 'agregat',
    filters: AGREGAT_FILTERS,
    columns: [text('instansi', 'Instansi'), text('provinsi', 'Provinsi'), ...measures],
    defaultSort: { key: 'jumlah', order: 'desc' },
    chart: { type: 'bar', x: 'instansi', y: ['jumlah'] },
  },
  {
    key: 'report-per-unit-kerja',
    title: 'Laporan per Unit Kerja',
    description: 'Laporan per unit kerja pelapor (dalam instansinya): jumlah, nilai dan yang terlambat.',
    areas: ['reporter', 'kpk'],
    kind: 'agregat',
    filters: ['tahun', 'bulan', 'instansi_id', 'status', 'kanal'],
    columns: [text('unit_kerja', 'Unit Kerja'), text('instansi', 'Instansi'), ...measures],
    defaultSort: { key: 'jumlah', order: 'desc' },
    chart: { type: 'bar', x: 'unit_kerja', y: ['jumlah'] },
  },
  {
    key: 'report-per-wilayah',
    title: 'Laporan per Wilayah',
    description:
      'Laporan per provinsi instansi pelapor: jumlah, nilai, yang terlambat dan berapa instansi di provinsi itu ' +
      'yang melapor.',
    areas: ['reporter', 'kpk'],
    kind: 'agregat',
    filters: ['tahun', 'bulan', 'status', 'kanal'],
    columns: [
      text('provinsi', 'Provinsi'),
      ...measures,
      { key: 'instansi', label: 'Instansi Melapor', format: 'int', sortable: true },
    ],
    defaultSort: { key: 'jumlah', order: 'desc' },
    chart: { type: 'bar', x: 'provinsi', y: ['jumlah'] },
  },
  {
    key: 'report-tbn',
    title: 'Laporan TBN (Tahunan Berdasarkan Nilai)',
    description:
      'Sebaran laporan per rentang nilai taksiran total laporan (di bawah Rp1 juta, Rp1–10 juta, Rp10–100 juta, ' +
      'di atas Rp100 juta): jumlah laporan dan nilainya. Spesifikasi tidak menjelaskan TBN; laporan ini ' +
      'disusun seperti statistik tahunan gratifikasi KPK menurut besaran nilai.',
    areas: ['reporter', 'observer', 'kpk'],
    kind: 'agregat',
    filters: AGREGAT_FILTERS,
    columns: [{ key: 'rentang', label: 'Rentang Nilai', format: 'text' }, ...measures],
    defaultSort: { key: 'rentang', order: 'asc' },
    chart: { type: 'bar', x: 'rentang', y: ['jumlah'] },
  },
  {
    key: 'report-kepatuhan',
    title: 'Laporan Kepatuhan',
    description:
      'Kepatuhan waktu pelaporan per instansi dalam satu tahun: persentase laporan yang disampaikan dalam 30 hari ' +
      'kerja sejak penerimaan, dibandingkan dengan target kepatuhan instansi (master target-kepatuhan-instansi).',
    areas: ['reporter', 'kpk'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id'],
    columns: [
      text('instansi', 'Instansi'),
      jumlah,
      { key: 'tepat_waktu', label: 'Tepat Waktu', format: 'int', total: true, sortable: true },
      { key: 'kepatuhan', label: 'Kepatuhan', format: 'percent', sortable: true },
      { key: 'target', label: 'Target', format: 'percent', sortable: true },
      { key: 'memenuhi', label: 'Memenuhi Target', format: 'text', sortable: true },
    ],
    defaultSort: { key: 'kepatuhan', order: 'asc' },
    chart: { type: 'bar', x: 'instansi', y: ['kepatuhan', 'target'] },
  },
  {
    key: 'report-logbook',
    title: 'Logbook',
    description: 'Buku catatan laporan yang masuk, satu baris per laporan, terbaru lebih dahulu.',
    areas: ['observer', 'kpk'],
    kind: 'baris',
    filters: ['tahun', 'bulan', 'instansi_id', 'status', 'kanal', 'q'],
    columns: [
      text('nosig', 'Nomor Laporan'),
      { key: 'tanggal_lapor', label: 'Tanggal Lapor', format: 'date', sortable: true },
      text('pelapor', 'Pelapor'),
      text('instansi', 'Instansi'),
      text('pemberi', 'Pemberi'),
      text('status', 'Status'),
      { key: 'nilai', label: 'Nilai (Rp)', format: 'rupiah', sortable: true },
      { key: 'terlambat', label: 'Terlambat', format: 'text' },
      // Filed through a UPG: reported to it after its 10 HK (blank for a report made straight to the KPK).
      { key: 'terlambat_upg', label: 'Terlambat ke UPG', format: 'text' },
    ],
    defaultSort: { key: 'tanggal_lapor', order: 'desc' },
  },
  {
    key: 'report-database',
    title: 'Basis Data Laporan',
    description: 'Seluruh objek gratifikasi yang dilaporkan, satu baris per objek, dengan laporannya.',
    areas: ['observer', 'kpk', 'upg'],
    kind: 'baris',
    filters: ['tahun', 'bulan', 'instansi_id', 'status', 'kanal', 'q'],
    columns: [
      text('nosig', 'Nomor Laporan'),
      { key: 'tanggal_penerimaan', label: 'Tanggal Penerimaan', format: 'date', sortable: true },
      text('pelapor', 'Pelapor'),
      text('instansi', 'Instansi'),
      text('jenis_objek', 'Jenis Objek'),
      { key: 'uraian', label: 'Uraian', format: 'text' },
      text('pemberi', 'Pemberi'),
      { key: 'nilai', label: 'Nilai (Rp)', format: 'rupiah', total: true, sortable: true },
      text('status', 'Status'),
    ],
    defaultSort: { key: 'tanggal_penerimaan', order: 'desc' },
  },
  {
    key: 'report-30hk',
    title: 'Laporan 30 Hari Kerja',
    description:
      'Jam keputusan 30 hari kerja (UU 30/2002 Pasal 17) per laporan: sejak laporan lengkap sampai SK ditetapkan ' +
      'atau laporan tidak ditindaklanjuti; menunggu pelapor menghentikan jam. Keadaan: berjalan, lewat tenggat, ' +
      'selesai tepat waktu, selesai terlambat.',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'instansi_id', 'q'],
    columns: [
      text('nosig', 'Nomor Laporan'),
      text('instansi', 'Instansi'),
      { key: 'mulai', label: 'Mulai', format: 'date', sortable: true },
      { key: 'tenggat', label: 'Tenggat', format: 'date', sortable: true },
      { key: 'selesai', label: 'Selesai', format: 'date', sortable: true },
      { key: 'jeda_hk', label: 'Jeda (HK)', format: 'int' },
      text('keadaan', 'Keadaan'),
    ],
    defaultSort: { key: 'tenggat', order: 'asc' },
  },
  {
    key: 'report-7hk',
    title: 'Laporan 7 Hari Kerja',
    description:
      'Penyampaian SK kepada pelapor paling lambat 7 hari kerja sejak SK ditetapkan (UU 30/2002 Pasal 17): ' +
      'tanggal SK, batas, kapan SK dan SPSK sampai kepada pelapor dan melalui apa (unduhan pertama pelapor atau ' +
      'e-office, sesuai konfigurasi). Keadaan: belum sampai, lewat batas, tepat waktu, terlambat.',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'bulan', 'instansi_id', 'q'],
    columns: [
      text('nosig', 'Nomor Laporan'),
      text('instansi', 'Instansi'),
      { key: 'tanggal_sk', label: 'Tanggal SK', format: 'date', sortable: true },
      { key: 'batas', label: 'Batas Penyampaian', format: 'date', sortable: true },
      { key: 'sampai', label: 'Sampai kepada Pelapor', format: 'date', sortable: true },
      text('melalui', 'Melalui'),
      text('keadaan', 'Keadaan'),
    ],
    defaultSort: { key: 'batas', order: 'asc' },
  },
  ...INSTANSI_REPORTS,
  ...OBJEK_REPORTS,
  ...RED_FLAGS,
];

const byKey = new Map(REPORTS.map((r) => [r.key, r]));

/** The report definition of a key, or undefined. */
export function reportMeta(key: string): ReportMeta | undefined {
  return byKey.get(key);
}
