import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { eoffice_kirimans, eoffice_simulator_surats } from '../../db/schema';
import { simulatorEoffice } from '../../platform/eoffice';
import { runEoffice } from './service';

/**
 * The simulator's approver approves the letter a report waits on at a numbering step (f7A SK, f7E SPSK, f5D SP3),
 * as the demo approver would on /admin/eoffice-simulator, and the e-office job pulls the answer: the letter is
 * numbered and issued through the one path the agency's e-office takes. For the demo seed and the tests.
 */
export async function approveInSimulator(
  ctx: ServerContext,
  laporanId: number,
  langkah: string,
  tanggal: string | null = null,
): Promise<void> {
  const eoffice = simulatorEoffice(ctx.db);
  // Sends what waits (this letter among them).
  await runEoffice(ctx, eoffice, new Date(Date.now() + 1000));
  const [k] = await ctx.db
    .select({ id: eoffice_kirimans.id, ref: eoffice_kirimans.ref })
    .from(eoffice_kirimans)
    .where(
      and(
        eq(eoffice_kirimans.laporan_id, laporanId),
        eq(eoffice_kirimans.langkah, langkah),
        inArray(eoffice_kirimans.status, ['TERKIRIM']),
      ),
    )
    .limit(1);
  const id = /^SIM-(\d+)$/.exec(k?.ref ?? '')?.[1];
  if (!k || !id) throw new Error(`no letter of report ${laporanId} at ${langkah} in the e-office simulator`);
  await ctx.db
    .update(eoffice_simulator_surats)
    .set({ status: 'APPROVED', tanggal, diputus_at: new Date() })
    .where(and(eq(eoffice_simulator_surats.id, Number(id)), eq(eoffice_simulator_surats.status, 'PENDING')));
  await runEoffice(ctx, eoffice, new Date(Date.now() + 1000));
}
