import PDFDocument from 'pdfkit';

/** A pdfkit document with the drawing helpers every letter shares: fields, headings, tables, the page footer. */
export type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 40;
const FOOTER_SPACE = 30;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

export function createDoc(compress: boolean, info: { Title: string; Subject: string }): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    compress,
    info: { ...info, Author: 'Gratifikasi Online', Creator: 'Gratifikasi Online' },
  });
}

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` does not fit below the cursor. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** A section title: "I. DATA PELAPOR", bold, with a rule under it. */
export function heading(doc: Doc, title: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc
    .font(BOLD)
    .fontSize(10.5)
    .text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 5;
}

const LABEL_WIDTH = 165;

/** One "label : value" line; the value wraps in its column and moves to a new page as a whole. */
export function field(doc: Doc, label: string, value: string | null | undefined): void {
  const shown = value && value.trim() !== '' ? value : '-';
  const x = MARGIN + 10;
  const valueX = x + LABEL_WIDTH + 10;
  const valueWidth = MARGIN + contentWidth(doc) - valueX;
  doc.font(FONT).fontSize(9.5);
  const height = Math.max(
    doc.heightOfString(shown, { width: valueWidth }),
    doc.heightOfString(label, { width: LABEL_WIDTH }),
  );
  ensureSpace(doc, height);
  const y = doc.y;
  doc.text(label, x, y, { width: LABEL_WIDTH });
  doc.text(':', x + LABEL_WIDTH, y);
  doc.text(shown, valueX, y, { width: valueWidth });
  doc.x = MARGIN;
  doc.y = y + height + 3;
}

/** A paragraph across the content width. */
export function paragraph(doc: Doc, text: string, opts: { bold?: boolean; size?: number } = {}): void {
  doc.font(opts.bold ? BOLD : FONT).fontSize(opts.size ?? 9.5);
  // Left-aligned: pdfkit's justified lines lose their spaces when the text is copied or searched.
  const height = doc.heightOfString(text, { width: contentWidth(doc) - 10 });
  ensureSpace(doc, Math.min(height, 60));
  doc.text(text, MARGIN + 10, doc.y, { width: contentWidth(doc) - 10 });
  doc.x = MARGIN;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

const CELL_PAD = 3;

function rowHeight(doc: Doc, columns: readonly Column[], cells: readonly string[]): number {
  return (
    Math.max(
      ...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - CELL_PAD * 2 })),
    ) +
    CELL_PAD * 2
  );
}

function drawRow(doc: Doc, columns: readonly Column[], cells: readonly string[], header: boolean): void {
  doc.font(header ? BOLD : FONT).fontSize(8);
  const height = rowHeight(doc, columns, cells);
  const y = doc.y;
  let x = MARGIN;
  if (header) {
    doc.save().rect(x, y, contentWidth(doc), height).fill('#e8e8e8').restore();
    doc.fillColor('black');
  }
  columns.forEach((column, i) => {
    doc.rect(x, y, column.width, height).lineWidth(0.5).stroke();
    doc.text(cells[i] ?? '', x + CELL_PAD, y + CELL_PAD, {
      width: column.width - CELL_PAD * 2,
      align: header ? 'center' : (column.align ?? 'left'),
    });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = y + height;
}

/** A bordered table with a grey header row (unless `header` is false), repeated at the top of each new page. */
export function table(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  { header = true }: { header?: boolean } = {},
): void {
  const headers = columns.map((c) => c.header);
  doc.font(BOLD).fontSize(8);
  if (header) {
    ensureSpace(doc, rowHeight(doc, columns, headers) * 2);
    drawRow(doc, columns, headers, true);
  }
  for (const row of rows) {
    doc.font(FONT).fontSize(8);
    if (doc.y + rowHeight(doc, columns, row) > bottom(doc)) {
      doc.addPage();
      if (header) drawRow(doc, columns, headers, true);
    }
    drawRow(doc, columns, row, false);
  }
}

/** A checkbox with its label; ticked when `checked`. */
export function checkbox(doc: Doc, label: string, checked: boolean): void {
  doc.font(FONT).fontSize(9.5);
  const width = contentWidth(doc) - 30;
  const height = Math.max(doc.heightOfString(label, { width }), 10);
  ensureSpace(doc, height);
  const x = MARGIN + 10;
  const y = doc.y;
  doc
    .rect(x, y + 1, 8, 8)
    .lineWidth(0.7)
    .stroke();
  if (checked) {
    doc
      .moveTo(x + 1.5, y + 5)
      .lineTo(x + 3.5, y + 7.5)
      .lineTo(x + 7, y + 2)
      .lineWidth(1.2)
      .stroke();
  }
  doc.text(label, x + 16, y, { width });
  doc.x = MARGIN;
  doc.y = y + height + 3;
}

/** On every page: a diagonal watermark (drafts), the print time and "Halaman x dari y". */
export function finishPages(doc: Doc, footerLeft: string, watermark: string | null): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page; the footer sits in the margin on purpose.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (watermark) {
      const cx = doc.page.width / 2;
      const cy = doc.page.height / 2;
      doc
        .save()
        .rotate(-45, { origin: [cx, cy] })
        .fillColor('#999999')
        .fillOpacity(0.25);
      doc
        .font(BOLD)
        .fontSize(120)
        .text(watermark, cx - 200, cy - 60, { width: 400, align: 'center' });
      doc.restore();
      doc.fillColor('black').fillOpacity(1);
    }
    const y = doc.page.height - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(doc.page.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .stroke();
    doc.font(FONT).fontSize(8);
    doc.text(footerLeft, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
    doc.text(`Halaman ${i - range.start + 1} dari ${range.count}`, MARGIN + contentWidth(doc) / 2, y, {
      width: contentWidth(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The finished document's bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
