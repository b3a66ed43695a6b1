import { createHash } from 'node:crypto';
import type { LetterData } from '@gratifikasi/domain';
import { htmlToBlocks } from './blocks';
import { blocksToDocx } from './docx';
import { fillTemplate } from './engine';
import { blocksToPdf, type LetterPdfOptions } from './pdf';

export interface RenderedLetter {
  bytes: Buffer;
  /** SHA-256 of the bytes, hex: what a letter record keeps and the verification page compares. */
  sha256: string;
}

/** One letter: the template body filled with its data, laid out and written as PDF. */
export async function renderLetterPdf(
  body: string,
  data: LetterData,
  opts: LetterPdfOptions,
): Promise<RenderedLetter> {
  const html = await fillTemplate(body, data);
  const bytes = await blocksToPdf(htmlToBlocks(html), data, opts);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The same letter as a Word document, for the drafts staff edit (no letterhead: Word's own template carries it). */
export async function renderLetterDocx(body: string, data: LetterData, title: string): Promise<Buffer> {
  return blocksToDocx(htmlToBlocks(await fillTemplate(body, data)), title);
}
