import { defineArea } from './define';
import type { RouteMeta } from './types';

/** Guest screens: a signed-in user is sent home; maintenance diverts them. */
const guest: RouteMeta = { guestOnly: true, checkMaintenance: true };
/** Screens anyone may open (signed in or not) that still need the API, so maintenance diverts them. */
const open: RouteMeta = { checkMaintenance: true };
/** Guest screens that stay readable during maintenance (spec §2). */
const guestNoMaintenance: RouteMeta = { guestOnly: true };

/** Public and guest routes of spec §2. */
export const PUBLIC_ROUTES = defineArea('public', [
  {
    name: 'landing',
    path: '',
    title: 'Beranda',
    meta: guest,
    description:
      'Laporkan gratifikasi kepada KPK secara daring: apa yang wajib dilaporkan, batas waktunya, dan cara melapor.',
  },
  { path: 'welcome', title: 'Selamat Datang', meta: guest },
  { path: 'maintenance', title: 'Pemeliharaan Sistem', meta: { checkMaintenance: true } },
  {
    path: 'news',
    title: 'Berita',
    meta: open,
    description: 'Berita, pengumuman, dan kegiatan seputar pengendalian gratifikasi.',
  },
  { name: 'news-detail', path: 'news/:id/:slug', title: 'Detail Berita', meta: open },
  { path: 'kegiatan/:id', title: 'Pratinjau Kegiatan', meta: open },
  {
    path: 'dokumen',
    title: 'Dokumen Publik',
    meta: open,
    description: 'Dokumen publik tentang gratifikasi: peraturan, pedoman, dan keputusan yang diumumkan.',
  },
  { name: 'dokumen-detail', path: 'dokumen/:id', title: 'Detail Dokumen Publik', meta: open },
  {
    path: 'materi-sosialisasi',
    title: 'Materi Sosialisasi',
    meta: guestNoMaintenance,
    description: 'Materi sosialisasi pengendalian gratifikasi: dokumen, gambar, dan video.',
  },
  {
    path: 'about',
    title: 'Tentang Aplikasi',
    meta: guestNoMaintenance,
    description: 'Tentang Gratifikasi Online, aplikasi pelaporan gratifikasi kepada KPK.',
  },
  { path: 'test-tools', title: 'Alat Uji', meta: guestNoMaintenance },
  { path: 'kegiatan/survey/:token', title: 'Isi Survei Kegiatan', meta: open },
  { path: 'kegiatan/presensi/:token', title: 'Presensi Kegiatan', meta: open },
  { path: 'login', title: 'Masuk', meta: guest },
  { path: 'reset-password/:token', title: 'Atur Ulang Kata Sandi', meta: guest },
  { path: 'lupa-password', title: 'Lupa Kata Sandi', meta: guest },
  { path: 'registrasi', title: 'Registrasi', meta: guest },
  {
    path: 'faq',
    title: 'Pertanyaan yang Sering Diajukan',
    meta: open,
    description: 'Jawaban atas pertanyaan yang sering diajukan tentang gratifikasi dan cara melaporkannya.',
  },
  {
    path: 'privacy-policy',
    title: 'Kebijakan Privasi',
    meta: open,
    description: 'Bagaimana Gratifikasi Online mengelola dan melindungi data pribadi pelapor.',
  },
  {
    path: 'dashboard-test',
    title: 'Uji Dasbor',
    meta: {},
    description:
      'Dasbor percontohan data terbuka pelaporan gratifikasi: angka utama dan grafik laporan, keputusan, dan nilai milik negara.',
  },
  {
    path: 'panduan',
    title: 'Panduan',
    meta: open,
    description:
      'Panduan langkah demi langkah melaporkan gratifikasi, dengan buku manual yang dapat diunduh.',
  },
  {
    path: 'statistik',
    title: 'Statistik Gratifikasi',
    meta: open,
    description:
      'Data terbuka pelaporan gratifikasi: laporan per bulan, jenis objek, kelompok instansi, dan wilayah, serta keputusan milik negara.',
  },
  { path: 'activation/:token', title: 'Aktivasi Akun', meta: open },
  { name: 'verifikasi-dokumen', path: 'verifikasi-dokumen/:kode', title: 'Verifikasi Dokumen', meta: open },
  // Without a code: a box to type the code printed under the QR code, or to scan it.
  { name: 'verifikasi-dokumen-cari', path: 'verifikasi-dokumen', title: 'Verifikasi Dokumen', meta: open },
  { path: 'reaktivasi', title: 'Reaktivasi Akun', meta: guest },
  { path: 'unauthorized', title: 'Akses Ditolak', meta: {} },
  { path: 'konfirmasi-tanggapan/:token/fill', title: 'Konfirmasi Tanggapan', meta: open },
  { path: 'konfirmasi-kelengkapan/:token/fill', title: 'Konfirmasi Kelengkapan', meta: open },
  { path: 'redirect', title: 'Mengalihkan', meta: {} },
]);
