import type { LetterData } from '@gratifikasi/domain';
import { AppError } from '../../../platform/errors';
import { placeOf, TOO_HEAVY } from './liquid';
import type { LetterPdfOptions } from './pdf';
import { runTemplateJob, TemplateRefused } from './pool';

export interface RenderedLetter {
  bytes: Buffer;
  /** SHA-256 of the bytes, hex: what a letter record keeps and the verification page compares. */
  sha256: string;
}

/** A template refused while a letter is made: a 422 that says why (too heavy, or its problem and place). */
function refused(error: unknown): never {
  if (!(error instanceof TemplateRefused)) throw error;
  const text = placeOf(error.issue);
  const message = text.startsWith(TOO_HEAVY) ? text : `Template dokumen tidak dapat dirender: ${text}`;
  throw new AppError('VALIDATION_FAILED', message, { template: [text] });
}

/** One letter: the template body filled with its data, laid out and written as PDF (in the template thread). */
export async function renderLetterPdf(
  body: string,
  data: LetterData,
  opts: LetterPdfOptions,
): Promise<RenderedLetter> {
  const { bytes, sha256 } = await runTemplateJob({ op: 'pdf', body, data, opts }).catch(refused);
  return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), sha256 };
}

/** The same letter as a Word document, for the drafts staff edit (no letterhead: Word's own template carries it). */
export async function renderLetterDocx(body: string, data: LetterData, title: string): Promise<Buffer> {
  const bytes = await runTemplateJob({ op: 'docx', body, data, title }).catch(refused);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
