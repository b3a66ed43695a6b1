import type { DecreeNumberingStatus } from '../labels/status';

/** The SK's numbering states in which the SK already has its number (an SK that can be cancelled). */
export const SK_BERNOMOR: readonly DecreeNumberingStatus[] = ['SUDAH_SK', 'SEDANG_SPSK', 'SUDAH_SPSK'];

/**
 * The SK numbering states (spec §4, DOMAIN.md "The report's path" 5) a report enters on a move of the default
 * process, in order; the last is its state after the move. Sent to the SK chain after review: BELUM_SK; at the SK's
 * numbering (f7A): SEDANG_SK; the SK numbered: SUDAH_SK, and with it the cover letter's numbering begins (f7E):
 * SEDANG_SPSK; the SPSK numbered: SUDAH_SPSK. An administrator's move onto a numbering step enters its state.
 */
export function numberingStatesOn(from: string, to: string): DecreeNumberingStatus[] {
  if (from === 'f83' && to === 'f70') return ['BELUM_SK'];
  if (to === 'f7A' && from !== 'f7A') return ['SEDANG_SK'];
  if (to === 'f7E' && from !== 'f7E') return from === 'f7A' ? ['SUDAH_SK', 'SEDANG_SPSK'] : ['SEDANG_SPSK'];
  if (from === 'f7E' && to !== 'f7E') return ['SUDAH_SPSK'];
  return [];
}
