/**
 * The demo's reporters beyond the self-service one (issue 24 "Demo data"): the demo UPG's employees at the Ministry
 * of Finance, recorded by the UPG, and the reporters whose paper reports the data-entry officer types in, at other
 * institutions and provinces. Each NIK agrees with its birth date and sex (spec §5), and none is an e2e test's.
 */
export interface DemoPelapor {
  nama: string;
  nik: string;
  tanggal_lahir: string;
  tempat_lahir: string;
  /** Instansi, provinsi and kota/kabupaten by master kode. */
  instansi: string;
  provinsi: string;
  kota: string;
  alamat: string;
  jabatan: string;
}

const pelapor = (
  nama: string,
  nik: string,
  tanggal_lahir: string,
  tempat_lahir: string,
  [instansi, provinsi, kota]: readonly [string, string, string],
  alamat: string,
  jabatan: string,
): DemoPelapor => ({ nama, nik, tanggal_lahir, tempat_lahir, instansi, provinsi, kota, alamat, jabatan });

const KEMENKEU = ['KEMENKEU', '31', '31.74'] as const;

/** The demo UPG's (UPG Kemenkeu) employees. */
export const UPG_PEGAWAI: readonly DemoPelapor[] = [
  pelapor(
    'Rahmat Hidayat',
    '3174050703840101',
    '1984-03-07',
    'Jakarta',
    KEMENKEU,
    'Jl. Tebet Raya No. 12, Jakarta Selatan',
    'Kepala Seksi Pengadaan',
  ),
  pelapor(
    'Dewi Lestari',
    '3174056109880102',
    '1988-09-21',
    'Bandung',
    KEMENKEU,
    'Jl. Kemang Selatan No. 8, Jakarta Selatan',
    'Analis Anggaran Ahli Muda',
  ),
  pelapor(
    'Agus Pratama',
    '3174050212790103',
    '1979-12-02',
    'Semarang',
    KEMENKEU,
    'Jl. Pancoran Barat No. 3, Jakarta Selatan',
    'Kepala Subbagian Umum',
  ),
  pelapor(
    'Siti Nurhaliza',
    '3174055406910104',
    '1991-06-14',
    'Padang',
    KEMENKEU,
    'Jl. Mampang Prapatan No. 21, Jakarta Selatan',
    'Pranata Keuangan APBN',
  ),
];

/** The reporters of the data-entry officer's paper reports, two provincial governments first (the busiest). */
export const ENTRI_PELAPOR: readonly DemoPelapor[] = [
  pelapor(
    'Hendra Gunawan',
    '3273011104820201',
    '1982-04-11',
    'Bandung',
    ['PEMPROV-JABAR', '32', '32.73'],
    'Jl. Dago No. 45, Bandung',
    'Kepala Bidang Aset Daerah',
  ),
  pelapor(
    'Ni Made Ayu Wulandari',
    '5171014308900202',
    '1990-08-03',
    'Denpasar',
    ['PEMPROV-BALI', '51', '51.71'],
    'Jl. Raya Puputan No. 7, Denpasar',
    'Analis Perencanaan',
  ),
  pelapor(
    'Yusuf Hakim',
    '3174011702830206',
    '1983-02-17',
    'Jakarta',
    ['KEMENKES', '31', '31.74'],
    'Jl. Casablanca No. 30, Jakarta Selatan',
    'Pejabat Pembuat Komitmen',
  ),
  pelapor(
    'Bambang Setiawan',
    '3174013005750205',
    '1975-05-30',
    'Surakarta',
    ['PLN', '31', '31.74'],
    'Jl. Gandaria I No. 9, Jakarta Selatan',
    'Manajer Pengadaan',
  ),
  pelapor(
    'Lestari Handayani',
    '3578014807920207',
    '1992-07-08',
    'Surabaya',
    ['PEMKOT-SURABAYA', '35', '35.78'],
    'Jl. Darmo No. 88, Surabaya',
    'Kepala Seksi Perizinan',
  ),
  pelapor(
    'Andi Pratama Putra',
    '7371012501860203',
    '1986-01-25',
    'Makassar',
    ['PEMPROV-SULSEL', '73', '73.71'],
    'Jl. Perintis Kemerdekaan No. 5, Makassar',
    'Kepala Subbidang Anggaran',
  ),
  pelapor(
    'Rina Marpaung',
    '1271014911870204',
    '1987-11-09',
    'Medan',
    ['PEMPROV-SUMUT', '12', '12.71'],
    'Jl. Gatot Subroto No. 60, Medan',
    'Auditor Ahli Muda',
  ),
];
