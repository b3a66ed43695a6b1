import { OG_STATE_LABELS, type OgItem, STATUS_KEPEMILIKAN_LABELS } from '@gratifikasi/domain';
import bwipjs from 'bwip-js/node';
import { BOLD, createDoc, FONT, MARGIN, toBuffer } from '../../dokumen/pdf/kit';

const COLS = 2;
const ROWS = 5;
const GAP = 10;

/** The Code 128 barcode of a label code, as PNG. */
export function barcodePng(kode: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: kode,
    scale: 3,
    height: 12,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * A sheet of labels (A4, 2 × 5 per page): each with the object's Code 128 barcode, its code, the item, the report
 * and the SK's ruling; cut and stuck on the object or its bag.
 */
export async function renderLabels(items: readonly OgItem[]): Promise<Buffer> {
  const doc = createDoc(true, { Title: 'Label Objek Gratifikasi', Subject: 'Label OG' });
  const width = (doc.page.width - MARGIN * 2 - GAP * (COLS - 1)) / COLS;
  const height = (doc.page.height - MARGIN * 2 - GAP * (ROWS - 1)) / ROWS;
  for (const [i, item] of items.entries()) {
    const slot = i % (COLS * ROWS);
    if (i > 0 && slot === 0) doc.addPage();
    const x = MARGIN + (slot % COLS) * (width + GAP);
    const y = MARGIN + Math.floor(slot / COLS) * (height + GAP);
    doc.rect(x, y, width, height).lineWidth(0.5).dash(3, { space: 3 }).stroke().undash();
    doc.image(await barcodePng(item.kode), x + 12, y + 10, { fit: [width - 24, 60], align: 'center' });
    doc
      .font(BOLD)
      .fontSize(12)
      .text(item.kode, x + 8, y + 76, { width: width - 16, align: 'center', lineBreak: false });
    doc.font(FONT).fontSize(8.5);
    const lines = [
      `${item.uraian.slice(0, 80)} (${item.jumlah} ${item.satuan ?? ''})`.trim(),
      `Laporan: ${item.nomor_laporan ?? '-'}`,
      `SK: ${item.nomor_sk ?? '-'} — ${STATUS_KEPEMILIKAN_LABELS[item.kepemilikan] ?? item.kepemilikan}`,
      `Status: ${OG_STATE_LABELS[item.state]}`,
    ];
    doc.text(lines.join('\n'), x + 8, y + 94, { width: width - 16, height: height - 100, ellipsis: true });
  }
  return toBuffer(doc);
}
