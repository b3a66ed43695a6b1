import type { Db } from '../../client';
import { seedMaster } from './insert';

type Pair = readonly [kode: string, nama: string];

/** The catalogues of the institutions' dissemination events and innovations (issue 26 §4). */
const LOOKUPS: Readonly<Record<string, readonly Pair[]>> = {
  'jenis-diseminasi': [
    ['SOSIALISASI', 'Sosialisasi'],
    ['BIMTEK', 'Bimbingan teknis'],
    ['SEMINAR', 'Seminar/webinar'],
    ['KAMPANYE', 'Kampanye/media sosial'],
    ['PENYULUHAN', 'Penyuluhan'],
    ['LAINNYA', 'Lainnya'],
  ],
  'klasifikasi-kegiatan': [
    ['INTERNAL', 'Internal instansi'],
    ['EKSTERNAL', 'Eksternal (mitra/pemangku kepentingan)'],
    ['PUBLIK', 'Masyarakat umum'],
  ],
  'sasaran-kegiatan': [
    ['PIMPINAN', 'Pimpinan instansi'],
    ['PEGAWAI', 'Pegawai'],
    ['MITRA', 'Mitra kerja/rekanan'],
    ['MASYARAKAT', 'Masyarakat'],
    ['PELAJAR', 'Pelajar/mahasiswa'],
  ],
  'level-jabatan-peserta': [
    ['PIMPINAN_TINGGI', 'Jabatan Pimpinan Tinggi (Eselon I/II)'],
    ['ADMINISTRATOR', 'Administrator (Eselon III)'],
    ['PENGAWAS', 'Pengawas (Eselon IV)'],
    ['FUNGSIONAL', 'Jabatan Fungsional'],
    ['PELAKSANA', 'Pelaksana'],
    ['NON_ASN', 'Non-ASN/umum'],
  ],
  'implementasi-inovasi': [
    ['GAGASAN', 'Gagasan'],
    ['UJI_COBA', 'Uji coba'],
    ['DITERAPKAN', 'Diterapkan'],
    ['DIREPLIKASI', 'Direplikasi instansi lain'],
  ],
};

export async function seedPpgUpg(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, pairs] of Object.entries(LOOKUPS)) {
    out[key] = await seedMaster(
      db,
      key,
      pairs.map(([kode, nama], i) => ({ kode, nama, urutan: i + 1 })),
    );
  }
  return out;
}
