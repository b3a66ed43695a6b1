/** Public front-page text (DOMAIN.md: UU 20/2001, UU 30/2002, Perkom 2/2019 as amended by Perkom 1/2026). */

export const DEFINITION =
  'Gratifikasi adalah pemberian dalam arti luas kepada pegawai negeri atau penyelenggara negara: uang, barang, rabat, komisi, pinjaman tanpa bunga, tiket perjalanan, fasilitas penginapan, perjalanan wisata, pengobatan cuma-cuma, dan fasilitas lainnya. Gratifikasi yang berhubungan dengan jabatan dan berlawanan dengan kewajiban atau tugas penerimanya wajib dilaporkan.';

export interface Deadline {
  value: string;
  label: string;
  source: string;
}

export const DEADLINES: readonly Deadline[] = [
  {
    value: '30 HK',
    label: 'Batas melapor ke KPK sejak gratifikasi diterima',
    source: 'UU 20/2001 Pasal 12C',
  },
  { value: '10 HK', label: 'Batas melapor melalui UPG instansi', source: 'Peraturan KPK 2/2019' },
  {
    value: '30 HK',
    label: 'KPK menetapkan status gratifikasi sejak laporan lengkap',
    source: 'UU 30/2002 Pasal 17',
  },
  { value: '7 HK', label: 'Keputusan disampaikan kepada pelapor', source: 'UU 30/2002 Pasal 17' },
];

export const MUST_REPORT: readonly string[] = [
  'Pemberian yang terkait dengan jabatan atau kewenangan Anda, dari pihak yang memiliki kepentingan.',
  'Uang, barang, voucher, tiket, fasilitas penginapan, atau perjalanan dari rekanan maupun calon rekanan.',
  'Pemberian saat pernikahan atau upacara adat di atas Rp1.500.000 per pemberi.',
  'Pemberian antarrekan kerja (bukan uang) di atas Rp500.000 per pemberi atau Rp1.500.000 per tahun dari pemberi yang sama.',
  'Pemberian yang Anda tolak pun dapat dilaporkan sebagai bentuk penolakan gratifikasi.',
];

export const NEGATIVE_LIST: readonly string[] = [
  'Pemberian dari keluarga dekat selama tidak ada konflik kepentingan.',
  'Hadiah pernikahan, kelahiran, atau upacara keagamaan/adat sampai Rp1.500.000 per pemberi.',
  'Seminar kit, barang promosi, dan hidangan yang disajikan secara umum.',
  'Hadiah undian, diskon, dan imbal hasil yang berlaku umum.',
  'Penghargaan resmi pemerintah dan honorarium sesuai standar biaya.',
  'Bantuan bencana serta karangan bunga duka cita atau ucapan selamat.',
];

export interface Step {
  title: string;
  description: string;
}

/** How to report, in three steps (issue 13 §1). */
export const STEPS: readonly Step[] = [
  {
    title: 'Masuk atau daftar',
    description: 'Masuk dengan akun Gratifikasi Online, atau daftar dengan NIK dan alamat surel Anda.',
  },
  {
    title: 'Isi laporan',
    description:
      'Lengkapi data pelapor, uraikan peristiwa dan pemberi, lalu catat setiap objek beserta perkiraan nilainya.',
  },
  {
    title: 'Pantau keputusan',
    description: 'Ikuti verifikasi, analisis, hingga Surat Keputusan KPK dari beranda Anda.',
  },
];
