/** How a column's values read: a label, a count of reports, a rupiah amount (decimal string) or a percentage. */
export type StatistikKolomJenis = 'jumlah' | 'rupiah' | 'persen';

export interface StatistikKolom {
  key: string;
  label: string;
  jenis: StatistikKolomJenis;
}

/** One table of the open-data page: what its rows are (the dimension) and the figures per row. */
export interface StatistikTabelDef {
  judul: string;
  keterangan: string;
  /** Header of the row label column, e.g. "Tahun". */
  dimensi: string;
  kolom: readonly StatistikKolom[];
}

const laporan: StatistikKolom = { key: 'laporan', label: 'Jumlah laporan', jenis: 'jumlah' };

/** The tables of `GET /api/statistik`, in the order the page shows them (issue 13 §3). */
export const STATISTIK_TABEL = {
  'laporan-per-tahun': {
    judul: 'Laporan per tahun',
    keterangan: 'Laporan gratifikasi yang disampaikan, menurut tahun penyampaian.',
    dimensi: 'Tahun',
    kolom: [laporan],
  },
  'laporan-per-bulan': {
    judul: 'Laporan per bulan',
    keterangan:
      'Laporan yang disampaikan setiap bulan; bulan dengan kurang dari 5 laporan digabung per tahun.',
    dimensi: 'Bulan',
    kolom: [laporan],
  },
  'laporan-per-jenis-objek': {
    judul: 'Laporan per jenis objek',
    keterangan:
      'Laporan menurut jenis objek gratifikasi yang dilaporkan (satu laporan dapat memuat beberapa jenis).',
    dimensi: 'Jenis objek',
    kolom: [
      laporan,
      { key: 'rincian', label: 'Jumlah objek', jenis: 'jumlah' },
      { key: 'nilai', label: 'Nilai taksiran dibulatkan ke juta (Rp)', jenis: 'rupiah' },
    ],
  },
  'laporan-per-kelompok-instansi': {
    judul: 'Laporan per kelompok instansi',
    keterangan: 'Laporan menurut klasifikasi instansi pelapor.',
    dimensi: 'Kelompok instansi',
    kolom: [laporan],
  },
  'laporan-per-wilayah': {
    judul: 'Laporan per wilayah',
    keterangan: 'Laporan menurut provinsi kedudukan instansi pelapor.',
    dimensi: 'Provinsi',
    kolom: [laporan],
  },
  'keputusan-per-tahun': {
    judul: 'Keputusan per tahun',
    keterangan:
      'Laporan yang telah diputus dengan Surat Keputusan (SK), menurut tahun SK, dan bagian yang ditetapkan milik negara.',
    dimensi: 'Tahun SK',
    kolom: [
      { key: 'diputus', label: 'Laporan diputus', jenis: 'jumlah' },
      { key: 'milik_negara', label: 'Ditetapkan milik negara', jenis: 'jumlah' },
      { key: 'milik_penerima', label: 'Seluruhnya milik penerima', jenis: 'jumlah' },
      { key: 'persen_milik_negara', label: 'Persentase milik negara', jenis: 'persen' },
      {
        key: 'nilai_milik_negara',
        label: 'Nilai ditetapkan milik negara dibulatkan ke juta (Rp)',
        jenis: 'rupiah',
      },
    ],
  },
} as const satisfies Record<string, StatistikTabelDef>;

export type StatistikTabelKode = keyof typeof STATISTIK_TABEL;
export const STATISTIK_TABEL_KODE = Object.keys(STATISTIK_TABEL) as [
  StatistikTabelKode,
  ...StatistikTabelKode[],
];
