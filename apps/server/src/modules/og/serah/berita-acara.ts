import {
  formatLongDate,
  formatNumber,
  OG_DOKUMEN_LABELS,
  type OgDokumenDetail,
  STATUS_KEPEMILIKAN_LABELS,
} from '@gratifikasi/domain';
import {
  contentWidth,
  createDoc,
  field,
  finishPages,
  heading,
  MARGIN,
  paragraph,
  table,
  toBuffer,
} from '../../dokumen/pdf/kit';

const PEMBUKA: Readonly<Record<OgDokumenDetail['jenis'], string>> = {
  PENERIMAAN: 'telah diterima oleh Komisi Pemberantasan Korupsi objek gratifikasi sebagai berikut',
  PENGEMBALIAN:
    'Komisi Pemberantasan Korupsi telah mengembalikan kepada penerima gratifikasi objek yang berdasarkan Surat Keputusan ditetapkan menjadi milik penerima, sebagai berikut',
  SERAH_DJKN:
    'Komisi Pemberantasan Korupsi telah menyerahkan kepada Direktorat Jenderal Kekayaan Negara melalui kantor di bawah ini objek gratifikasi yang ditetapkan menjadi milik negara, sebagai berikut',
  SERAH_LANGSUNG:
    'Komisi Pemberantasan Korupsi telah menyerahkan secara langsung kepada instansi di bawah ini objek gratifikasi yang ditetapkan menjadi milik negara, sebagai berikut',
};

/**
 * The berita acara of one act as PDF, from the stored record (the letter templates of modules/dokumen render a
 * report's letters; this record spans many reports, so it is laid out here with the same pdfkit kit).
 */
export async function renderBeritaAcara(d: OgDokumenDetail): Promise<Buffer> {
  const doc = createDoc(true, { Title: `Berita Acara ${d.nomor}`, Subject: OG_DOKUMEN_LABELS[d.jenis] });
  doc.font('Helvetica-Bold').fontSize(13).text(`BERITA ACARA ${OG_DOKUMEN_LABELS[d.jenis].toUpperCase()}`, {
    align: 'center',
  });
  doc.font('Helvetica').fontSize(10).text(`Nomor: ${d.nomor}`, { align: 'center' });
  doc.moveDown(1);
  paragraph(doc, `Pada tanggal ${formatLongDate(d.tanggal)} ${PEMBUKA[d.jenis]}:`);
  heading(doc, 'PIHAK');
  field(doc, d.jenis === 'PENERIMAAN' ? 'Diserahkan oleh' : 'Diterima oleh', d.pihak_nama);
  field(doc, 'Instansi', d.pihak_instansi);
  if (d.kpknl_nama) field(doc, 'Kantor DJKN/KPKNL', d.kpknl_nama);
  field(doc, 'Petugas KPK', d.created_by_name);
  heading(doc, 'OBJEK GRATIFIKASI');
  const w = contentWidth(doc);
  table(
    doc,
    [
      { header: 'No', width: 28, align: 'center' },
      { header: 'Kode', width: 95 },
      { header: 'Uraian', width: w - 28 - 95 - 90 - 100 - 60 },
      { header: 'Jumlah', width: 60, align: 'right' },
      { header: 'Nilai', width: 100, align: 'right' },
      { header: 'Kepemilikan', width: 90 },
    ],
    d.objek.map((o, i) => [
      String(i + 1),
      o.kode,
      `${o.uraian}\nLaporan ${o.nomor_laporan ?? '-'}`,
      `${o.jumlah} ${o.satuan ?? ''}`.trim(),
      `${o.mata_uang_kode} ${formatNumber(o.nilai)}`,
      STATUS_KEPEMILIKAN_LABELS[o.kepemilikan],
    ]),
  );
  if (d.catatan) {
    heading(doc, 'CATATAN');
    paragraph(doc, d.catatan);
  }
  doc.moveDown(3);
  const y = doc.y;
  const half = contentWidth(doc) / 2;
  doc.font('Helvetica').fontSize(10);
  doc.text('Pihak yang menyerahkan,', MARGIN, y, { width: half, align: 'center' });
  doc.text('Pihak yang menerima,', MARGIN + half, y, { width: half, align: 'center' });
  const names =
    d.jenis === 'PENERIMAAN'
      ? [d.pihak_nama, d.created_by_name ?? '']
      : [d.created_by_name ?? '', d.pihak_nama];
  doc.text(`(${names[0]})`, MARGIN, y + 70, { width: half, align: 'center' });
  doc.text(`(${names[1]})`, MARGIN + half, y + 70, { width: half, align: 'center' });
  finishPages(doc, `Berita Acara ${d.nomor}`, null);
  return toBuffer(doc);
}
