import type { ReportColumn, ReportMeta } from './definition';

const text = (key: string, label: string): ReportColumn => ({ key, label, format: 'text', sortable: true });
const rupiah = (key: string, label: string, sortable = true): ReportColumn => ({
  key,
  label,
  format: 'rupiah',
  total: true,
  sortable,
});
const int = (key: string, label: string): ReportColumn => ({ key, label, format: 'int', total: true });
const bulan: ReportColumn = { key: 'bulan', label: 'Bulan', format: 'text' };

/**
 * The reports on gratified objects and receivables (issue 12's data): the objects the SK ruled state-owned against
 * the bills and the ledger, finance's ledger against the bank, the UPG's own receivables, and the SK rulings per
 * month. Their rows come from the object register and the receivables ledger (one row per ruled item, far fewer
 * than reports), read live.
 */
export const OBJEK_REPORTS: readonly ReportMeta[] = [
  {
    key: 'report-rekon-og',
    title: 'Laporan Rekonsiliasi OG',
    description:
      'Rekonsiliasi objek gratifikasi yang ditetapkan milik negara (seluruhnya atau sebagian) dengan keuangan: per ' +
      'objek, nilai menurut SK, keadaan fisiknya di register OG, nilai yang ditagihkan kepada pelapor, yang telah ' +
      'dibayar menurut buku piutang, dan sisanya. Hasil: Diserahkan (ke DJKN/KPKNL atau langsung), Lunas, Belum ' +
      'lunas, Dalam penyimpanan, Belum diterima, atau Selisih (nilai tagihan berbeda dari nilai SK). Tahun dan ' +
      'bulan menurut tanggal SK.',
    areas: ['kpk'],
    permission: 'daftar-og',
    kind: 'baris',
    filters: ['tahun', 'bulan', 'instansi_id', 'q'],
    columns: [
      text('kode', 'Kode Objek'),
      text('nosig', 'Nomor Laporan'),
      text('instansi', 'Instansi'),
      { key: 'tanggal_sk', label: 'Tanggal SK', format: 'date', sortable: true },
      text('kepemilikan', 'Kepemilikan'),
      rupiah('nilai', 'Nilai SK (Rp)'),
      text('fisik', 'Keadaan Fisik'),
      rupiah('ditagih', 'Ditagih (Rp)'),
      rupiah('dibayar', 'Dibayar (Rp)'),
      rupiah('sisa', 'Sisa (Rp)'),
      text('hasil', 'Hasil Rekonsiliasi'),
    ],
    defaultSort: { key: 'tanggal_sk', order: 'desc' },
  },
  {
    key: 'report-rekon-og-renkeu',
    title: 'Laporan Rekonsiliasi OG Renkeu',
    description:
      'Rekonsiliasi buku piutang gratifikasi dengan penerimaan bank untuk bagian perencanaan dan keuangan, per bulan ' +
      'dalam satu tahun: tagihan yang diterbitkan, pembayaran yang dibukukan (setelah pembatalan), pembayaran yang ' +
      'diterima bank (notifikasi yang dibukukan), notifikasi yang menunggu tinjauan (VA tidak dikenal atau sudah ' +
      'lunas), dan selisih penerimaan bank terhadap buku.',
    areas: ['kpk'],
    permission: 'daftar-og',
    kind: 'baris',
    filters: ['tahun'],
    columns: [
      bulan,
      rupiah('ditagih', 'Tagihan Terbit (Rp)', false),
      rupiah('dibayar', 'Dibayar menurut Buku (Rp)', false),
      rupiah('bank', 'Diterima Bank (Rp)', false),
      rupiah('tinjau', 'Menunggu Tinjauan (Rp)', false),
      rupiah('selisih', 'Selisih Bank − Buku (Rp)', false),
    ],
    defaultSort: { key: 'bulan', order: 'asc' },
    chart: { type: 'bar', x: 'bulan', y: ['dibayar', 'bank'] },
  },
  {
    key: 'report-piutang',
    title: 'Laporan Piutang',
    description:
      'Surat tagihan atas gratifikasi yang ditetapkan milik negara dan dibayar pelapor senilai objeknya, hanya untuk ' +
      'laporan yang disampaikan melalui UPG ini oleh pegawai instansi UPG ini sendiri: nilai tagihan, yang telah ' +
      'dibayar menurut buku piutang, sisa, dan keadaannya (Lunas, Belum lunas, Dibatalkan). Tahun menurut tanggal ' +
      'tagihan.',
    areas: ['upg'],
    kind: 'baris',
    filters: ['tahun', 'bulan', 'q'],
    columns: [
      text('nomor', 'Nomor Tagihan'),
      { key: 'tanggal', label: 'Tanggal', format: 'date', sortable: true },
      text('nosig', 'Nomor Laporan'),
      text('pelapor', 'Pelapor'),
      { key: 'uraian', label: 'Objek', format: 'text' },
      rupiah('nilai', 'Nilai Tagihan (Rp)'),
      rupiah('dibayar', 'Dibayar (Rp)'),
      rupiah('sisa', 'Sisa (Rp)'),
      text('keadaan', 'Keadaan'),
    ],
    defaultSort: { key: 'tanggal', order: 'desc' },
  },
  {
    key: 'report-berita-negara',
    title: 'Laporan Berita Negara',
    description:
      'Penetapan status kepemilikan gratifikasi per bulan SK dalam satu tahun, seperti statistik tahunan KPK ' +
      '(spesifikasi tidak merinci laporan ini): laporan yang ditetapkan, objek yang ditetapkan milik negara, ' +
      'sebagian milik negara dan milik penerima, nilai yang menjadi milik negara, dan berapa objek milik negara yang ' +
      'telah diserahkan kepada negara (ke DJKN/KPKNL, langsung, atau dibayar senilai objek).',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'instansi_id'],
    columns: [
      bulan,
      int('laporan', 'Laporan Ditetapkan'),
      int('milik_negara', 'Milik Negara'),
      int('sebagian', 'Sebagian Milik Negara'),
      int('milik_penerima', 'Milik Penerima'),
      rupiah('nilai_negara', 'Nilai Milik Negara (Rp)', false),
      int('diserahkan', 'Telah Diserahkan ke Negara'),
    ],
    defaultSort: { key: 'bulan', order: 'asc' },
    chart: { type: 'bar', x: 'bulan', y: ['milik_negara', 'diserahkan'] },
  },
];
