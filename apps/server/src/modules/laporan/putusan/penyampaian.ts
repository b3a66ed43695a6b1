import { addWorkingDays } from '@gratifikasi/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporans } from '../../../db/schema';
import { cachedHolidays } from '../../workflow/graph';

/** How the SK reached the reporter: the e-office dispatched the numbered SPSK, or the reporter first downloaded it. */
export type CaraSampai = 'EOFFICE' | 'UNDUH';

/**
 * The SK is numbered: its 7 HK delivery clock starts (UU 30/2002 Pasal 17; app-config batas_penyampaian_sk_hk). A
 * renumbered SK (after a cancellation) starts it again: the earlier delivery was of a letter no longer in force.
 */
export async function mulaiJamPenyampaianSk(
  tx: Db,
  laporanId: number,
  tanggalSk: string,
  batasHk: number,
): Promise<void> {
  const holidays = await cachedHolidays(tx);
  await tx
    .update(laporans)
    .set({
      sk_tanggal: tanggalSk,
      sk_batas_sampai: addWorkingDays(tanggalSk, batasHk, holidays),
      sk_sampai_at: null,
      sk_sampai_via: null,
    })
    .where(eq(laporans.id, laporanId));
}

/**
 * The SK (with its SPSK) reached the reporter: the first time only, and only once the clock runs (an SK numbered).
 * True when this call recorded it.
 */
export async function catatSkSampai(
  db: Db,
  laporanId: number,
  via: CaraSampai,
  at = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(laporans)
    .set({ sk_sampai_at: at, sk_sampai_via: via })
    .where(
      and(eq(laporans.id, laporanId), isNotNull(laporans.sk_batas_sampai), isNull(laporans.sk_sampai_at)),
    )
    .returning({ id: laporans.id });
  return rows.length > 0;
}
