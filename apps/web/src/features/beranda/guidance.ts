import type { RoleName } from '@gratifikasi/domain';

/** Short guidance on the beranda, per active role: what this role does in the reporting process. */
export interface RoleGuidance {
  title: string;
  points: readonly string[];
}

const reporterDuty: RoleGuidance = {
  title: 'Kewajiban pelaporan',
  points: [
    'Laporkan setiap gratifikasi yang berhubungan dengan jabatan paling lambat 30 hari kerja sejak diterima (UU 20/2001 Pasal 12C).',
    'Jika melapor melalui UPG instansi, sampaikan paling lambat 10 hari kerja sejak diterima.',
    'Pemberian yang termasuk negative list (misalnya dari keluarga inti, hadiah pernikahan sampai Rp1.500.000 per pemberi) tidak wajib dilaporkan selama tidak ada konflik kepentingan.',
    'Lengkapi laporan yang dikembalikan karena belum lengkap dalam 20 hari kerja agar tetap ditindaklanjuti.',
  ],
};

const kpkReview = (role: string, duty: string): RoleGuidance => ({
  title: `Peran Anda: ${role}`,
  points: [
    duty,
    'KPK menetapkan status kepemilikan (SK) paling lambat 30 hari kerja sejak laporan lengkap.',
    'SK disampaikan kepada pelapor paling lambat 7 hari kerja.',
  ],
});

const ppg = (role: string, duty: string): RoleGuidance => ({
  title: `Peran Anda: ${role}`,
  points: [
    duty,
    'Program PPG memantau dan menilai kepatuhan instansi melalui kegiatan, survei, dan identifikasi risiko.',
  ],
});

const admin: RoleGuidance = {
  title: 'Administrasi sistem',
  points: [
    'Kelola data master, pengguna, peran, dan hak akses.',
    'Jadwalkan pemeliharaan sistem di luar jam kerja; selama pemeliharaan, pengguna selain admin diarahkan ke halaman pemeliharaan.',
  ],
};

export const ROLE_GUIDANCE: Readonly<Record<RoleName, RoleGuidance>> = {
  individu: reporterDuty,
  upg: {
    title: 'Peran Anda: Unit Pengendalian Gratifikasi',
    points: [
      'Terima laporan gratifikasi dari pegawai instansi Anda dan teruskan ke KPK paling lambat 10 hari kerja sejak laporan diterima.',
      'Pegawai wajib melapor ke UPG paling lambat 10 hari kerja sejak menerima gratifikasi.',
      'Pantau profil dan realisasi program pengendalian gratifikasi instansi Anda.',
    ],
  },
  data_entry: {
    title: 'Peran Anda: Data Entry',
    points: [
      'Rekam laporan gratifikasi dan data pelapor atas nama pelapor dengan teliti.',
      'Batas pelaporan ke KPK adalah 30 hari kerja sejak gratifikasi diterima.',
    ],
  },
  reporter: {
    title: 'Peran Anda: Reporter',
    points: [
      'Susun dan unduh rekapitulasi laporan gratifikasi: bulanan, triwulan, kepatuhan, per instansi, dan per wilayah.',
    ],
  },
  observer: {
    title: 'Peran Anda: Observer',
    points: ['Pantau perkembangan laporan, logbook, dan rekapitulasi tanpa mengubah data.'],
  },
  pimpinan: kpkReview(
    'Pimpinan',
    'Tetapkan keputusan status kepemilikan gratifikasi (SK) pada tahap akhir persetujuan.',
  ),
  deputi: kpkReview('Deputi', 'Periksa dan setujui SK serta surat SP3 yang diajukan direktur.'),
  direktur: kpkReview(
    'Direktur',
    'Riksa laporan hasil analisis (LHA), ajukan SK, dan tetapkan laporan yang tidak ditindaklanjuti.',
  ),
  koordinator: kpkReview('Koordinator', 'Distribusikan laporan yang masuk kepada group yang menangani.'),
  ketua_group: kpkReview(
    'Ketua Group',
    'Distribusikan laporan ke anggota tim dan setujui verifikasi, negative list, serta analisis.',
  ),
  ketua_tim: kpkReview(
    'Ketua Tim',
    'Periksa hasil verifikasi dan analisis anggota tim sebelum diajukan ke ketua group.',
  ),
  anggota_tim: kpkReview(
    'Anggota Tim',
    'Verifikasi kelengkapan dan informasi laporan, identifikasi unsur negative list, dan susun analisis (LHA).',
  ),
  admin: kpkReview('Admin', 'Kelola data master dan konten yang dipakai dalam proses pelaporan.'),
  'Administrasi/Sekretaris': kpkReview(
    'Administrasi/Sekretaris',
    'Berikan penomoran SK, SPSK, SP3, dan surat tagihan sesuai antrean.',
  ),
  admin_pengelola_OG: kpkReview(
    'Admin Pengelola OG',
    'Kelola penerimaan, pengembalian, dan penyerahan objek gratifikasi, termasuk ke DJKN/KPKNL.',
  ),
  ketua_group_ppg: ppg(
    'Ketua Group PPG',
    'Setujui laporan kegiatan, broadcast email, survei, dan dokumen publik.',
  ),
  ketua_tim_ppg: ppg('Ketua Tim PPG', 'Periksa laporan kegiatan dan rencana kerja yang disusun anggota tim.'),
  anggota_tim_ppg: ppg(
    'Anggota Tim PPG',
    'Susun kegiatan, laporan kegiatan, dan dokumen publik program PPG.',
  ),
  superuser: admin,
  sysadmin: admin,
};
