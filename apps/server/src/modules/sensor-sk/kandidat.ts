import { and, count, desc, eq, inArray, isNull, like, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  laporan_nomor_surats,
  laporans,
  pelapors,
  sensor_sk_batches,
  sensor_sk_items,
} from '../../db/schema';
import { containsPattern } from '../laporan/permintaan/list';

/**
 * SKs that may go into a batch: a report whose SK carries a number still in force, not deleted, and in no batch
 * that was not refused (one publication per SK). `exceptBatch`: the batch being edited does not count.
 */
function kandidatWhere(exceptBatch: number | null): SQL {
  return and(
    eq(laporan_nomor_surats.jenis, 'SK'),
    isNull(laporan_nomor_surats.dibatalkan_at),
    isNull(laporans.deleted_at),
    notExists(
      sql`(select 1 from ${sensor_sk_items} join ${sensor_sk_batches} on ${sensor_sk_batches.id} = ${sensor_sk_items.batch_id}
        where ${sensor_sk_items.laporan_id} = ${laporans.id} and ${sensor_sk_batches.status} <> 'DITOLAK'
        ${exceptBatch === null ? sql`` : sql`and ${sensor_sk_batches.id} <> ${exceptBatch}`})`,
    ),
  ) as SQL;
}

/** Which of `ids` are free to publish now. */
export async function kandidatIds(
  db: Db,
  ids: readonly number[],
  exceptBatch: number | null,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: laporans.id })
    .from(laporan_nomor_surats)
    .innerJoin(laporans, eq(laporans.id, laporan_nomor_surats.laporan_id))
    .where(and(inArray(laporans.id, [...ids]), kandidatWhere(exceptBatch)));
  return rows.map((r) => r.id);
}

/** `GET sensor-sk/kandidat`: a page of SKs free to publish, newest number first, searched by report or reporter. */
export async function listKandidat(db: Db, q: { q?: string | undefined; page: number; per_page: number }) {
  const where = and(kandidatWhere(null), q.q ? like(laporans.search_text, containsPattern(q.q)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        laporan_id: laporans.id,
        nosig: laporans.nosig,
        pelapor_nama: pelapors.nama,
        nomor_sk: laporan_nomor_surats.nomor,
        tanggal_sk: laporan_nomor_surats.tanggal,
      })
      .from(laporan_nomor_surats)
      .innerJoin(laporans, eq(laporans.id, laporan_nomor_surats.laporan_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .where(where)
      .orderBy(desc(laporan_nomor_surats.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(laporan_nomor_surats)
      .innerJoin(laporans, eq(laporans.id, laporan_nomor_surats.laporan_id))
      .where(where),
  ]);
  return { items: rows, total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page };
}
