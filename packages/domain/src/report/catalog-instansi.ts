import type { ReportColumn, ReportMeta } from './definition';

const text = (key: string, label: string): ReportColumn => ({ key, label, format: 'text', sortable: true });
const int = (key: string, label: string, total = true): ReportColumn => ({
  key,
  label,
  format: 'int',
  total,
  sortable: true,
});
const percent = (key: string, label: string): ReportColumn => ({
  key,
  label,
  format: 'percent',
  sortable: true,
});

/**
 * The KPK's reports on institutions and on its own performance: monthly KPIs, the institutions' profile (with the
 * saved filters of spec §3) and the thematic picture by kind of event, from the report summaries
 * (`report_ringkasans`, `report_ringkasan_objeks`), never from a scan of the reports; and the institutions' PPG
 * records (issue 25): their risk registers by band (spec §4) and their programme of the year.
 */
export const INSTANSI_REPORTS: readonly ReportMeta[] = [
  {
    key: 'report-bulanan-kpi',
    title: 'Laporan Bulanan KPI',
    description:
      'Indikator kinerja per bulan penyampaian dalam satu tahun: laporan masuk, yang disampaikan dalam 30 hari kerja ' +
      'sejak penerimaan (KPI kepatuhan pelapor), laporan yang telah diputuskan (jam 30 HK berhenti) dan yang ' +
      'diputuskan dalam 30 hari kerja (KPI ketepatan keputusan KPK, terhadap laporan yang telah diputuskan).',
    areas: ['kpk'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id', 'kanal'],
    columns: [
      { key: 'bulan', label: 'Bulan', format: 'text' },
      int('jumlah', 'Laporan Masuk'),
      int('tepat_lapor', 'Dilaporkan Tepat Waktu'),
      percent('kpi_lapor', 'KPI Kepatuhan Pelapor'),
      int('selesai', 'Diputuskan'),
      int('selesai_tepat', 'Diputuskan ≤ 30 HK'),
      percent('kpi_keputusan', 'KPI Ketepatan Keputusan'),
    ],
    defaultSort: { key: 'bulan', order: 'asc' },
    chart: { type: 'line', x: 'bulan', y: ['kpi_lapor', 'kpi_keputusan'] },
  },
  {
    key: 'report-risiko-instansi',
    title: 'Laporan Risiko Instansi',
    description:
      'Register risiko gratifikasi setiap instansi dalam satu tahun (identifikasi titik rawan PPG): jumlah risiko ' +
      'per pita spesifikasi §4 (skor = probabilitas × dampak / 25; sampai 0,3 LOW, sampai 0,5 MEDIUM, sampai 0,7 ' +
      'HIGH, di atasnya VERY HIGH), skor tertinggi dan rata-rata, level risiko tertinggi menurut master level-risiko, ' +
      'dan rata-rata progres mitigasinya. Filter pita risiko menampilkan instansi yang memiliki risiko pada pita itu.',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'instansi_id', 'provinsi_id', 'band_risiko'],
    columns: [
      text('instansi', 'Instansi'),
      text('provinsi', 'Provinsi'),
      int('jumlah', 'Risiko'),
      int('low', 'LOW'),
      int('medium', 'MEDIUM'),
      int('high', 'HIGH'),
      int('very_high', 'VERY HIGH'),
      { key: 'skor_maks', label: 'Skor Tertinggi', format: 'decimal', sortable: true },
      { key: 'skor_rata', label: 'Skor Rata-rata', format: 'decimal', sortable: true },
      text('level', 'Level Risiko Tertinggi'),
      percent('progres', 'Progres Mitigasi'),
    ],
    defaultSort: { key: 'skor_maks', order: 'desc' },
    chart: { type: 'bar', x: 'instansi', y: ['very_high', 'high', 'medium', 'low'] },
  },
  {
    key: 'report-penilaian-ppg',
    title: 'Laporan Penilaian PPG',
    description:
      'Skor penilaian program pengendalian gratifikasi (PPG) setiap instansi dalam satu tahun, dari verifikasi yang ' +
      'telah disetujui direktur (versi konfigurasi terakhir yang disetujui): poin tahap 1–4 (komitmen, aturan ' +
      'internal, UPG, pemantauan dan evaluasi), total 0–100 (jumlah bobot indikator × bagian skor tertinggi), nilai ' +
      'setiap indikator, peringkat dalam klasifikasi instansinya (total sama berbagi peringkat, peringkat berikutnya ' +
      'dilompati), skor tahun lalu dan perubahannya. Total di bawah 60 diusulkan intervensi.',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'nama_instansi', 'bidang_instansi', 'provinsi_id'],
    columns: [
      text('instansi', 'Instansi'),
      text('klasifikasi', 'Klasifikasi Instansi'),
      { key: 'tahap_1', label: 'Tahap 1 Komitmen', format: 'decimal', sortable: true },
      { key: 'tahap_2', label: 'Tahap 2 Aturan Internal', format: 'decimal', sortable: true },
      { key: 'tahap_3', label: 'Tahap 3 UPG', format: 'decimal', sortable: true },
      { key: 'tahap_4', label: 'Tahap 4 Monev', format: 'decimal', sortable: true },
      { key: 'total', label: 'Total Skor', format: 'decimal', sortable: true },
      { key: 'peringkat', label: 'Peringkat dalam Klasifikasi', format: 'int', sortable: true },
      { key: 'total_lalu', label: 'Skor Tahun Lalu', format: 'decimal', sortable: true },
      { key: 'perubahan', label: 'Perubahan', format: 'decimal', sortable: true },
      { key: 'indikator', label: 'Nilai per Indikator', format: 'text' },
    ],
    defaultSort: { key: 'total', order: 'desc' },
    chart: { type: 'bar', x: 'instansi', y: ['total'] },
  },
  {
    key: 'report-elearning',
    title: 'Laporan E-Learning',
    description:
      'Penyelesaian e-learning pengendalian gratifikasi setiap instansi per periode (tahun dan triwulan) dari ' +
      'data platform e-learning: pegawai terdaftar dan yang selesai, penyebut (jumlah pegawai profil KLOP tahun itu, ' +
      'atau jumlah terdaftar bila profil tidak menyebutnya), persentase selesai (paling besar 100) dan level ' +
      'maturitas menurut ambang yang ditetapkan KPK (konfigurasi aplikasi). Tanpa filter tahun seluruh periode ' +
      'ditampilkan, sehingga perkembangan antarperiode terlihat. UPG hanya melihat instansinya sendiri.',
    areas: ['kpk', 'upg'],
    kind: 'baris',
    filters: ['tahun', 'triwulan', 'instansi_id', 'provinsi_id'],
    columns: [
      text('periode', 'Periode'),
      text('instansi', 'Instansi'),
      text('provinsi', 'Provinsi'),
      int('terdaftar', 'Pegawai Terdaftar'),
      int('selesai', 'Pegawai Selesai'),
      int('penyebut', 'Jumlah Pegawai (Penyebut)', false),
      percent('persen_selesai', 'Persentase Selesai'),
      text('level', 'Level Maturitas'),
    ],
    defaultSort: { key: 'periode', order: 'asc' },
    chart: { type: 'bar', x: 'periode', y: ['persen_selesai'] },
  },
  {
    key: 'report-profil-instansi',
    title: 'Laporan Profil Instansi',
    description:
      'Profil pengendalian gratifikasi setiap instansi: bidang dan provinsinya, UPG dan SK pembentukannya, akun ' +
      'pelapor pegawainya, laporan yang pernah disampaikan (seluruh tahun) dan bulan terakhirnya, target kepatuhan ' +
      'tahun yang dipilih, dan aturan internal gratifikasinya. Filter sesuai filter tersimpan spesifikasi §3 (nama, ' +
      'bidang, pernah lapor, memiliki akun, SK UPG, instansi target, aturan internal).',
    areas: ['kpk'],
    kind: 'baris',
    filters: [
      'tahun',
      'nama_instansi',
      'bidang_instansi',
      'provinsi_id',
      'pernah_lapor',
      'memiliki_akun',
      'sk_upg',
      'instansi_target',
      'aturan_internal',
    ],
    columns: [
      text('instansi', 'Instansi'),
      text('bidang', 'Bidang'),
      text('provinsi', 'Provinsi'),
      text('upg', 'UPG'),
      text('sk_upg', 'SK UPG'),
      int('akun', 'Akun Pelapor'),
      int('laporan', 'Laporan (Seluruh Tahun)'),
      text('terakhir', 'Terakhir Melapor'),
      percent('target', 'Target Kepatuhan'),
      int('aturan', 'Aturan Internal'),
    ],
    defaultSort: { key: 'instansi', order: 'asc' },
  },
  {
    key: 'report-kegiatan-instansi',
    title: 'Laporan Kegiatan Instansi',
    description:
      'Program pengendalian gratifikasi setiap instansi dalam satu tahun (PPG): keikutsertaan monev, status dan ' +
      'jumlah kegiatan rencana kerja, target setahun dan capaian dari realisasi triwulan yang diajukan atau ' +
      'disetujui, diseminasi yang diselenggarakan dan pesertanya, serta inovasi. Memuat instansi yang memiliki ' +
      'catatan PPG tahun itu. Filter sesuai filter tersimpan spesifikasi §3 (nama, bidang, instansi target).',
    areas: ['kpk'],
    kind: 'baris',
    filters: ['tahun', 'nama_instansi', 'bidang_instansi', 'provinsi_id', 'instansi_target'],
    columns: [
      text('instansi', 'Instansi'),
      text('bidang', 'Bidang'),
      text('peserta_monev', 'Peserta Monev'),
      text('rencana', 'Rencana Kerja'),
      int('kegiatan_rencana', 'Kegiatan Direncanakan'),
      int('target_rencana', 'Target Setahun'),
      int('capaian', 'Capaian'),
      percent('persen_capaian', 'Capaian (%)'),
      int('diseminasi', 'Diseminasi'),
      int('peserta_diseminasi', 'Peserta Diseminasi'),
      int('inovasi', 'Inovasi'),
    ],
    defaultSort: { key: 'instansi', order: 'asc' },
    chart: { type: 'bar', x: 'instansi', y: ['diseminasi', 'inovasi'] },
  },
  {
    key: 'spi-tematik-gratifikasi',
    title: 'SPI Tematik Gratifikasi',
    description:
      'Gambaran tematik gratifikasi menurut jenis peristiwa pemberian (pernikahan, hari raya, kedinasan, dan ' +
      'seterusnya) dalam satu tahun: objek yang dilaporkan, nilainya, rata-rata nilai per objek, dan berapa yang ' +
      'ditetapkan milik negara. Spesifikasi tidak merinci laporan ini dan data survei SPI tidak ada di aplikasi ini; ' +
      'laporan ini disusun dari laporan gratifikasi seperti statistik tahunan KPK.',
    areas: ['kpk', 'upg'],
    kind: 'agregat',
    filters: ['tahun', 'instansi_id', 'provinsi_id'],
    columns: [
      text('jenis_peristiwa', 'Jenis Peristiwa'),
      int('objek', 'Objek'),
      { key: 'nilai', label: 'Nilai (Rp)', format: 'rupiah', total: true, sortable: true },
      { key: 'rata_rata', label: 'Rata-rata per Objek (Rp)', format: 'rupiah', sortable: true },
      int('milik_negara', 'Ditetapkan Milik Negara'),
      percent('persen_negara', 'Bagian Milik Negara'),
    ],
    defaultSort: { key: 'objek', order: 'desc' },
    chart: { type: 'bar', x: 'jenis_peristiwa', y: ['objek'] },
  },
];
