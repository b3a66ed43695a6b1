import { z } from 'zod';

/**
 * The letters of the report's path (issue 11 §1–2): one template per kind. `draft` kinds are also given as DOCX for
 * staff to edit in Word; the others are final PDFs. `pelapor`: the reporter (and their UPG) may download the kind
 * once the KPK has issued it; the others are the KPK's internal papers.
 */
export const LETTER_KINDS = [
  { kode: 'formulir', nama: 'Formulir laporan gratifikasi', draft: false, pelapor: true },
  { kode: 'analisis', nama: 'Laporan hasil analisis (LHA)', draft: false, pelapor: false },
  { kode: 'usulan-sp3', nama: 'Usulan SP3', draft: true, pelapor: false },
  { kode: 'draft-sk', nama: 'Draf SK penetapan status gratifikasi', draft: true, pelapor: false },
  { kode: 'pengantar-sk', nama: 'Surat pengantar SK (SPSK)', draft: false, pelapor: true },
  { kode: 'nota-dinas', nama: 'Nota dinas', draft: true, pelapor: false },
  { kode: 'sp3', nama: 'Surat pemberitahuan tidak ditindaklanjuti (SP3)', draft: false, pelapor: true },
  { kode: 'surat-tagihan', nama: 'Surat tagihan', draft: false, pelapor: true },
  { kode: 'berita-acara', nama: 'Berita acara serah terima', draft: false, pelapor: true },
  { kode: 'jawaban-rekam-jejak', nama: 'Surat jawaban permintaan rekam jejak', draft: false, pelapor: false },
  {
    kode: 'berita-acara-og',
    nama: 'Berita acara objek gratifikasi (penerimaan, pengembalian, penyerahan)',
    draft: false,
    pelapor: false,
  },
  { kode: 'laporan-kegiatan', nama: 'Laporan kegiatan PPG', draft: false, pelapor: false },
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number]['kode'];

/** What an issued letter is called: the SK drafted as `draft-sk` is, once numbered, the SK itself. */
const ISSUED_NAMES: Partial<Record<LetterKind, string>> = {
  'draft-sk': 'SK penetapan status gratifikasi',
};

/** A letter kind's name; numbered (issued), the name of the letter it became ("SK …", not "Draf SK …"). */
export function issuedLetterName(kode: LetterKind, numbered = true): string {
  const nama = LETTER_KINDS.find((k) => k.kode === kode)?.nama ?? kode;
  return numbered ? (ISSUED_NAMES[kode] ?? nama) : nama;
}

/** The kinds the reporter receives once issued with a number although drafted internally: the SK. */
export const REPORTER_ONCE_NUMBERED: readonly LetterKind[] = ['draft-sk'];

const text = z.string();
const maybe = z.string().nullable();
/** One who signed a paper as the account that decided: name, NIP (when the account has one), position, date. */
const signer = z.object({ nama: maybe, nip: maybe, jabatan: text, tanggal: maybe });

/**
 * Everything a letter template may name, as `{{ pelapor.nama }}`, `{% for r in rincian %}`…: the report, its
 * reporter, the giver, the items with their decision, the letter's own number and date, its signer and the issuing
 * unit. A placeholder outside this shape is refused when the template is saved.
 */
export const letterDataSchema = z.object({
  surat: z.object({ jenis: text, nomor: maybe, tanggal: text, perihal: text }),
  laporan: z.object({
    nomor: maybe,
    tanggal_lapor: maybe,
    tanggal_penerimaan: maybe,
    tempat_penerimaan: maybe,
    peristiwa: maybe,
    kronologi: maybe,
    total_nilai: text,
    status: text,
    hubungan: maybe,
    /** Reported past the deadline (30 working days from receipt, DOMAIN.md). */
    terlambat: z.boolean(),
    batas_lapor: maybe,
  }),
  pelapor: z.object({
    nama: text,
    nik: maybe,
    nip: maybe,
    jabatan: maybe,
    instansi: maybe,
    alamat: maybe,
    email: maybe,
    telepon: maybe,
    /** "Bogor, 12 Januari 1990". */
    lahir: maybe,
    /** "IIIB - Penata Muda Tingkat I". */
    golongan: maybe,
    unit_kerja: maybe,
    /** The reporter's city, where the reporter signs the form. */
    kota: maybe,
  }),
  pemberi: z.object({ nama: maybe, instansi: maybe, alamat: maybe, hubungan: maybe }),
  rincian: z.array(
    z.object({
      /** The item's own id: a letter about one item (a bill) picks it by this, never by its description. */
      id: z.number(),
      no: z.number(),
      uraian: text,
      jenis: maybe,
      jumlah: z.number(),
      satuan: maybe,
      /** Diterima / Ditolak. */
      status: text,
      mata_uang: text,
      nilai_taksiran: text,
      kurs: text,
      kurs_tanggal: maybe,
      nilai: text,
      keputusan: maybe,
    }),
  ),
  /** The completeness checklist of the event's kind, as the reporter ticked it (the form). */
  kelengkapan: z.array(z.object({ label: text, ada: z.boolean() })),
  /** The report's attachments by name. */
  lampiran: z.array(z.object({ no: z.number(), nama: text })),
  penandatangan: z.object({ nama: maybe, nip: maybe, jabatan: maybe }),
  penerbit: z.object({ nama: text, unit: text, alamat: text, kota: text }),
  /**
   * The LHA as the analysts wrote it (steps f60, f61, f63, issue 24 §1): the latest level's summary, the reporter's
   * position level and the internal rules cited, the director's consideration at the examination, and who wrote,
   * reviewed and approved it — the accounts that decided (their NIP where the account has one; null until then).
   * Every report letter carries it; a letter about no report does not.
   */
  analisis: z
    .object({
      ringkasan: maybe,
      level: maybe,
      aturan: z.array(text),
      pertimbangan: maybe,
      penyusun: signer,
      pereviu: signer,
      penyetuju: signer,
    })
    .optional(),
  /** The record-trace request a `jawaban-rekam-jejak` answers (issue 11 §6); absent from the report's letters. */
  permintaan: z
    .object({
      instansi: text,
      nomor_surat: text,
      tanggal_surat: text,
      perihal: text,
      orang: z.array(
        z.object({ no: z.number(), nik: maybe, nama: maybe, jumlah_laporan: z.number(), laporan: text }),
      ),
    })
    .optional(),
  /**
   * The bill a surat tagihan is for (issue 12 §4): its value in rupiah, the value and currency decided, the tax rate
   * used ("Rp15.500 (2026-11-01)", "-" for rupiah) and the virtual account; null on the report's other letters, so a
   * template tests it with `{% if tagihan %}`.
   */
  tagihan: z
    .object({
      va: text,
      nilai: text,
      nilai_asal: text,
      mata_uang_asal: text,
      kurs_teks: text,
      tanggal_keputusan: text,
    })
    .nullable()
    .optional(),
  /**
   * The act a `berita-acara-og` records (issue 12 §2–3): receiving, return, handover to a KPKNL office or direct
   * handover, its parties and every object it moved (across reports); absent from the report's letters.
   */
  berita_acara: z
    .object({
      /** PENERIMAAN, PENGEMBALIAN, SERAH_DJKN or SERAH_LANGSUNG. */
      jenis: text,
      judul: text,
      nomor: text,
      tanggal: text,
      pihak: z.object({ nama: text, instansi: maybe }),
      kpknl: maybe,
      lokasi: maybe,
      petugas: maybe,
      catatan: maybe,
      jumlah_objek: z.number(),
      total_nilai_rupiah: text,
      objek: z.array(
        z.object({
          no: z.number(),
          kode: text,
          uraian: text,
          jumlah: z.number(),
          satuan: maybe,
          laporan: maybe,
          pelapor: maybe,
          sk: maybe,
          tanggal_sk: maybe,
          kepemilikan: text,
          mata_uang: text,
          nilai: text,
          nilai_rupiah: text,
          boks: maybe,
        }),
      ),
    })
    .optional(),
  /**
   * A PPG activity report (issue 26 §3): the activity, what was done in each session, the participants as attendance
   * recorded them, results and follow-ups; absent from the report's letters.
   */
  laporan_kegiatan: z
    .object({
      judul: text,
      jenis: maybe,
      bentuk: maybe,
      tanggal_mulai: text,
      tanggal_selesai: text,
      tempat: maybe,
      instansi_sasaran: text,
      tim: text,
      ringkasan: text,
      hasil: text,
      tindak_lanjut: maybe,
      jumlah_peserta: z.number(),
      sesi: z.array(
        z.object({
          no: z.number(),
          judul: text,
          tanggal: text,
          jam: text,
          narasumber: text,
          hadir: z.number(),
          uraian: maybe,
        }),
      ),
      peserta_instansi: z.array(z.object({ instansi: text, jumlah: z.number() })),
      peserta_level: z.array(z.object({ level: text, jumlah: z.number() })),
      /** The surveys attached to the activity's sessions with their respondents through its links (issue 26 §3). */
      survei: z.array(z.object({ judul: text, jenis: text, responden: z.number() })).default([]),
      /** The pre-test/post-test comparison over their shared Likert questions, when the activity has the pair. */
      banding: z
        .object({
          pre_judul: text,
          post_judul: text,
          pre: z.string(),
          post: z.string(),
          selisih: z.string(),
          responden_pre: z.number(),
          responden_post: z.number(),
        })
        .nullable()
        .default(null),
    })
    .optional(),
});
export type LetterData = z.infer<typeof letterDataSchema>;

/** The issuing unit every letter of the path carries in its letterhead. */
export const PENERBIT_KPK: LetterData['penerbit'] = {
  nama: 'Komisi Pemberantasan Korupsi Republik Indonesia',
  unit: 'Direktorat Gratifikasi dan Pelayanan Publik',
  alamat: 'Jl. Kuningan Persada Kav. 4, Jakarta Selatan 12950',
  kota: 'Jakarta',
};

/**
 * The report sections of a letter that is not about one report (a record-trace answer, a berita acara of objects
 * from several reports): empty, so a template naming them still renders.
 */
export const NO_REPORT: Pick<
  LetterData,
  'laporan' | 'pelapor' | 'pemberi' | 'rincian' | 'kelengkapan' | 'lampiran'
> = {
  laporan: {
    nomor: null,
    tanggal_lapor: null,
    tanggal_penerimaan: null,
    tempat_penerimaan: null,
    peristiwa: null,
    kronologi: null,
    total_nilai: '0',
    status: '',
    hubungan: null,
    terlambat: false,
    batas_lapor: null,
  },
  pelapor: {
    nama: '',
    nik: null,
    nip: null,
    jabatan: null,
    instansi: null,
    alamat: null,
    email: null,
    telepon: null,
    lahir: null,
    golongan: null,
    unit_kerja: null,
    kota: null,
  },
  pemberi: { nama: null, instansi: null, alamat: null, hubungan: null },
  rincian: [],
  kelengkapan: [],
  lampiran: [],
};

/** A complete, plausible letter's data: what a template is checked and previewed against before a report is chosen. */
export const SAMPLE_LETTER_DATA: LetterData = {
  surat: {
    jenis: 'Draf SK penetapan status gratifikasi',
    nomor: '123/GTF.00.02/01-13/11/2026',
    tanggal: '2026-11-25',
    perihal: 'Penetapan status kepemilikan gratifikasi',
  },
  laporan: {
    nomor: '31/LAP-GRAT/11/2026',
    tanggal_lapor: '2026-11-02',
    tanggal_penerimaan: '2026-10-28',
    tempat_penerimaan: 'Kantor Dinas, Bogor',
    peristiwa: 'Pernikahan',
    kronologi: 'Pemberian diterima setelah acara pernikahan anak pelapor.',
    total_nilai: '2500000.00',
    status: 'PENETAPAN_SK',
    hubungan: 'Rekanan',
    terlambat: false,
    batas_lapor: '2026-12-09',
  },
  pelapor: {
    nama: 'Budi Santoso',
    nik: '3201011201900003',
    nip: '199001122015031003',
    jabatan: 'Analis Keuangan Negara Ahli Pertama',
    instansi: 'Kementerian Keuangan',
    alamat: 'Jl. Pajajaran No. 10, Bogor',
    email: 'budi@example.go.id',
    telepon: '081234567890',
    lahir: 'Bogor, 12 Januari 1990',
    golongan: 'IIIB - Penata Muda Tingkat I',
    unit_kerja: 'Direktorat Jenderal Anggaran',
    kota: 'Bogor',
  },
  pemberi: { nama: 'PT Maju Jaya', instansi: 'PT Maju Jaya', alamat: 'Jakarta', hubungan: 'Rekanan' },
  rincian: [
    {
      id: 1,
      no: 1,
      uraian: 'Jam tangan',
      jenis: 'Barang',
      jumlah: 1,
      satuan: 'buah',
      status: 'Diterima',
      mata_uang: 'IDR',
      nilai_taksiran: '1500000.00',
      kurs: '1',
      kurs_tanggal: null,
      nilai: '1500000.00',
      keputusan: 'Milik Negara',
    },
    {
      id: 2,
      no: 2,
      uraian: 'Uang tunai',
      jenis: 'Uang',
      jumlah: 1,
      satuan: null,
      status: 'Diterima',
      mata_uang: 'IDR',
      nilai_taksiran: '1000000.00',
      kurs: '1',
      kurs_tanggal: null,
      nilai: '1000000.00',
      keputusan: 'Milik Penerima',
    },
  ],
  kelengkapan: [
    { label: 'Undangan acara', ada: true },
    { label: 'Foto objek gratifikasi', ada: false },
  ],
  lampiran: [{ no: 1, nama: 'foto-jam-tangan.jpg' }],
  penandatangan: { nama: 'Demo Direktur', nip: '197001011995031001', jabatan: 'Direktur Gratifikasi' },
  penerbit: PENERBIT_KPK,
  analisis: {
    ringkasan: 'Pemberian dari rekanan yang sedang berkontrak berhubungan dengan jabatan pelapor.',
    level: 'Pejabat eselon II / pimpinan tinggi pratama',
    aturan: ['Peraturan Komisi Pemberantasan Korupsi Nomor 2 Tahun 2019'],
    pertimbangan: 'Hasil analisis telah direviu dan dapat ditetapkan.',
    penyusun: { nama: 'Demo Anggota Tim', nip: null, jabatan: 'Anggota Tim', tanggal: '2026-11-20' },
    pereviu: {
      nama: 'Demo Ketua Tim',
      nip: '198001012005011001',
      jabatan: 'Ketua Tim',
      tanggal: '2026-11-21',
    },
    penyetuju: { nama: 'Demo Ketua Group', nip: null, jabatan: 'Ketua Group', tanggal: '2026-11-22' },
  },
  permintaan: {
    instansi: 'Badan Kepegawaian Negara',
    nomor_surat: 'B-123/BKN/11/2026',
    tanggal_surat: '2026-11-20',
    perihal: 'Permintaan rekam jejak pelaporan gratifikasi',
    orang: [
      {
        no: 1,
        nik: '3201011201900003',
        nama: 'Budi Santoso',
        jumlah_laporan: 1,
        laporan: '31/LAP-GRAT/11/2026 (02-11-2026, Penetapan SK)',
      },
    ],
  },
  tagihan: {
    va: '8808000000000017',
    nilai: '1500000.00',
    nilai_asal: '1500000.00',
    mata_uang_asal: 'IDR',
    kurs_teks: '-',
    tanggal_keputusan: '2026-11-20',
  },
  berita_acara: {
    jenis: 'SERAH_DJKN',
    judul: 'Penyerahan OG ke DJKN',
    nomor: 'BAS-DJKN-0001/OG/2026',
    tanggal: '2026-11-25',
    pihak: { nama: 'Siti Rahma', instansi: 'KPKNL Jakarta II' },
    kpknl: 'KPKNL Jakarta II',
    lokasi: 'Gudang KPK',
    petugas: 'Demo Pengelola OG',
    catatan: 'Diserahkan dalam 1 boks tersegel.',
    jumlah_objek: 1,
    total_nilai_rupiah: '15000000.00',
    objek: [
      {
        no: 1,
        kode: 'OG-2026-000001',
        uraian: 'Jam tangan emas',
        jumlah: 1,
        satuan: 'buah',
        laporan: '31/LAP-GRAT/11/2026',
        pelapor: 'Budi Santoso',
        sk: '123/GTF.00.02/01-13/11/2026',
        tanggal_sk: '2026-11-20',
        kepemilikan: 'Milik Negara',
        mata_uang: 'IDR',
        nilai: '15000000.00',
        nilai_rupiah: '15000000.00',
        boks: 'BOX-2026-0001',
      },
    ],
  },
};

/**
 * The filters a template may use besides Liquid's own: `rupiah` (Rp1.500.000,00), `angka` (1.500.000,00),
 * `tanggal` (25 November 2026), `tanggal_pendek` (25-11-2026), `terbilang`, `terbilang_rupiah`.
 */
export const LETTER_FILTERS = [
  'rupiah',
  'angka',
  'tanggal',
  'tanggal_pendek',
  'terbilang',
  'terbilang_rupiah',
] as const;

const KIND_CODES = LETTER_KINDS.map((k) => k.kode) as [LetterKind, ...LetterKind[]];

/** `POST dokumen/template/periksa`: a template body to check. */
export const templateCheckSchema = z.object({
  isi: z.string({ message: 'Isi template wajib diisi' }).max(200_000, 'Isi template terlalu panjang'),
});

/** `POST dokumen/template/pratinjau`: a body filled with the sample letter or a chosen report, as PDF or DOCX. */
export const templatePreviewSchema = templateCheckSchema.extend({
  jenis: z.enum(KIND_CODES, { message: 'Jenis dokumen tidak dikenal' }),
  laporan_id: z.coerce.number().int().positive().optional(),
  format: z.enum(['pdf', 'docx']).default('pdf'),
});
