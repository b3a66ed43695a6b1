import type { LetterData } from '@gratifikasi/domain';
import {
  BOLD,
  contentWidth,
  createDoc,
  type Doc,
  ensureSpace,
  FONT,
  finishPages,
  MARGIN,
  table,
  toBuffer,
} from '../pdf/kit';
import type { Align, Block, Run } from './blocks';

const BODY_SIZE = 10.5;
const HEADING_SIZE: Record<1 | 2 | 3, number> = { 1: 14, 2: 12, 3: 11 };
const BOLD_ITALIC = 'Helvetica-BoldOblique';
const ITALIC = 'Helvetica-Oblique';

function fontOf(run: Run, bold = false): string {
  const b = bold || run.bold;
  if (b && run.italic) return BOLD_ITALIC;
  if (b) return BOLD;
  return run.italic ? ITALIC : FONT;
}

/** The runs split at line breaks (`<br>`): pdfkit places a chain of `continued` runs one line at a time. */
function linesOf(parts: readonly Run[]): Run[][] {
  const lines: Run[][] = [[]];
  for (const run of parts) {
    const pieces = run.text.split('\n');
    pieces.forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece) lines[lines.length - 1]?.push({ ...run, text: piece });
    });
  }
  return lines;
}

/** A paragraph of styled runs; justified lines are drawn left-aligned so that copied or searched text keeps spaces. */
function runs(
  doc: Doc,
  parts: readonly Run[],
  opts: { size: number; bold?: boolean; align: Align; indent?: number },
) {
  const width = contentWidth(doc) - (opts.indent ?? 0);
  const align = opts.align === 'justify' ? 'left' : opts.align;
  const x = MARGIN + (opts.indent ?? 0);
  for (const line of linesOf(parts)) {
    doc.font(fontOf(line[0] ?? { text: '' }, opts.bold)).fontSize(opts.size);
    if (!line.length) {
      ensureSpace(doc, doc.currentLineHeight());
      doc.moveDown(1);
      continue;
    }
    ensureSpace(doc, Math.min(doc.heightOfString(line.map((r) => r.text).join(''), { width }), 40));
    line.forEach((run, i) => {
      doc.font(fontOf(run, opts.bold)).fontSize(opts.size);
      const options = { width, align, continued: i < line.length - 1, underline: Boolean(run.underline) };
      if (i === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
  }
  doc.x = MARGIN;
}

const BOX = 8;

/** A checklist item: a drawn box (a tick inside when checked) and the text beside it; fonts have no ☐/☑. */
function checkItem(doc: Doc, item: readonly Run[], checked: boolean): void {
  doc.font(FONT).fontSize(BODY_SIZE);
  const height = doc.heightOfString(item.map((r) => r.text).join('') || ' ', {
    width: contentWidth(doc) - 32,
  });
  ensureSpace(doc, height);
  const x = MARGIN + 14;
  const y = doc.y + 1.5;
  doc.save().lineWidth(0.8).rect(x, y, BOX, BOX).stroke();
  if (checked)
    doc
      .lineWidth(1.2)
      .moveTo(x + 1.6, y + BOX * 0.55)
      .lineTo(x + BOX * 0.42, y + BOX - 1.6)
      .lineTo(x + BOX - 1.2, y + 1.4)
      .stroke();
  doc.restore();
  runs(doc, item, { size: BODY_SIZE, align: 'left', indent: 32 });
}

/** The text of a block's opening, to keep a heading on the page of what it introduces. */
function leadHeight(doc: Doc, block: Block | undefined): number {
  if (!block) return 0;
  doc.font(FONT).fontSize(BODY_SIZE);
  const line = doc.currentLineHeight(true);
  switch (block.type) {
    case 'paragraph':
      return Math.min(
        doc.heightOfString(block.runs.map((r) => r.text).join(''), { width: contentWidth(doc) }),
        line * 3,
      );
    case 'table':
      return line * 4;
    case 'list':
      return line * Math.min(block.items.length, 2);
    default:
      return line;
  }
}

/**
 * A short paragraph (a signature block with its blank lines) moves to the next page whole rather than leaving its
 * first lines behind.
 */
const KEEP_WHOLE = 140;

function drawBlock(doc: Doc, block: Block, next?: Block): void {
  switch (block.type) {
    case 'heading': {
      doc.moveDown(0.4);
      // Never the last thing on a page: the heading goes over with its section's first lines.
      doc.font(BOLD).fontSize(HEADING_SIZE[block.level]);
      const own = doc.heightOfString(block.runs.map((r) => r.text).join(''), { width: contentWidth(doc) });
      ensureSpace(doc, own + 6 + leadHeight(doc, next));
      runs(doc, block.runs, { size: HEADING_SIZE[block.level], bold: true, align: block.align });
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph': {
      doc.font(FONT).fontSize(BODY_SIZE);
      const whole = doc.heightOfString(block.runs.map((r) => r.text).join(''), { width: contentWidth(doc) });
      if (whole <= KEEP_WHOLE) ensureSpace(doc, whole);
      runs(doc, block.runs, { size: BODY_SIZE, align: block.align });
      doc.moveDown(0.4);
      return;
    }
    case 'list':
      if (block.checks) {
        block.items.forEach((item, i) => {
          checkItem(doc, item, block.checks?.[i] === true);
        });
        doc.moveDown(0.4);
        return;
      }
      block.items.forEach((item, i) => {
        const marker = block.ordered ? `${i + 1}. ` : '• ';
        runs(doc, [{ text: marker }, ...item], { size: BODY_SIZE, align: 'left', indent: 14 });
      });
      doc.moveDown(0.4);
      return;
    case 'table': {
      const width = Math.max(1, ...block.rows.map((r) => r.length));
      const columns = Array.from({ length: width }, (_, i) => ({
        header: block.header ? (block.rows[0]?.[i] ?? '') : '',
        width: contentWidth(doc) / width,
      }));
      table(doc, columns, block.header ? block.rows.slice(1) : block.rows, { header: block.header });
      doc.moveDown(0.6);
      return;
    }
    case 'rule': {
      ensureSpace(doc, 12);
      const y = doc.y + 4;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + contentWidth(doc), y)
        .lineWidth(0.5)
        .stroke();
      doc.y = y + 8;
      return;
    }
  }
}

/** The issuing unit's letterhead at the top of the first page. */
function letterhead(doc: Doc, penerbit: LetterData['penerbit']): void {
  doc
    .font(BOLD)
    .fontSize(13)
    .text(penerbit.nama.toUpperCase(), MARGIN, MARGIN, { width: contentWidth(doc), align: 'center' });
  doc
    .font(FONT)
    .fontSize(10)
    .text(penerbit.unit, { width: contentWidth(doc), align: 'center' });
  doc.fontSize(8.5).text(penerbit.alamat, { width: contentWidth(doc), align: 'center' });
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(1.2)
    .stroke();
  doc.y = y + 12;
  doc.x = MARGIN;
}

export interface LetterPdfOptions {
  title: string;
  /** The footer's left text, e.g. the letter's kind and number. */
  footer: string;
  /** "DRAF" across drafts. */
  watermark?: string | null;
  compress?: boolean;
  /** A final letter's QR code to its public verification page, drawn at the end of the letter. */
  qr?: { png: Buffer; url: string } | null;
}

const QR_SIZE = 72;

/** The QR code to the verification page, with the address written beside it (for those who cannot scan). */
function verificationQr(doc: Doc, qr: { png: Buffer; url: string }): void {
  ensureSpace(doc, QR_SIZE + 12);
  const y = doc.y + 6;
  doc.image(qr.png, MARGIN, y, { width: QR_SIZE, height: QR_SIZE });
  const x = MARGIN + QR_SIZE + 10;
  const width = contentWidth(doc) - QR_SIZE - 10;
  doc
    .font(FONT)
    .fontSize(8)
    .text('Keaslian dokumen ini dapat diperiksa dengan memindai kode QR atau membuka alamat:', x, y + 18, {
      width,
    });
  doc
    .font(BOLD)
    .fontSize(8)
    .text(qr.url, x, doc.y + 2, { width });
  doc.x = MARGIN;
  doc.y = y + QR_SIZE + 6;
}

/** A letter's PDF: letterhead, the template's blocks, "Halaman x dari y" on every page. */
export function blocksToPdf(
  blocks: readonly Block[],
  data: LetterData,
  opts: LetterPdfOptions,
): Promise<Buffer> {
  const doc = createDoc(opts.compress ?? true, { Title: opts.title, Subject: data.surat.perihal });
  letterhead(doc, data.penerbit);
  blocks.forEach((block, i) => {
    drawBlock(doc, block, blocks[i + 1]);
  });
  if (opts.qr) verificationQr(doc, opts.qr);
  finishPages(doc, opts.footer, opts.watermark ?? null);
  return toBuffer(doc);
}
