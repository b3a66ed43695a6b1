import { createHash } from 'node:crypto';
import type { LetterData } from '@gratifikasi/domain';
import { htmlToBlocks } from './blocks';
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
