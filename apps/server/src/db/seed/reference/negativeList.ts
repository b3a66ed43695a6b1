import type { Db } from '../../client';
import { seedMaster } from './insert';

const DASAR_HUKUM =
  'Peraturan KPK Nomor 2 Tahun 2019 Pasal 2 ayat (3) sebagaimana diubah dengan Peraturan KPK Nomor 1 Tahun 2026';
const TANPA_KONFLIK = 'Tidak terdapat konflik kepentingan';
const BUKAN_UANG = 'Tidak dalam bentuk uang atau alat tukar lainnya';

type Unsur = readonly [
  kode: string,
  nama: string,
  perPemberi: number | null,
  perTahun: number | null,
  kondisi: string[],
];

/**
 * The negative list of DOMAIN.md: gifts exempt from reporting when there is no conflict of interest, with the
 * 2026 amounts (Perkom 1/2026). Before 2026 the ceremony limit was Rp1.000.000 per giver and colleagues'
 * gifts Rp200.000/Rp300.000 per gift and Rp1.000.000 a year; administrators keep these rows current.
 */
const UNSUR: readonly Unsur[] = [
  [
    'KELUARGA',
    'Pemberian dari keluarga (kakek/nenek, orang tua, mertua, suami/istri, anak dan menantu, anak angkat, wali, cucu, besan, paman/bibi, saudara kandung/ipar, sepupu, keponakan)',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'INVESTASI',
    'Keuntungan dari penempatan dana, investasi atau kepemilikan saham pribadi yang berlaku umum',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'KOPERASI',
    'Manfaat dari koperasi atau organisasi pegawai berdasarkan keanggotaan yang berlaku umum',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'SEMINAR_KIT',
    'Perangkat atau perlengkapan peserta kegiatan kedinasan (seminar kit)',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'PROMOSI',
    'Barang promosi atau sosialisasi yang memuat logo atau pesan sosialisasi',
    null,
    null,
    [TANPA_KONFLIK, BUKAN_UANG],
  ],
  [
    'KOMPETISI',
    'Hadiah kejuaraan, perlombaan atau kompetisi yang diikuti dengan biaya sendiri',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'PENGHARGAAN',
    'Penghargaan dari pemerintah sesuai peraturan perundang-undangan',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  ['DISKON', 'Diskon atau rabat atas pembelian pribadi yang berlaku umum', null, null, [TANPA_KONFLIK]],
  [
    'PROFESI',
    'Kompensasi atas profesi di luar kegiatan kedinasan',
    null,
    null,
    [TANPA_KONFLIK, 'Tidak terkait tugas dan kewajiban jabatan'],
  ],
  [
    'HONORARIUM',
    'Honorarium, transportasi dan akomodasi kegiatan kedinasan sesuai standar biaya yang berlaku',
    null,
    null,
    [TANPA_KONFLIK, 'Sesuai standar biaya instansi penerima'],
  ],
  ['KARANGAN_BUNGA', 'Karangan bunga sebagai ucapan duka atau selamat', null, null, [TANPA_KONFLIK]],
  ['HIDANGAN', 'Hidangan atau sajian yang berlaku umum', null, null, [TANPA_KONFLIK]],
  [
    'INSTANSI',
    'Pemberian yang ditujukan kepada instansi',
    null,
    null,
    [TANPA_KONFLIK, 'Dicatat sebagai barang milik instansi'],
  ],
  [
    'UPACARA',
    'Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan',
    1_500_000,
    null,
    [TANPA_KONFLIK, 'Nilai paling banyak Rp1.500.000,00 setiap pemberi'],
  ],
  [
    'MUSIBAH',
    'Pemberian terkait musibah atau bencana yang dialami penerima atau keluarganya',
    null,
    null,
    [TANPA_KONFLIK],
  ],
  [
    'REKAN_KERJA',
    'Pemberian sesama rekan kerja yang tidak berbentuk uang',
    500_000,
    1_500_000,
    [
      TANPA_KONFLIK,
      BUKAN_UANG,
      'Nilai paling banyak Rp500.000,00 setiap pemberi dan Rp1.500.000,00 dalam satu tahun dari pemberi yang sama',
    ],
  ],
];

const PARAMETER = [
  ['BATAS_UPACARA', 'Batas pemberian upacara/pernikahan per pemberi', 1_500_000, 'rupiah'],
  ['BATAS_REKAN_PER_PEMBERI', 'Batas pemberian rekan kerja per pemberi', 500_000, 'rupiah'],
  [
    'BATAS_REKAN_PER_TAHUN',
    'Batas pemberian rekan kerja per tahun dari pemberi yang sama',
    1_500_000,
    'rupiah',
  ],
] as const;

/** The negative-list elements, their conditions and the amounts as parameters. */
export async function seedNegativeList(db: Db): Promise<Record<string, number>> {
  const unsur = await seedMaster(
    db,
    'unsur-nl',
    UNSUR.map(([kode, nama, perPemberi, perTahun, kondisi], i) => ({
      kode,
      nama,
      batas_per_pemberi: perPemberi,
      batas_per_tahun: perTahun,
      hanya_bukan_uang: kondisi.includes(BUKAN_UANG),
      dasar_hukum: DASAR_HUKUM,
      urutan: i + 1,
    })),
  );
  const kondisi = await seedMaster(
    db,
    'kondisi-unsur-nl',
    UNSUR.flatMap(([kode, , , , list]) =>
      list.map((nama, i) => ({ unsur_nl_id: kode, nama, urutan: i + 1 })),
    ),
    { key: ['unsur_nl_id', 'nama'] },
  );
  const parameter = await seedMaster(
    db,
    'parameter-nl',
    PARAMETER.map(([kode, nama, nilai, satuan]) => ({ kode, nama, nilai, satuan, keterangan: DASAR_HUKUM })),
  );
  return { 'unsur-nl': unsur, 'kondisi-unsur-nl': kondisi, 'parameter-nl': parameter };
}
