import { formatRupiah, NL_BATAS_BAWAAN, type NlBatasJenis } from '@gratifikasi/domain';
import type { Db } from '../../client';
import { seedMaster } from './insert';

const DASAR_HUKUM =
  'Peraturan KPK Nomor 2 Tahun 2019 Pasal 2 ayat (3) sebagaimana diubah dengan Peraturan KPK Nomor 1 Tahun 2026';
const TANPA_KONFLIK = 'Tidak terdapat konflik kepentingan';
const BUKAN_UANG = 'Tidak dalam bentuk uang atau alat tukar lainnya';

type Unsur = readonly [kode: string, nama: string, batas: NlBatasJenis | null, kondisi: string[]];

const rp = (key: keyof typeof NL_BATAS_BAWAAN) => formatRupiah(NL_BATAS_BAWAAN[key]);

/**
 * The negative list of DOMAIN.md: gifts exempt from reporting when there is no conflict of interest. The amounts
 * are the configuration's (`nl_batas_*`, defaults NL_BATAS_BAWAAN: Perkom 1/2026); an element names which apply.
 */
const UNSUR: readonly Unsur[] = [
  [
    'KELUARGA',
    'Pemberian dari keluarga (kakek/nenek, orang tua, mertua, suami/istri, anak dan menantu, anak angkat, wali, cucu, besan, paman/bibi, saudara kandung/ipar, sepupu, keponakan)',
    null,
    [TANPA_KONFLIK],
  ],
  [
    'INVESTASI',
    'Keuntungan dari penempatan dana, investasi atau kepemilikan saham pribadi yang berlaku umum',
    null,
    [TANPA_KONFLIK],
  ],
  [
    'KOPERASI',
    'Manfaat dari koperasi atau organisasi pegawai berdasarkan keanggotaan yang berlaku umum',
    null,
    [TANPA_KONFLIK],
  ],
  [
    'SEMINAR_KIT',
    'Perangkat atau perlengkapan peserta kegiatan kedinasan (seminar kit)',
    null,
    [TANPA_KONFLIK],
  ],
  [
    'PROMOSI',
    'Barang promosi atau sosialisasi yang memuat logo atau pesan sosialisasi',
    null,
    [TANPA_KONFLIK, BUKAN_UANG],
  ],
  [
    'KOMPETISI',
    'Hadiah kejuaraan, perlombaan atau kompetisi yang diikuti dengan biaya sendiri',
    null,
    [TANPA_KONFLIK],
  ],
  ['PENGHARGAAN', 'Penghargaan dari pemerintah sesuai peraturan perundang-undangan', null, [TANPA_KONFLIK]],
  ['DISKON', 'Diskon atau rabat atas pembelian pribadi yang berlaku umum', null, [TANPA_KONFLIK]],
  [
    'PROFESI',
    'Kompensasi atas profesi di luar kegiatan kedinasan',
    null,
    [TANPA_KONFLIK, 'Tidak terkait tugas dan kewajiban jabatan'],
  ],
  [
    'HONORARIUM',
    'Honorarium, transportasi dan akomodasi kegiatan kedinasan sesuai standar biaya yang berlaku',
    null,
    [TANPA_KONFLIK, 'Sesuai standar biaya instansi penerima'],
  ],
  ['KARANGAN_BUNGA', 'Karangan bunga sebagai ucapan duka atau selamat', null, [TANPA_KONFLIK]],
  ['HIDANGAN', 'Hidangan atau sajian yang berlaku umum', null, [TANPA_KONFLIK]],
  [
    'INSTANSI',
    'Pemberian yang ditujukan kepada instansi',
    null,
    [TANPA_KONFLIK, 'Dicatat sebagai barang milik instansi'],
  ],
  [
    'UPACARA',
    'Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan',
    'acara',
    [TANPA_KONFLIK, `Nilai paling banyak ${rp('nl_batas_acara_per_pemberi')} setiap pemberi`],
  ],
  [
    'MUSIBAH',
    'Pemberian terkait musibah atau bencana yang dialami penerima atau keluarganya',
    null,
    [TANPA_KONFLIK],
  ],
  [
    'REKAN_KERJA',
    'Pemberian sesama rekan kerja yang tidak berbentuk uang',
    'rekan',
    [
      TANPA_KONFLIK,
      BUKAN_UANG,
      `Nilai paling banyak ${rp('nl_batas_rekan_per_pemberi')} setiap pemberi dan ${rp('nl_batas_rekan_per_tahun')} dalam satu tahun dari pemberi yang sama`,
    ],
  ],
];

/** The negative-list elements and their conditions (the amounts are configuration: app-configs nl_batas_*). */
export async function seedNegativeList(db: Db): Promise<Record<string, number>> {
  const unsur = await seedMaster(
    db,
    'unsur-nl',
    UNSUR.map(([kode, nama, batas, kondisi], i) => ({
      kode,
      nama,
      batas,
      hanya_bukan_uang: kondisi.includes(BUKAN_UANG),
      dasar_hukum: DASAR_HUKUM,
      urutan: i + 1,
    })),
  );
  const kondisi = await seedMaster(
    db,
    'kondisi-unsur-nl',
    UNSUR.flatMap(([kode, , , list]) => list.map((nama, i) => ({ unsur_nl_id: kode, nama, urutan: i + 1 }))),
    { key: ['unsur_nl_id', 'nama'] },
  );
  return { 'unsur-nl': unsur, 'kondisi-unsur-nl': kondisi };
}
