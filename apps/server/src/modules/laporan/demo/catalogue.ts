/**
 * What the demo's reports are about (issue 24 "Demo data"): events, givers and items of many kinds and currencies,
 * taken in turn, so that the charts of the statistics and the report engine show several bars, not one.
 */

export interface DemoItem {
  penerimaan: string;
  objek: string;
  uraian: string;
  nilai: number;
  mata_uang: string;
}

const item = (
  penerimaan: string,
  objek: string,
  uraian: string,
  nilai: number,
  mata_uang = 'IDR',
): DemoItem => ({
  penerimaan,
  objek,
  uraian,
  nilai,
  mata_uang,
});

/**
 * First items of the reports followed up (an SK rules them): four kinds in turn, each in rupiah and in a foreign
 * currency, so that each kind rests on enough reports to be shown.
 */
export const ITEMS: readonly DemoItem[] = [
  item('UANG', 'UANG_TUNAI', 'Uang tunai dalam amplop', 2_500_000),
  item('BARANG', 'ELEKTRONIK', 'Tablet 11 inci', 6_500_000),
  item('VOUCHER', 'VOUCHER', 'Voucher belanja', 200, 'USD'),
  item('BARANG', 'LOGAM_MULIA', 'Logam mulia 5 gram', 7_250_000),
  item('UANG', 'UANG_TUNAI', 'Uang tunai dalam riyal', 1_500, 'SAR'),
  item('BARANG', 'ELEKTRONIK', 'Laptop', 14_000_000),
  item('VOUCHER', 'VOUCHER', 'Kartu belanja', 150, 'SGD'),
  item('BARANG', 'LOGAM_MULIA', 'Cincin emas', 4_800_000),
];

/** Second items of some reports: the other kinds and currencies. */
export const MORE_ITEMS: readonly DemoItem[] = [
  item('TIKET', 'TIKET', 'Tiket pesawat pulang-pergi', 38_000, 'JPY'),
  item('FASILITAS', 'AKOMODASI', 'Menginap dua malam di hotel', 320, 'EUR'),
  item('UANG', 'UANG_TRANSFER', 'Transfer ke rekening pribadi', 5_000_000),
  item('BARANG', 'KENDARAAN', 'Sepeda motor', 24_000_000),
  item('BARANG', 'PAKAIAN', 'Tas kulit bermerek', 450, 'SGD'),
];

/** Items on the negative list (closed without follow-up). */
export const NL_ITEMS: readonly DemoItem[] = [
  item('BARANG', 'MAKANAN', 'Parsel makanan dan minuman', 850_000),
  item('BARANG', 'CENDERAMATA', 'Plakat dan cenderamata acara', 400_000),
  item('BARANG', 'PAKAIAN', 'Tas dan alat tulis seminar', 350_000),
  item('BARANG', 'MAKANAN', 'Kue kering hari raya', 300, 'MYR'),
  item('BARANG', 'CENDERAMATA', 'Miniatur dan kain tradisional', 600_000),
  item('BARANG', 'PAKAIAN', 'Batik panitia acara', 280_000),
];

export const EVENTS: readonly { peristiwa: string; hubungan: string; tempat: string; kronologi: string }[] = [
  {
    peristiwa: 'KUNJUNGAN_KERJA',
    hubungan: 'REKANAN',
    tempat: 'Kantor Pusat',
    kronologi: 'Setelah rapat koordinasi pengadaan, perwakilan rekanan menyerahkan bingkisan di ruang kerja.',
  },
  {
    peristiwa: 'HARI_RAYA',
    hubungan: 'MASYARAKAT',
    tempat: 'Rumah dinas',
    kronologi: 'Menjelang hari raya, pihak yang sedang mengurus perizinan mengantarkan bingkisan ke rumah.',
  },
  {
    peristiwa: 'PERNIKAHAN',
    hubungan: 'CALON_REKANAN',
    tempat: 'Gedung Serbaguna, Jakarta',
    kronologi: 'Pada resepsi pernikahan anak pelapor, calon rekanan memberikan hadiah di luar kewajaran.',
  },
  {
    peristiwa: 'SEMINAR',
    hubungan: 'REKANAN',
    tempat: 'Hotel Mulia, Jakarta',
    kronologi: 'Penyelenggara seminar memberikan fasilitas dan cenderamata kepada narasumber dari instansi.',
  },
  {
    peristiwa: 'KENAIKAN_JABATAN',
    hubungan: 'BAWAHAN',
    tempat: 'Kantor Wilayah',
    kronologi: 'Atas pelantikan pelapor, pihak yang berkepentingan dengan unit kerjanya mengirimkan hadiah.',
  },
  {
    peristiwa: 'PERPISAHAN',
    hubungan: 'MASYARAKAT',
    tempat: 'Gedung Sate, Bandung',
    kronologi: 'Pada acara perpisahan, perwakilan asosiasi usaha menyerahkan hadiah kepada pelapor.',
  },
];

export const PEMBERI: readonly { nama: string; instansi: string; alamat: string }[] = [
  { nama: 'PT Maju Jaya', instansi: 'Rekanan pengadaan', alamat: 'Jl. Sudirman 1, Jakarta' },
  { nama: 'CV Sentosa Abadi', instansi: 'Penyedia jasa konstruksi', alamat: 'Jl. Asia Afrika 20, Bandung' },
  { nama: 'PT Nusantara Karya', instansi: 'Konsultan perencana', alamat: 'Jl. Pemuda 15, Surabaya' },
  { nama: 'Asosiasi Pengusaha Daerah', instansi: 'Asosiasi usaha', alamat: 'Jl. Diponegoro 3, Denpasar' },
  {
    nama: 'PT Sinar Teknologi',
    instansi: 'Vendor teknologi informasi',
    alamat: 'Jl. Gatot Subroto 8, Jakarta',
  },
];
