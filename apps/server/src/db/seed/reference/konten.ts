import type { Db } from '../../client';
import { seedMaster } from './insert';

const PANDUAN = `<p>Laporan gratifikasi disampaikan paling lambat <strong>30 hari kerja</strong> sejak gratifikasi diterima (Pasal 12C UU 20/2001), atau 10 hari kerja bila melalui UPG instansi.</p>
<h2>1. Buat akun dan masuk</h2>
<p>Pilih <strong>Registrasi</strong>, isi NIK, nama dan alamat surel, lalu aktifkan akun melalui tautan yang dikirim ke surel Anda. Setelah itu masuk dengan nama pengguna dan kata sandi.</p>
<h2>2. Lengkapi data pelapor</h2>
<p>Isi identitas, jabatan, instansi dan unit kerja Anda. Data ini dipakai untuk setiap laporan berikutnya.</p>
<h2>3. Isi laporan</h2>
<ul><li>Uraikan peristiwa pemberian: tanggal, tempat, dan hubungan Anda dengan pemberi.</li><li>Catat setiap objek gratifikasi beserta perkiraan nilainya; nilai mata uang asing dihitung dengan kurs pada tanggal penerimaan.</li><li>Lampirkan foto atau dokumen pendukung (JPG, PNG, PDF).</li></ul>
<h2>4. Kirim dan pantau</h2>
<p>Setelah dikirim, laporan mendapat nomor dan dapat dipantau dari beranda: verifikasi, analisis, hingga Surat Keputusan (SK) KPK. Bila KPK meminta kelengkapan, Anda menerima surel berisi tautan untuk melengkapinya.</p>`;

const PRIVASI = `<p>Gratifikasi Online mengumpulkan data pribadi pelapor (NIK, nama, jabatan, instansi, kontak) hanya untuk memproses laporan gratifikasi sesuai UU 30/2002 dan UU 27/2022 tentang Pelindungan Data Pribadi.</p>
<h2>Penggunaan data</h2>
<p>Data laporan hanya dapat dilihat oleh pelapor, UPG yang menerima laporan, dan petugas KPK yang berwenang. Statistik yang dipublikasikan tidak memuat data yang dapat mengidentifikasi seseorang.</p>
<h2>Hak Anda</h2>
<p>Anda dapat memperbarui data profil kapan saja dan meminta penjelasan atas pemrosesan data melalui kontak Direktorat Gratifikasi dan Pelayanan Publik KPK.</p>`;

const TENTANG = `<p>Gratifikasi Online adalah aplikasi pelaporan gratifikasi bagi pegawai negeri dan penyelenggara negara kepada Komisi Pemberantasan Korupsi (KPK), secara langsung maupun melalui Unit Pengendalian Gratifikasi (UPG) instansi.</p>
<p>Aplikasi ini dikelola oleh Direktorat Gratifikasi dan Pelayanan Publik KPK, Jl. Kuningan Persada Kav. 4, Jakarta Selatan.</p>`;

/** The public site's pages (panduan, privacy-policy, about), editable by content admins (news categories: kategori.ts). */
export async function seedKonten(db: Db): Promise<Record<string, number>> {
  return {
    'halaman-publik': await seedMaster(
      db,
      'halaman-publik',
      [
        { kode: 'panduan', judul: 'Panduan Pelaporan Gratifikasi', isi: PANDUAN, is_published: true },
        { kode: 'privacy-policy', judul: 'Kebijakan Privasi', isi: PRIVASI, is_published: true },
        { kode: 'about', judul: 'Tentang Gratifikasi Online', isi: TENTANG, is_published: true },
      ],
      { key: ['kode'] },
    ),
  };
}
