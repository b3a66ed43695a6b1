import { LAPORAN_STATUSES } from '@gratifikasi/domain';
import type { Db } from '../../client';
import { type SeedRow, seedMaster } from './insert';

type Pair = readonly [kode: string, nama: string];

/** [kode, nama] pairs as lookup rows, ordered as listed. */
const rows = (pairs: readonly Pair[], extra: (kode: string) => Partial<SeedRow> = () => ({})): SeedRow[] =>
  pairs.map(([kode, nama], i) => ({ kode, nama, urutan: i + 1, ...extra(kode) }));

/** DOMAIN.md's catalogues of a report: events, kinds of receipt and object, relations. */
const LOOKUPS: Readonly<Record<string, readonly Pair[]>> = {
  'jenis-peristiwa': [
    ['PERNIKAHAN', 'Pernikahan'],
    ['KELAHIRAN', 'Kelahiran'],
    ['UPACARA_ADAT', 'Upacara adat/keagamaan'],
    ['ULANG_TAHUN', 'Ulang tahun'],
    ['HARI_RAYA', 'Hari raya keagamaan'],
    ['KENAIKAN_JABATAN', 'Kenaikan jabatan/pangkat'],
    ['PERPISAHAN', 'Perpisahan/pensiun'],
    ['KUNJUNGAN_KERJA', 'Kunjungan kerja'],
    ['SEMINAR', 'Seminar/rapat'],
    ['MUSIBAH', 'Musibah/bencana'],
    ['LAINNYA', 'Lainnya'],
  ],
  'jenis-penerimaan': [
    ['UANG', 'Uang'],
    ['BARANG', 'Barang'],
    ['VOUCHER', 'Voucher/kartu belanja'],
    ['TIKET', 'Tiket'],
    ['FASILITAS', 'Fasilitas penginapan/perjalanan'],
    ['DISKON', 'Diskon/rabat'],
    ['PINJAMAN', 'Pinjaman tanpa bunga'],
    ['LAINNYA', 'Lainnya'],
  ],
  'jenis-objek': [
    ['UANG_TUNAI', 'Uang tunai'],
    ['UANG_TRANSFER', 'Uang melalui transfer/dompet digital'],
    ['LOGAM_MULIA', 'Logam mulia/perhiasan'],
    ['ELEKTRONIK', 'Barang elektronik'],
    ['KENDARAAN', 'Kendaraan'],
    ['MAKANAN', 'Makanan/minuman/parsel'],
    ['PAKAIAN', 'Pakaian/tas/aksesori'],
    ['VOUCHER', 'Voucher/kartu belanja'],
    ['TIKET', 'Tiket perjalanan/hiburan'],
    ['AKOMODASI', 'Akomodasi/penginapan'],
    ['CENDERAMATA', 'Cenderamata/plakat'],
    ['PROPERTI', 'Tanah/bangunan'],
    ['SURAT_BERHARGA', 'Saham/surat berharga'],
    ['LAINNYA', 'Lainnya'],
  ],
  'media-laporan': [
    ['GOL_WEB', 'Aplikasi GOL (web)'],
    ['GOL_SELULER', 'Aplikasi GOL (seluler)'],
    ['UPG', 'Melalui UPG'],
    ['EMAIL', 'Email'],
    ['SURAT', 'Surat/pos'],
    ['LANGSUNG', 'Datang langsung ke KPK'],
  ],
  'metode-penerimaan-og': [
    ['LANGSUNG', 'Diserahkan langsung oleh pelapor'],
    ['UPG', 'Diserahkan melalui UPG'],
    ['KIRIM', 'Dikirim melalui pos/jasa pengiriman'],
    ['TRANSFER', 'Transfer ke rekening penampungan KPK'],
  ],
  'lokasi-objek-gratifikasi': [
    ['PELAPOR', 'Dikuasai pelapor'],
    ['UPG', 'Dititipkan di UPG'],
    ['KPK', 'Disimpan di KPK'],
    ['KPKNL', 'Diserahkan ke DJKN/KPKNL'],
    ['PEMBERI', 'Dikembalikan kepada pemberi'],
    ['SOSIAL', 'Disalurkan ke lembaga sosial (barang mudah rusak)'],
  ],
  'jenis-nomor-lain': [
    ['NIP', 'NIP'],
    ['NRP', 'NRP (TNI/Polri)'],
    ['NIK', 'NIK'],
    ['NPWP', 'NPWP'],
    ['PASPOR', 'Nomor paspor'],
    ['NOMOR_PEGAWAI', 'Nomor induk pegawai BUMN/BUMD'],
  ],
  'rekomendasi-objek': [
    ['MILIK_NEGARA', 'MILIK NEGARA'],
    ['SEBAGIAN_MILIK_NEGARA', 'SEBAGIAN MILIK NEGARA'],
    ['MILIK_PENERIMA', 'MILIK PENERIMA'],
  ],
  'status-informasi': [
    ['LENGKAP', 'Informasi lengkap'],
    ['BELUM_LENGKAP', 'Informasi belum lengkap'],
    ['PERLU_KLARIFIKASI', 'Perlu klarifikasi'],
  ],
  // The monev status groups of spec §3.
  'kategori-status-laporan': [
    ['REVIEW_NL', 'Review NL'],
    ['VERIFIKASI', 'Verifikasi'],
    ['PERMINTAAN_KELENGKAPAN', 'Permintaan Kelengkapan'],
    ['KONFIRMASI_KESESUAIAN', 'Konfirmasi Kesesuaian'],
    ['ANALISIS', 'Analisis'],
    ['LAINNYA', 'Lainnya'],
    ['PIUTANG', 'Piutang'],
    ['SELESAI', 'Selesai'],
  ],
  'checklist-kelengkapan': [
    ['IDENTITAS_PELAPOR', 'Identitas pelapor (KTP/kartu pegawai)'],
    ['IDENTITAS_PEMBERI', 'Identitas dan alamat pemberi'],
    ['KRONOLOGI', 'Kronologi penerimaan'],
    ['FOTO_OBJEK', 'Foto objek gratifikasi'],
    ['TAKSIRAN_NILAI', 'Taksiran nilai objek'],
    ['UNDANGAN', 'Undangan acara'],
    ['BUKTI_TRANSFER', 'Bukti transfer/kuitansi'],
    ['SURAT_TUGAS', 'Surat tugas/undangan kegiatan'],
  ],
  'klasifikasi-instansis': [
    ['KEMENTERIAN', 'Kementerian'],
    ['LPNK', 'Lembaga Pemerintah Nonkementerian'],
    ['LEMBAGA_NEGARA', 'Lembaga Negara'],
    ['PEMPROV', 'Pemerintah Provinsi'],
    ['PEMKAB', 'Pemerintah Kabupaten'],
    ['PEMKOT', 'Pemerintah Kota'],
    ['BUMN', 'Badan Usaha Milik Negara'],
    ['BUMD', 'Badan Usaha Milik Daerah'],
  ],
  bidang: [
    ['EKSEKUTIF', 'Eksekutif'],
    ['LEGISLATIF', 'Legislatif'],
    ['YUDIKATIF', 'Yudikatif'],
    ['EKSAMINATIF', 'Eksaminatif'],
    ['BUMN_BUMD', 'BUMN/BUMD'],
  ],
  'status-kedinasans': [
    ['AKTIF', 'Aktif'],
    ['CLTN', 'Cuti di luar tanggungan negara'],
    ['PENSIUN', 'Pensiun'],
    ['BERHENTI', 'Diberhentikan'],
  ],
  'kategori-berita': [
    ['BERITA', 'Berita'],
    ['PENGUMUMAN', 'Pengumuman'],
    ['KEGIATAN', 'Kegiatan'],
    ['EDUKASI', 'Edukasi'],
  ],
  'jenis-kegiatan': [
    ['SOSIALISASI', 'Sosialisasi'],
    ['BIMTEK', 'Bimbingan teknis'],
    ['RAKOR', 'Rapat koordinasi'],
    ['MONEV', 'Monitoring dan evaluasi'],
    ['DISEMINASI', 'Diseminasi'],
  ],
  'bentuk-kegiatan': [
    ['LURING', 'Tatap muka (luring)'],
    ['DARING', 'Daring'],
    ['HIBRIDA', 'Hibrida'],
  ],
  'jenis-publikasi-dokumen': [
    ['PERATURAN', 'Peraturan'],
    ['PEDOMAN', 'Buku pedoman'],
    ['INFOGRAFIS', 'Infografis'],
    ['LAPORAN_TAHUNAN', 'Laporan tahunan'],
    ['SIARAN_PERS', 'Siaran pers'],
    ['SK_GRATIFIKASI', 'Keputusan penetapan status gratifikasi (tersamar)'],
  ],
};

/** Family relations are negative-list when there is no conflict of interest (Perkom 2/2019 Pasal 2(3)). */
const HUBUNGAN: readonly Pair[] = [
  ['KELUARGA_INTI', 'Keluarga inti'],
  ['KELUARGA', 'Keluarga'],
  ['REKAN_KERJA', 'Rekan kerja'],
  ['ATASAN', 'Atasan'],
  ['BAWAHAN', 'Bawahan'],
  ['REKANAN', 'Rekanan/vendor'],
  ['CALON_REKANAN', 'Calon rekanan'],
  ['MASYARAKAT', 'Masyarakat/pihak berkepentingan'],
  ['LAINNYA', 'Lainnya'],
];

/** Which documents complete a report of each kind of event. */
const CHECKLIST_PERISTIWA: readonly (readonly [string, string])[] = [
  ...['PERNIKAHAN', 'KELAHIRAN', 'UPACARA_ADAT', 'ULANG_TAHUN'].map((p) => [p, 'UNDANGAN'] as const),
  ...['KUNJUNGAN_KERJA', 'SEMINAR'].map((p) => [p, 'SURAT_TUGAS'] as const),
];

/**
 * Which negative-list element (unsur-nl kode) an event kind or a relation suggests, and which objects are money or
 * its equivalent: the data the negative-list proposal reads (administrators change it in the masters).
 */
const NL_PERISTIWA: Readonly<Record<string, string>> = {
  PERNIKAHAN: 'UPACARA',
  KELAHIRAN: 'UPACARA',
  UPACARA_ADAT: 'UPACARA',
  MUSIBAH: 'MUSIBAH',
};
const NL_HUBUNGAN: Readonly<Record<string, string>> = {
  KELUARGA_INTI: 'KELUARGA',
  KELUARGA: 'KELUARGA',
  REKAN_KERJA: 'REKAN_KERJA',
};
const OBJEK_UANG = new Set(['UANG_TUNAI', 'UANG_TRANSFER', 'VOUCHER', 'SURAT_BERHARGA']);

const EXTRA: Readonly<Record<string, (kode: string) => Partial<SeedRow>>> = {
  'jenis-peristiwa': (kode) => ({ unsur_nl_id: NL_PERISTIWA[kode] ?? null }),
  'jenis-objek': (kode) => ({ is_uang: OBJEK_UANG.has(kode) }),
};

/** The DOMAIN.md catalogues, statuses and the small organisation and content lookups. */
export async function seedKategori(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, pairs] of Object.entries(LOOKUPS))
    out[key] = await seedMaster(db, key, rows(pairs, EXTRA[key]));
  out['hubungan-pemberi-penerima'] = await seedMaster(
    db,
    'hubungan-pemberi-penerima',
    rows(HUBUNGAN, (kode) => ({
      is_keluarga: kode === 'KELUARGA_INTI' || kode === 'KELUARGA',
      unsur_nl_id: NL_HUBUNGAN[kode] ?? null,
    })),
  );
  out['status-laporan'] = await seedMaster(
    db,
    'status-laporan',
    LAPORAN_STATUSES.map(({ kode, nama, kategori }, i) => ({
      kode,
      nama,
      kategori_status_laporan_id: kategori,
      urutan: i + 1,
    })),
  );
  out['checklist-kelengkapan-peristiwas'] = await seedMaster(
    db,
    'checklist-kelengkapan-peristiwas',
    CHECKLIST_PERISTIWA.map(([peristiwa, checklist]) => ({
      jenis_peristiwa_id: peristiwa,
      checklist_kelengkapan_id: checklist,
      is_wajib: true,
    })),
    { key: ['jenis_peristiwa_id', 'checklist_kelengkapan_id'] },
  );
  return out;
}
