import { formatDateTime, type Laporan } from '@gratifikasi/domain';
import type { Db } from '../../../db/client';
import { letterDataFrom } from '../../dokumen/letter-data';
import { renderLetterPdf } from '../../dokumen/template/render';
import { activeTemplate } from '../../dokumen/template/store';

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

/** `Formulir-Laporan-<nosig with / → ->.pdf`; a draft (no number yet) is named by its id. */
export function formulirFilename(laporan: Pick<Laporan, 'id' | 'nosig'>): string {
  const name = laporan.nosig ? laporan.nosig.replace(/[/\\]/g, '-') : `DRAF-${laporan.id}`;
  return `Formulir-Laporan-${name.replace(/[^\w.-]/g, '_')}.pdf`;
}

/**
 * The official report form (A4, Indonesian), as a PDF made from the active `formulir` letter template — the one
 * way letters are made (issue 11 §1). A draft carries a "DRAF" watermark.
 */
export async function renderFormulir(
  db: Db,
  data: FormulirData,
  options: FormulirOptions = {},
): Promise<Buffer> {
  const printedAt = options.printedAt ?? new Date();
  const { laporan } = data;
  const [template, letter] = [
    await activeTemplate(db, 'formulir'),
    await letterDataFrom(db, data, 'formulir'),
  ];
  const { bytes } = await renderLetterPdf(template.konten, letter, {
    title: `Formulir Laporan Gratifikasi ${laporan.nosig ?? `(draf ${laporan.id})`}`,
    footer: `Dicetak ${formatDateTime(printedAt)} WIB - Gratifikasi Online`,
    watermark: laporan.nosig ? null : DRAFT_WATERMARK,
    compress: options.compress ?? true,
  });
  return bytes;
}
