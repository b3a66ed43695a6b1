import type { Db } from '../../client';
import { seedMaster } from './insert';

/** Civil-service grades and their ranks (spec §3 "Other catalogues"). */
const GOLONGAN = [
  ['IA', 'Juru Muda'],
  ['IB', 'Juru Muda Tingkat I'],
  ['IC', 'Juru'],
  ['ID', 'Juru Tingkat I'],
  ['IIA', 'Pengatur Muda'],
  ['IIB', 'Pengatur Muda Tingkat I'],
  ['IIC', 'Pengatur'],
  ['IID', 'Pengatur Tingkat I'],
  ['IIIA', 'Penata Muda'],
  ['IIIB', 'Penata Muda Tingkat I'],
  ['IIIC', 'Penata'],
  ['IIID', 'Penata Tingkat I'],
  ['IVA', 'Pembina'],
  ['IVB', 'Pembina Tingkat I'],
  ['IVC', 'Pembina Utama Muda'],
  ['IVD', 'Pembina Utama Madya'],
  ['IVE', 'Pembina Utama'],
] as const;

/** Risk score bands (spec §4); colours are the Material hex values of the spec's primary/orange/deep-orange/red. */
const LEVEL_RISIKO = [
  ['LOW', 'Rendah', 0, 0.3, '#1976D2'],
  ['MEDIUM', 'Sedang', 0.3, 0.5, '#FF9800'],
  ['HIGH', 'Tinggi', 0.5, 0.7, '#FF5722'],
  ['VERY_HIGH', 'Sangat Tinggi', 0.7, 1, '#F44336'],
] as const;

/** What the law says, answered once for the public FAQ (UU 20/2001 Pasal 12B–12C; Perkom 2/2019). */
const FAQ = [
  [
    'Apa yang dimaksud dengan gratifikasi?',
    'Gratifikasi adalah pemberian dalam arti luas, meliputi pemberian uang, barang, rabat (diskon), komisi, pinjaman tanpa bunga, tiket perjalanan, fasilitas penginapan, perjalanan wisata, pengobatan cuma-cuma, dan fasilitas lainnya (Penjelasan Pasal 12B UU Nomor 20 Tahun 2001).',
  ],
  [
    'Kapan gratifikasi wajib dilaporkan?',
    'Gratifikasi yang berhubungan dengan jabatan dan berlawanan dengan kewajiban atau tugas penerima wajib dilaporkan kepada KPK paling lambat 30 hari kerja sejak diterima, atau kepada UPG instansi paling lambat 10 hari kerja.',
  ],
  [
    'Apakah semua pemberian harus dilaporkan?',
    'Tidak. Pemberian yang termasuk negative list, misalnya dari keluarga tanpa konflik kepentingan atau hidangan yang berlaku umum, tidak wajib dilaporkan.',
  ],
  [
    'Apa akibatnya bila gratifikasi tidak dilaporkan?',
    'Gratifikasi yang tidak dilaporkan dianggap suap dan diancam pidana penjara seumur hidup atau paling singkat 4 tahun dan paling lama 20 tahun serta denda paling sedikit Rp200.000.000,00 dan paling banyak Rp1.000.000.000,00 (Pasal 12B UU Nomor 20 Tahun 2001).',
  ],
] as const;

/** Coded references, risk bands, FAQ, the contact of the gratification directorate and this app's version. */
export async function seedUmum(db: Db): Promise<Record<string, number>> {
  return {
    referensi: await seedMaster(
      db,
      'referensi',
      GOLONGAN.map(([kode, nama], i) => ({ kategori: 'golongan', kode, nama, urutan: i + 1 })),
      { key: ['kategori', 'kode'] },
    ),
    'level-risiko': await seedMaster(
      db,
      'level-risiko',
      LEVEL_RISIKO.map(([kode, nama, batas_bawah, batas_atas, warna]) => ({
        kode,
        nama,
        batas_bawah,
        batas_atas,
        warna,
      })),
    ),
    faq: await seedMaster(
      db,
      'faq',
      FAQ.map(([pertanyaan, jawaban], i) => ({ pertanyaan, jawaban, kategori: 'Umum', urutan: i + 1 })),
      { key: ['pertanyaan'] },
    ),
    kontaks: await seedMaster(
      db,
      'kontaks',
      [
        {
          nama: 'Direktorat Gratifikasi dan Pelayanan Publik KPK',
          jabatan: 'Layanan informasi gratifikasi',
          alamat: 'Gedung Merah Putih KPK, Jl. Kuningan Persada Kav. 4, Setiabudi, Jakarta Selatan 12950',
          telepon: '198',
          urutan: 1,
        },
      ],
      { key: ['nama'] },
    ),
    'master-version': await seedMaster(
      db,
      'master-version',
      [{ versi: '1.0.0', platform: 'web', catatan: 'Rilis pertama Gratifikasi Online', is_latest: true }],
      { key: ['versi', 'platform'] },
    ),
  };
}
