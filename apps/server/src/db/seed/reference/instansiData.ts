/** [kode, nama, singkatan, klasifikasi, bidang, provinsi, kota/kabupaten, alamat] of a sample of real institutions. */
export type InstansiSeed = readonly [string, string, string, string, string, string, string, string];

/** About thirty ministries, agencies, state bodies, regional governments and SOEs, at their public addresses. */
const INSTANSI_TABLE = `
KPK | Komisi Pemberantasan Korupsi | KPK | LEMBAGA_NEGARA | EKSEKUTIF | 31 | 31.74 | Jl. Kuningan Persada Kav. 4, Setiabudi, Jakarta Selatan
KEMENKEU | Kementerian Keuangan | Kemenkeu | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Dr. Wahidin Raya No. 1, Jakarta Pusat
KEMENDAGRI | Kementerian Dalam Negeri | Kemendagri | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Utara No. 7, Jakarta Pusat
KEMENKES | Kementerian Kesehatan | Kemenkes | KEMENTERIAN | EKSEKUTIF | 31 | 31.74 | Jl. H.R. Rasuna Said Blok X-5 Kav. 4-9, Jakarta Selatan
KEMENAG | Kementerian Agama | Kemenag | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Lapangan Banteng Barat No. 3-4, Jakarta Pusat
KEMENDIKDASMEN | Kementerian Pendidikan Dasar dan Menengah | Kemendikdasmen | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Jenderal Sudirman, Senayan, Jakarta Pusat
KEMENPANRB | Kementerian Pendayagunaan Aparatur Negara dan Reformasi Birokrasi | KemenPANRB | KEMENTERIAN | EKSEKUTIF | 31 | 31.74 | Jl. Jenderal Sudirman Kav. 69, Jakarta Selatan
KEMENHUB | Kementerian Perhubungan | Kemenhub | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Barat No. 8, Jakarta Pusat
KEMENPU | Kementerian Pekerjaan Umum | Kementerian PU | KEMENTERIAN | EKSEKUTIF | 31 | 31.74 | Jl. Pattimura No. 20, Kebayoran Baru, Jakarta Selatan
KEMENKUM | Kementerian Hukum | Kemenkum | KEMENTERIAN | EKSEKUTIF | 31 | 31.74 | Jl. H.R. Rasuna Said Kav. 6-7, Jakarta Selatan
KEMENLU | Kementerian Luar Negeri | Kemenlu | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Taman Pejambon No. 6, Jakarta Pusat
KEMENHAN | Kementerian Pertahanan | Kemhan | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Barat No. 13-14, Jakarta Pusat
KEMENTAN | Kementerian Pertanian | Kementan | KEMENTERIAN | EKSEKUTIF | 31 | 31.74 | Jl. Harsono RM No. 3, Ragunan, Jakarta Selatan
KESDM | Kementerian Energi dan Sumber Daya Mineral | Kementerian ESDM | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Selatan No. 18, Jakarta Pusat
KEMENBUMN | Kementerian Badan Usaha Milik Negara | Kementerian BUMN | KEMENTERIAN | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Selatan No. 13, Jakarta Pusat
BKN | Badan Kepegawaian Negara | BKN | LPNK | EKSEKUTIF | 31 | 31.75 | Jl. Mayjen Sutoyo No. 12, Cililitan, Jakarta Timur
BPKP | Badan Pengawasan Keuangan dan Pembangunan | BPKP | LPNK | EKSEKUTIF | 31 | 31.75 | Jl. Pramuka No. 33, Jakarta Timur
POLRI | Kepolisian Negara Republik Indonesia | Polri | LEMBAGA_NEGARA | EKSEKUTIF | 31 | 31.74 | Jl. Trunojoyo No. 3, Kebayoran Baru, Jakarta Selatan
KEJAGUNG | Kejaksaan Agung Republik Indonesia | Kejagung | LEMBAGA_NEGARA | EKSEKUTIF | 31 | 31.74 | Jl. Sultan Hasanuddin No. 1, Kebayoran Baru, Jakarta Selatan
BPK | Badan Pemeriksa Keuangan | BPK | LEMBAGA_NEGARA | EKSAMINATIF | 31 | 31.71 | Jl. Gatot Subroto No. 31, Jakarta Pusat
MA | Mahkamah Agung Republik Indonesia | MA | LEMBAGA_NEGARA | YUDIKATIF | 31 | 31.71 | Jl. Medan Merdeka Utara No. 9-13, Jakarta Pusat
DPR | Dewan Perwakilan Rakyat Republik Indonesia | DPR RI | LEMBAGA_NEGARA | LEGISLATIF | 31 | 31.71 | Jl. Jenderal Gatot Subroto, Senayan, Jakarta Pusat
PEMPROV-DKI | Pemerintah Provinsi DKI Jakarta | Pemprov DKI Jakarta | PEMPROV | EKSEKUTIF | 31 | 31.71 | Jl. Medan Merdeka Selatan No. 8-9, Jakarta Pusat
PEMPROV-JABAR | Pemerintah Provinsi Jawa Barat | Pemprov Jabar | PEMPROV | EKSEKUTIF | 32 | 32.73 | Jl. Diponegoro No. 22, Bandung
PEMPROV-JATENG | Pemerintah Provinsi Jawa Tengah | Pemprov Jateng | PEMPROV | EKSEKUTIF | 33 | 33.74 | Jl. Pahlawan No. 9, Semarang
PEMPROV-JATIM | Pemerintah Provinsi Jawa Timur | Pemprov Jatim | PEMPROV | EKSEKUTIF | 35 | 35.78 | Jl. Pahlawan No. 110, Surabaya
PEMPROV-SUMUT | Pemerintah Provinsi Sumatera Utara | Pemprov Sumut | PEMPROV | EKSEKUTIF | 12 | 12.71 | Jl. Pangeran Diponegoro No. 30, Medan
PEMPROV-SULSEL | Pemerintah Provinsi Sulawesi Selatan | Pemprov Sulsel | PEMPROV | EKSEKUTIF | 73 | 73.71 | Jl. Urip Sumoharjo No. 269, Makassar
PEMPROV-BALI | Pemerintah Provinsi Bali | Pemprov Bali | PEMPROV | EKSEKUTIF | 51 | 51.71 | Jl. Basuki Rahmat No. 1, Renon, Denpasar
PEMKOT-BANDUNG | Pemerintah Kota Bandung | Pemkot Bandung | PEMKOT | EKSEKUTIF | 32 | 32.73 | Jl. Wastukencana No. 2, Bandung
PEMKOT-SURABAYA | Pemerintah Kota Surabaya | Pemkot Surabaya | PEMKOT | EKSEKUTIF | 35 | 35.78 | Jl. Taman Surya No. 1, Surabaya
PEMKAB-BANYUWANGI | Pemerintah Kabupaten Banyuwangi | Pemkab Banyuwangi | PEMKAB | EKSEKUTIF | 35 | 35.10 | Jl. Ahmad Yani No. 100, Banyuwangi
PLN | PT PLN (Persero) | PLN | BUMN | BUMN_BUMD | 31 | 31.74 | Jl. Trunojoyo Blok M I/135, Kebayoran Baru, Jakarta Selatan
PERTAMINA | PT Pertamina (Persero) | Pertamina | BUMN | BUMN_BUMD | 31 | 31.71 | Jl. Medan Merdeka Timur No. 1A, Jakarta Pusat
BRI | PT Bank Rakyat Indonesia (Persero) Tbk | BRI | BUMN | BUMN_BUMD | 31 | 31.71 | Jl. Jenderal Sudirman Kav. 44-46, Jakarta Pusat
`;

/** The table above as tuples (kept as text so that it reads as one line per institution). */
export const INSTANSI: readonly InstansiSeed[] = INSTANSI_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [
      kode = '',
      nama = '',
      singkatan = '',
      klasifikasi = '',
      bidang = '',
      provinsi = '',
      kota = '',
      alamat = '',
    ] = line.split(' | ');
    return [kode, nama, singkatan, klasifikasi, bidang, provinsi, kota, alamat] as const;
  });

type UnitSeed = readonly [suffix: string, nama: string, subs: readonly string[]];

/** The units every institution of a kind has (the secretariat and the internal auditor, at least). */
export const UNIT_BY_KLASIFIKASI: Readonly<Record<string, readonly UnitSeed[]>> = {
  KEMENTERIAN: [
    ['SETJEN', 'Sekretariat Jenderal', ['Biro Sumber Daya Manusia', 'Biro Hukum', 'Biro Umum']],
    ['ITJEN', 'Inspektorat Jenderal', ['Sekretariat Inspektorat Jenderal']],
  ],
  LPNK: [
    ['SESTAMA', 'Sekretariat Utama', ['Biro Sumber Daya Manusia', 'Biro Umum']],
    ['INSPEKTORAT', 'Inspektorat', []],
  ],
  LEMBAGA_NEGARA: [
    ['SETJEN', 'Sekretariat Jenderal', ['Biro Sumber Daya Manusia', 'Biro Umum']],
    ['INSPEKTORAT', 'Inspektorat', []],
  ],
  PEMPROV: [
    ['SETDA', 'Sekretariat Daerah', ['Biro Hukum', 'Biro Umum']],
    ['INSPEKTORAT', 'Inspektorat Daerah', []],
    ['BKD', 'Badan Kepegawaian Daerah', []],
  ],
  PEMKOT: [
    ['SETDA', 'Sekretariat Daerah', ['Bagian Hukum', 'Bagian Umum']],
    ['INSPEKTORAT', 'Inspektorat Daerah', []],
    ['BKPSDM', 'Badan Kepegawaian dan Pengembangan Sumber Daya Manusia', []],
  ],
  PEMKAB: [
    ['SETDA', 'Sekretariat Daerah', ['Bagian Hukum', 'Bagian Umum']],
    ['INSPEKTORAT', 'Inspektorat Daerah', []],
    ['BKPSDM', 'Badan Kepegawaian dan Pengembangan Sumber Daya Manusia', []],
  ],
  BUMN: [
    ['SPI', 'Satuan Pengawasan Intern', []],
    ['SEKPER', 'Sekretariat Perusahaan', []],
  ],
};

/** Units particular to one institution (the Finance Ministry's directorates general, the KPK's deputies). */
export const UNIT_KHUSUS: Readonly<Record<string, readonly UnitSeed[]>> = {
  KPK: [
    [
      'PENCEGAHAN',
      'Kedeputian Bidang Pencegahan dan Monitoring',
      ['Direktorat Gratifikasi dan Pelayanan Publik', 'Direktorat Pendaftaran dan Pemeriksaan LHKPN'],
    ],
  ],
  KEMENKEU: [
    ['DJP', 'Direktorat Jenderal Pajak', []],
    ['DJBC', 'Direktorat Jenderal Bea dan Cukai', []],
    ['DJKN', 'Direktorat Jenderal Kekayaan Negara', []],
    ['DJPB', 'Direktorat Jenderal Perbendaharaan', []],
    ['DJA', 'Direktorat Jenderal Anggaran', []],
  ],
  KEMENDAGRI: [
    ['OTDA', 'Direktorat Jenderal Otonomi Daerah', []],
    ['KEUDA', 'Direktorat Jenderal Bina Keuangan Daerah', []],
  ],
};

/** Institutions without a UPG yet in the sample, as some still are. */
export const TANPA_UPG = new Set(['DPR', 'PEMKAB-BANYUWANGI', 'BRI']);

/** The state asset offices objects are handed over to: the head office, regional offices and KPKNL. */
export const DJKN_KPKNL: readonly (readonly [string, string, string, string, string])[] = [
  ['DJKN-PUSAT', 'Kantor Pusat Direktorat Jenderal Kekayaan Negara', 'kantor_pusat', '31', '31.71'],
  ['KANWIL-DKI', 'Kantor Wilayah DJKN DKI Jakarta', 'kanwil', '31', '31.71'],
  ['KANWIL-JABAR', 'Kantor Wilayah DJKN Jawa Barat', 'kanwil', '32', '32.73'],
  ['KANWIL-JATIM', 'Kantor Wilayah DJKN Jawa Timur', 'kanwil', '35', '35.78'],
  ['KPKNL-JAKARTA-I', 'KPKNL Jakarta I', 'kpknl', '31', '31.71'],
  ['KPKNL-JAKARTA-II', 'KPKNL Jakarta II', 'kpknl', '31', '31.71'],
  ['KPKNL-JAKARTA-III', 'KPKNL Jakarta III', 'kpknl', '31', '31.71'],
  ['KPKNL-BANDUNG', 'KPKNL Bandung', 'kpknl', '32', '32.73'],
  ['KPKNL-SEMARANG', 'KPKNL Semarang', 'kpknl', '33', '33.74'],
  ['KPKNL-SURABAYA', 'KPKNL Surabaya', 'kpknl', '35', '35.78'],
  ['KPKNL-MEDAN', 'KPKNL Medan', 'kpknl', '12', '12.71'],
  ['KPKNL-MAKASSAR', 'KPKNL Makassar', 'kpknl', '73', '73.71'],
  ['KPKNL-DENPASAR', 'KPKNL Denpasar', 'kpknl', '51', '51.71'],
];
