import { eq } from 'drizzle-orm';
import { objek_gratifikasis, rincian_laporans } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import type { reportWalker } from '../laporan/proses/testing';

type Walker = Awaited<ReturnType<typeof reportWalker>>;

/**
 * A report with the given items through to its numbered SK: every item ruled the state's except those named in
 * `penerima` (by position), ruled the recipient's. Answers the report and its objects in item order.
 */
export async function reportWithSk(
  t: TestApp,
  w: Walker,
  items: readonly { uraian: string; nilai_taksiran: string }[],
  penerima: readonly number[] = [],
) {
  const db = t.database.db;
  const first = await w.fileReport();
  const [tmpl] = await db.select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, first));
  const rincian = items.map((i) => ({
    jenis_penerimaan_id: tmpl?.jenis_penerimaan_id,
    jenis_objek_id: tmpl?.jenis_objek_id,
    jumlah: 1,
    ...i,
  }));
  const laporanId = await w.fileReport({ rincian });
  const rows = await db
    .select({ id: rincian_laporans.id })
    .from(rincian_laporans)
    .where(eq(rincian_laporans.laporan_id, laporanId))
    .orderBy(rincian_laporans.id);
  const kepemilikan = Object.fromEntries(penerima.map((i) => [rows[i]?.id ?? 0, 'MILIK_PENERIMA' as const]));
  await w.walk(laporanId, PATH_TO_SK, { kepemilikan });
  const ogs = await db
    .select()
    .from(objek_gratifikasis)
    .where(eq(objek_gratifikasis.laporan_id, laporanId))
    .orderBy(objek_gratifikasis.rincian_id);
  return { laporanId, rincianIds: rows.map((r) => r.id), ogs };
}
