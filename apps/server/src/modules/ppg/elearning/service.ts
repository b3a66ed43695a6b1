import type { ElearningBaris, ElearningPeriode } from '@gratifikasi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_elearnings } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';

/**
 * Saves a period's checked figures: each institution named gets exactly these (its earlier figures of the period
 * replaced), the others of the period stay; one audit entry holds what each institution had and has now. Runs in
 * the caller's transaction so a file is saved whole or not at all.
 */
export async function simpanPeriode(
  tx: Db,
  request: RequestMeta,
  periode: ElearningPeriode,
  baris: readonly ElearningBaris[],
  sumber: 'impor' | 'platform',
  userId: number | null,
): Promise<number> {
  if (baris.length === 0) return 0;
  const ids = baris.map((b) => b.instansi_id);
  const before = await tx
    .select({
      instansi_id: ppg_elearnings.instansi_id,
      terdaftar: ppg_elearnings.terdaftar,
      selesai: ppg_elearnings.selesai,
    })
    .from(ppg_elearnings)
    .where(
      and(
        eq(ppg_elearnings.tahun, periode.tahun),
        eq(ppg_elearnings.triwulan, periode.triwulan),
        inArray(ppg_elearnings.instansi_id, ids),
      ),
    );
  for (let i = 0; i < baris.length; i += 500) {
    await tx
      .insert(ppg_elearnings)
      .values(
        baris.slice(i, i + 500).map((b) => ({
          ...b,
          tahun: periode.tahun,
          triwulan: periode.triwulan,
          sumber,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [ppg_elearnings.tahun, ppg_elearnings.triwulan, ppg_elearnings.instansi_id],
        set: {
          terdaftar: sql`excluded.terdaftar`,
          selesai: sql`excluded.selesai`,
          sumber: sql`excluded.sumber`,
          updated_by: sql`excluded.updated_by`,
          updated_at: sql`now()`,
        },
      });
  }
  await audit(tx, request, {
    action: sumber === 'impor' ? 'elearning.import' : 'elearning.tarik',
    entity: 'ppg_elearning',
    entity_id: `${periode.tahun}-${periode.triwulan}`,
    before: { tahun: periode.tahun, triwulan: periode.triwulan, baris: before },
    after: { tahun: periode.tahun, triwulan: periode.triwulan, sumber, baris },
    // A pull runs on the queue, outside any request: the audit names who asked for it.
    ...(request.auth ? {} : { user_id: userId }),
  });
  return baris.length;
}
