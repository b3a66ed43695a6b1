import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporan_public_links } from '../../../db/schema';

/** The step that waits on each kind of link, and the decision its answer takes there. */
export const WAITING: Readonly<Record<string, { step: string; answered: string }>> = {
  KELENGKAPAN: { step: 'f3g', answered: 'dilengkapi' },
  TANGGAPAN: { step: 'f40', answered: 'tanggapan' },
};

/** The kinds of link a step waits on (none for most steps). */
export const linkTypesWaitingAt = (step: string): string[] =>
  Object.entries(WAITING)
    .filter(([, w]) => w.step === step)
    .map(([type]) => type);

/**
 * The report leaves a step that waited on the reporter by another way than the answer (a decision, a move, a
 * redistribution): its live unanswered links close in the move's transaction, so the reporter is told the link has
 * expired instead of "received" for an answer nothing would read, and their expiry jobs leave the report alone.
 * Returns the ids closed.
 */
export async function closeWaitingLinks(tx: Db, laporanId: number, leaving: string): Promise<number[]> {
  const types = linkTypesWaitingAt(leaving);
  if (types.length === 0) return [];
  const now = new Date();
  const closed = await tx
    .update(laporan_public_links)
    .set({ closed_at: now })
    .where(
      and(
        eq(laporan_public_links.laporan_id, laporanId),
        inArray(laporan_public_links.type, types),
        isNull(laporan_public_links.submitted_at),
        isNull(laporan_public_links.closed_at),
        gt(laporan_public_links.expires_at, now),
      ),
    )
    .returning({ id: laporan_public_links.id });
  return closed.map((c) => c.id);
}
