import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Align, Block, Run } from './blocks';

/**
 * The same blocks as the PDF, as a Word document (issue 11 §1): drafts staff edit in Word — draft SK, nota dinas,
 * usulan SP3 — come from the same template and data as their final PDF.
 */
/** The mark before a list item: its number, a bullet, or a checklist's box. */
function markerOf(block: Extract<Block, { type: 'list' }>, i: number): string {
  if (block.checks) return block.checks[i] ? '\u2612\t' : '\u2610\t';
  return block.ordered ? `${i + 1}.\t` : '•\t';
}

const ALIGN: Record<Align, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};
const HEADING = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const FONT = 'Arial';
/** Half-points: 11 pt body. */
const SIZE = 22;

function textRuns(runs: readonly Run[], bold = false): TextRun[] {
  return runs.flatMap((run) =>
    run.text.split('\n').map(
      (text, i) =>
        new TextRun({
          text,
          break: i > 0 ? 1 : undefined,
          bold: bold || run.bold,
          italics: run.italic,
          underline: run.underline ? {} : undefined,
          font: FONT,
          size: SIZE,
        }),
    ),
  );
}

const border = { style: BorderStyle.SINGLE, size: 4, color: '000000' };

function tableOf(block: Extract<Block, { type: 'table' }>): Table {
  const width = Math.max(1, ...block.rows.map((r) => r.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: block.rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: block.header && r === 0,
          children: Array.from(
            { length: width },
            (_, c) =>
              new TableCell({
                borders: { top: border, bottom: border, left: border, right: border },
                children: [
                  new Paragraph({ children: textRuns([{ text: row[c] ?? '' }], block.header && r === 0) }),
                ],
              }),
          ),
        }),
    ),
  });
}

function children(blocks: readonly Block[]): (Paragraph | Table)[] {
  return blocks.flatMap((block): (Paragraph | Table)[] => {
    switch (block.type) {
      case 'heading':
        return [
          new Paragraph({
            heading: HEADING[block.level],
            alignment: ALIGN[block.align],
            children: textRuns(block.runs, true),
          }),
        ];
      case 'paragraph':
        return [new Paragraph({ alignment: ALIGN[block.align], children: textRuns(block.runs) })];
      case 'list':
        return block.items.map(
          (item, i) =>
            new Paragraph({
              indent: { left: 360, hanging: 360 },
              // A checklist's ballot boxes (☒ ☐): Word draws them from its symbol fonts.
              children: textRuns([{ text: markerOf(block, i) }, ...item]),
            }),
        );
      case 'table':
        return [tableOf(block), new Paragraph({ children: [] })];
      default:
        return [new Paragraph({ border: { bottom: border }, children: [] })];
    }
  });
}

/** A letter's blocks as DOCX bytes. */
export function blocksToDocx(blocks: readonly Block[], title: string): Promise<Buffer> {
  const doc = new Document({
    title,
    creator: 'Gratifikasi Online',
    sections: [{ children: children(blocks) }],
  });
  return Packer.toBuffer(doc);
}
