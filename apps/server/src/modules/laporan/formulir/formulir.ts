import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatRupiah,
  type Laporan,
  rankOfGrade,
  terbilangRupiah,
} from '@gratifikasi/domain';
import {
  BOLD,
  type Column,
  checkbox,
  contentWidth,
  createDoc,
  type Doc,
  ensureSpace,
  FONT,
  field,
  finishPages,
  heading,
  MARGIN,
  paragraph,
  table,
  toBuffer,
} from '../../dokumen/pdf/kit';

/** What the formulir prints: the report as `GET laporan/{id}` shows it, plus the reporter's personal data. */
export interface FormulirData {
  laporan: Laporan;
  pelapor: {
    tempat_lahir: string | null;
    tanggal_lahir: string | null;
    golongan: string | null;
    alamat: string | null;
    /** The reporter's city, the place of the signature. */
    kota: string | null;
  };
  /** The completeness checklist of the event's kind, ticked as the reporter ticked it. */
  checklist: { label: string; checked: boolean }[];
}

export interface FormulirOptions {
  /** Tests read the text from an uncompressed file. */
  compress?: boolean;
  printedAt?: Date;
}

export const LATE_NOTE = 'Laporan disampaikan melewati batas 30 hari kerja sejak penerimaan';
export const DRAFT_WATERMARK = 'DRAF';
const STATEMENT =
  'Dengan ini saya menyatakan bahwa keterangan yang saya berikan dalam formulir ini beserta lampirannya adalah ' +
  'benar dan dapat dipertanggungjawabkan. Apabila di kemudian hari ternyata keterangan tersebut tidak benar, ' +
  'saya bersedia menerima sanksi sesuai dengan ketentuan peraturan perundang-undangan.';

/** `Formulir-Laporan-<nosig with / → ->.pdf`; a draft (no number yet) is named by its id. */
export function formulirFilename(laporan: Pick<Laporan, 'id' | 'nosig'>): string {
  const name = laporan.nosig ? laporan.nosig.replace(/[/\\]/g, '-') : `DRAF-${laporan.id}`;
  return `Formulir-Laporan-${name.replace(/[^\w.-]/g, '_')}.pdf`;
}

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

function header(doc: Doc, laporan: Laporan): void {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(13).text('KOMISI PEMBERANTASAN KORUPSI REPUBLIK INDONESIA', MARGIN, MARGIN, {
    width,
    align: 'center',
  });
  doc.moveDown(0.2);
  doc.fontSize(12).text('FORMULIR LAPORAN PENERIMAAN GRATIFIKASI', { width, align: 'center' });
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.5)
    .stroke();
  doc
    .moveTo(MARGIN, y + 3)
    .lineTo(MARGIN + width, y + 3)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 10;
  field(doc, 'Nomor Laporan', laporan.nosig ?? 'Belum bernomor (draf)');
  field(doc, 'Tanggal Lapor', laporan.tanggal_lapor ? formatLongDate(laporan.tanggal_lapor) : '-');
  field(doc, 'Status', laporan.status_nama);
}

function dataPelapor(doc: Doc, { laporan, pelapor }: FormulirData): void {
  heading(doc, 'I. DATA PELAPOR');
  const p = laporan.pelapor;
  const lahir = [pelapor.tempat_lahir, pelapor.tanggal_lahir ? formatLongDate(pelapor.tanggal_lahir) : null]
    .filter(Boolean)
    .join(', ');
  const rank = rankOfGrade(pelapor.golongan);
  field(doc, 'Nama Lengkap', p.nama);
  field(doc, 'NIK', p.nik);
  field(doc, 'Tempat/Tanggal Lahir', lahir);
  field(doc, 'Jabatan', p.jabatan);
  field(doc, 'Golongan/Pangkat', pelapor.golongan ? `${pelapor.golongan}${rank ? ` - ${rank}` : ''}` : '-');
  field(doc, 'Instansi', p.instansi_nama ?? laporan.instansi_nama);
  field(doc, 'Unit Kerja', p.unit_kerja_nama);
  field(doc, 'Alamat', pelapor.alamat);
  field(doc, 'Nomor Telepon', p.telepon);
  field(doc, 'Email', p.email);
}

function peristiwa(doc: Doc, laporan: Laporan): void {
  heading(doc, 'II. PERISTIWA PENERIMAAN');
  field(doc, 'Jenis Peristiwa', laporan.jenis_peristiwa_nama);
  field(doc, 'Tempat Penerimaan', laporan.tempat_penerimaan);
  field(
    doc,
    'Tanggal Penerimaan',
    laporan.tanggal_penerimaan ? formatLongDate(laporan.tanggal_penerimaan) : '-',
  );
  field(doc, 'Hubungan dengan Pemberi', laporan.hubungan_pemberi_penerima_nama);
  field(doc, 'Nama Pemberi', laporan.nama_pemberi);
  field(doc, 'Instansi/Perusahaan Pemberi', laporan.instansi_pemberi);
  field(doc, 'Alamat Pemberi', laporan.alamat_pemberi);
}

const RINCIAN_COLUMNS: readonly Column[] = [
  { header: 'No', width: 24, align: 'center' },
  { header: 'Status', width: 52 },
  { header: 'Jenis Objek', width: 72 },
  { header: 'Uraian', width: 112 },
  { header: 'Jumlah', width: 40, align: 'right' },
  { header: 'Nilai Taksiran', width: 74, align: 'right' },
  { header: 'Kurs (Tanggal)', width: 66, align: 'right' },
  { header: 'Nilai (Rp)', width: 75, align: 'right' },
];

function rincian(doc: Doc, laporan: Laporan): void {
  heading(doc, 'III. RINCIAN OBJEK GRATIFIKASI');
  const rows = laporan.rincian.map((r, i) => [
    String(i + 1),
    r.status_penerimaan === 'DITOLAK' ? 'Ditolak' : 'Diterima',
    dash(r.jenis_objek_nama),
    r.uraian,
    `${formatNumber(r.jumlah, 0)}${r.satuan ? ` ${r.satuan}` : ''}`,
    `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran)}`,
    r.mata_uang_kode === 'IDR'
      ? '1'
      : `${formatNumber(r.kurs)}${r.kurs_tanggal ? ` (${formatDate(r.kurs_tanggal)})` : ''}`,
    formatRupiah(r.nilai_rupiah),
  ]);
  if (rows.length === 0) rows.push(['-', '-', '-', 'Belum ada rincian objek', '-', '-', '-', '-']);
  table(doc, RINCIAN_COLUMNS, rows);
  doc.moveDown(0.4);
  field(doc, 'Total Nilai', formatRupiah(laporan.total_nilai));
  field(doc, 'Terbilang', `(${terbilangRupiah(laporan.total_nilai)})`);
}

function kelengkapan(doc: Doc, data: FormulirData): void {
  heading(doc, 'IV. KRONOLOGI');
  paragraph(doc, dash(data.laporan.kronologi));
  heading(doc, 'V. KELENGKAPAN');
  if (data.checklist.length === 0) paragraph(doc, 'Tidak ada daftar kelengkapan untuk jenis peristiwa ini.');
  for (const item of data.checklist) checkbox(doc, item.label, item.checked);
  doc.moveDown(0.3);
  doc
    .font(BOLD)
    .fontSize(9.5)
    .text('Lampiran:', MARGIN + 10, doc.y);
  const lampiran = data.laporan.lampiran;
  if (lampiran.length === 0) paragraph(doc, 'Tidak ada lampiran.');
  lampiran.forEach((m, i) => {
    paragraph(doc, `${i + 1}. ${m.original_name}`);
  });
}

function lateNote(doc: Doc, laporan: Laporan): void {
  if (!laporan.is_terlambat) return;
  const text = `${LATE_NOTE}${laporan.batas_lapor ? ` (batas lapor ${formatLongDate(laporan.batas_lapor)})` : ''}.`;
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(9.5);
  const height = doc.heightOfString(text, { width: contentWidth(doc) - 16 }) + 10;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.rect(MARGIN, y, contentWidth(doc), height).lineWidth(1).stroke('#b00020');
  doc.fillColor('#b00020').text(text, MARGIN + 8, y + 5, { width: contentWidth(doc) - 16 });
  doc.fillColor('black').strokeColor('black');
  doc.x = MARGIN;
  doc.y = y + height;
}

function pernyataan(doc: Doc, data: FormulirData, printedAt: Date): void {
  heading(doc, 'PERNYATAAN');
  paragraph(doc, STATEMENT);
  ensureSpace(doc, 110);
  doc.moveDown(1.2);
  const x = MARGIN + contentWidth(doc) / 2 + 20;
  const width = contentWidth(doc) / 2 - 20;
  const tanggal = formatLongDate(data.laporan.tanggal_lapor ?? printedAt);
  doc
    .font(FONT)
    .fontSize(9.5)
    .text(`${data.pelapor.kota ?? '....................'}, ${tanggal}`, x, doc.y, {
      width,
      align: 'center',
    });
  doc.text('Pelapor,', x, doc.y, { width, align: 'center' });
  doc.moveDown(3.5);
  doc.font(BOLD).text(`( ${data.laporan.pelapor.nama} )`, x, doc.y, { width, align: 'center' });
  doc.x = MARGIN;
}

/** The official report form (A4, Indonesian), as a PDF. A draft carries a "DRAF" watermark. */
export async function renderFormulir(data: FormulirData, options: FormulirOptions = {}): Promise<Buffer> {
  const printedAt = options.printedAt ?? new Date();
  const { laporan } = data;
  const doc = createDoc(options.compress ?? true, {
    Title: `Formulir Laporan Gratifikasi ${laporan.nosig ?? `(draf ${laporan.id})`}`,
    Subject: 'Formulir Laporan Penerimaan Gratifikasi',
  });
  header(doc, laporan);
  dataPelapor(doc, data);
  peristiwa(doc, laporan);
  rincian(doc, laporan);
  kelengkapan(doc, data);
  lateNote(doc, laporan);
  pernyataan(doc, data, printedAt);
  finishPages(
    doc,
    `Dicetak ${formatDateTime(printedAt)} WIB - Gratifikasi Online`,
    laporan.nosig ? null : DRAFT_WATERMARK,
  );
  return toBuffer(doc);
}
