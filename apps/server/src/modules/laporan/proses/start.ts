import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporans } from '../../../db/schema';
import { startInstance } from '../../workflow/engine';
import { LAPORAN_PROCESS, LAPORAN_START_STEP, laporanSubject } from './subject';

/**
 * A report reaching the KPK (submitted directly, or forwarded by its UPG) enters the process at distribution, on the
 * latest active version of the process, pinned for its life. Nobody is notified per report: the coordinators'
 * inbox lists it (a UPG import of a thousand rows must not send a thousand notices).
 */
export async function enterKpkProcess(tx: Db, ctx: ServerContext, laporanId: number): Promise<void> {
  const instance = await startInstance(
    tx,
    ctx,
    laporanSubject,
    laporanId,
    LAPORAN_PROCESS,
    LAPORAN_START_STEP,
  );
  if (!instance) return;
  await tx
    .update(laporans)
    .set({ step: instance.step, batas_step: instance.due_on, assignee_user_id: null })
    .where(eq(laporans.id, laporanId));
}
