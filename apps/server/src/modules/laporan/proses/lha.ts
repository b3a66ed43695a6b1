import { nilaiNegaraRefusal } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rincian_laporans } from '../../../db/schema';
import { fieldError } from '../../../platform/errors';

/**
 * The state's part of an item ruled partly the state's (SEBAGIAN_MILIK_NEGARA) becomes a bill once the SK stands:
 * more than zero and at most the item's value in rupiah, else 422 on that item's `items.N.nilai_negara`.
 */
export async function checkNilaiNegara(
  tx: Db,
  laporanId: number,
  items: readonly { rincian_id: number; status: string; nilai_negara?: string | null }[],
): Promise<void> {
  if (!items.some((i) => i.status === 'SEBAGIAN_MILIK_NEGARA')) return;
  const rows = await tx
    .select({ id: rincian_laporans.id, nilai: rincian_laporans.nilai_rupiah })
    .from(rincian_laporans)
    .where(eq(rincian_laporans.laporan_id, laporanId));
  const values = new Map(rows.map((r) => [r.id, r.nilai]));
  items.forEach((item, n) => {
    if (item.status !== 'SEBAGIAN_MILIK_NEGARA') return;
    const refused = nilaiNegaraRefusal(item.nilai_negara ?? '0', values.get(item.rincian_id) ?? '0');
    if (refused) throw fieldError(`items.${n}.nilai_negara`, refused);
  });
}
