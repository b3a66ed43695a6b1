import { and, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media, mediables } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../platform/errors';
import { attachMedia } from '../../../platform/files';

export const LAPORAN_MEDIA_TYPE = 'laporan';
export const LAMPIRAN_COLLECTION = 'lampiran';

/** How many live files a report has attached. */
export async function lampiranCount(tx: Db, laporanId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(mediables)
    .innerJoin(media, eq(media.id, mediables.media_id))
    .where(
      and(
        eq(mediables.mediable_type, LAPORAN_MEDIA_TYPE),
        eq(mediables.mediable_id, laporanId),
        isNull(media.deleted_at),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Attaches uploaded files to a report. Only files the caller uploaded and not yet attached anywhere qualify;
 * files already on this report are skipped. At most `maxFiles` per report.
 */
export async function attachLampiran(
  tx: Db,
  userId: number,
  laporanId: number,
  ids: readonly number[],
  maxFiles: number,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const onThis = await tx
    .select({ id: mediables.media_id })
    .from(mediables)
    .where(
      and(
        eq(mediables.mediable_type, LAPORAN_MEDIA_TYPE),
        eq(mediables.mediable_id, laporanId),
        inArray(mediables.media_id, unique),
      ),
    );
  const already = new Set(onThis.map((r) => r.id));
  const wanted = unique.filter((id) => !already.has(id));
  if (wanted.length === 0) return;
  const free = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, wanted),
        eq(media.created_by, userId),
        isNull(media.deleted_at),
        notExists(tx.select({ one: sql`1` }).from(mediables).where(eq(mediables.media_id, media.id))),
      ),
    );
  if (free.length !== wanted.length) throw fieldError('lampiran_ids', 'Lampiran tidak ditemukan');
  if ((await lampiranCount(tx, laporanId)) + wanted.length > maxFiles) {
    throw fieldError('lampiran_ids', `Lampiran maksimal ${maxFiles} berkas`);
  }
  await attachMedia(tx, wanted, LAPORAN_MEDIA_TYPE, laporanId, LAMPIRAN_COLLECTION);
}

/** A media id attached to this report, or NOT_FOUND. */
export async function requireLampiran(tx: Db, laporanId: number, mediaId: number) {
  const [row] = await tx
    .select({ media })
    .from(mediables)
    .innerJoin(media, eq(media.id, mediables.media_id))
    .where(
      and(
        eq(mediables.mediable_type, LAPORAN_MEDIA_TYPE),
        eq(mediables.mediable_id, laporanId),
        eq(mediables.media_id, mediaId),
        isNull(media.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Lampiran tidak ditemukan');
  return row.media;
}
