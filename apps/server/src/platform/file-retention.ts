import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { audit } from './audit';
import type { RequestMeta } from './auth-context';
import { type FileStorage, PROMOTE_JOB } from './files';
import type { Jobs } from './jobs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 500;

/** Who acts in a scheduled job's audit rows: no user, no request. */
const SYSTEM: RequestMeta = { id: '', ip: '', headers: {}, auth: null };

/**
 * Staged uploads older than an hour: promoted when their media row exists (the promotion job was lost), deleted
 * otherwise (the transaction rolled back). Returns how many were deleted.
 */
export async function sweepStaged(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const keys = await storage.staged(new Date(now.getTime() - HOUR_MS));
  let deleted = 0;
  for (let i = 0; i < keys.length; i += BATCH) {
    const chunk = keys.slice(i, i + BATCH);
    const rows = await db
      .select({ key: media.storage_key })
      .from(media)
      .where(inArray(media.storage_key, chunk));
    const committed = new Set(rows.map((r) => r.key));
    for (const key of chunk) {
      if (committed.has(key)) await storage.promote(key);
      else {
        await storage.remove(key);
        deleted++;
      }
    }
  }
  return deleted;
}

/**
 * Soft-deleted files past the retention: the bytes are deleted, then the row (its attachments cascade) with an
 * audit row carrying what the file was. Returns how many were purged.
 */
export async function purgeDeletedMedia(
  db: Db,
  storage: FileStorage,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const rows = await db
    .select()
    .from(media)
    .where(and(isNotNull(media.deleted_at), lt(media.deleted_at, cutoff)))
    .orderBy(media.id)
    .limit(BATCH);
  for (const row of rows) {
    // Bytes first: a failure here leaves the row to try again tomorrow, never bytes without a row.
    await storage.remove(row.storage_key);
    await db.transaction(async (tx) => {
      await tx.delete(media).where(eq(media.id, row.id));
      await audit(tx, SYSTEM, {
        action: 'purge',
        entity: 'media',
        entity_id: row.id,
        before: {
          original_name: row.original_name,
          mime_type: row.mime_type,
          size: row.size,
          sha256: row.sha256,
          created_by: row.created_by,
          deleted_at: row.deleted_at?.toISOString(),
        },
        after: { retention_days: retentionDays },
      });
    });
  }
  return rows.length;
}

const promotePayload = z.object({ key: z.string().min(1).max(500) });

/** The file jobs: promotion after commit, the hourly staging sweep and the daily retention purge. */
export async function scheduleFileJobs(opts: {
  db: Db;
  jobs: Jobs;
  storage: FileStorage;
  retentionDays: number;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, jobs, storage, retentionDays, log } = opts;
  jobs.register(PROMOTE_JOB, async (payload) => {
    await storage.promote(promotePayload.parse(payload).key);
  });
  jobs.register('files.sweep-staged', async () => {
    const deleted = await sweepStaged(db, storage);
    if (deleted > 0) log.info({ deleted }, 'staged uploads of rolled-back transactions deleted');
  });
  jobs.register('media.purge-deleted', async () => {
    const purged = await purgeDeletedMedia(db, storage, retentionDays);
    if (purged > 0) log.info({ purged, retentionDays }, 'soft-deleted files purged');
  });
  await jobs.schedule('files.sweep-staged', '41 * * * *');
  await jobs.schedule('media.purge-deleted', '30 2 * * *');
}
