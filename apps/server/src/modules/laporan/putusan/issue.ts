import type { LetterKind } from '@gratifikasi/domain';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { letterDataOfRecord } from '../../dokumen/letter-data';
import { issueLetter } from '../../dokumen/surat/service';

/** The letter kind issued under each number series of the numbering steps (the SK is `draft-sk` numbered). */
export const LETTER_OF_SERIES = {
  SK: 'draft-sk',
  SPSK: 'pengantar-sk',
  SP3: 'sp3',
} as const satisfies Record<string, LetterKind>;
export type DecisionSeries = keyof typeof LETTER_OF_SERIES;

/**
 * A decision letter got its number (the e-office approved it): the letter is issued at once, in the numbering's
 * transaction — rendered from the active template with its number, date, signer and QR code, stored with the report
 * — so the reporter can download it and the staff's later downloads give these same bytes. One place for SK, SPSK
 * and SP3. Returns the letter's record id.
 */
export async function issueDecisionLetter(
  tx: Db,
  ctx: ServerContext,
  input: { laporanId: number; series: DecisionSeries; nomorSuratId: number; userId: number | null },
): Promise<number> {
  const kind = LETTER_OF_SERIES[input.series];
  const data = await letterDataOfRecord(tx, input.laporanId, kind);
  const made = await issueLetter(tx, ctx, {
    laporanId: input.laporanId,
    kind,
    data,
    nomorSuratId: input.nomorSuratId,
    userId: input.userId,
  });
  return made.id;
}
