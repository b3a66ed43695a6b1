import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_kegiatan_aktivitas, ppg_kegiatans, ppg_laporan_kegiatans } from '../../../db/schema';
import { cacheOf } from '../../../platform/cache';

const NAMESPACE = 'ppg.kegiatan';

/**
 * The activities', their sessions' and their reports' last change: every write to these tables sets its `updated_at`
 * (an insert, an edit, a team change, a session report, every move of the engine), so the moment a write commits the
 * stamp moves and what was cached under the old one is never read again. Three index-only reads of one row each.
 */
async function stamp(db: Db): Promise<string> {
  const last = (t: typeof ppg_kegiatans | typeof ppg_kegiatan_aktivitas | typeof ppg_laporan_kegiatans) =>
    sql`(select max(${t.updated_at}) from ${t})::text`;
  const [row] = rowsOf<{ k: string | null; a: string | null; l: string | null }>(
    await db.execute(
      sql`select ${last(ppg_kegiatans)} as k, ${last(ppg_kegiatan_aktivitas)} as a, ${last(ppg_laporan_kegiatans)} as l`,
    ),
  );
  return `${row?.k ?? ''}|${row?.a ?? ''}|${row?.l ?? ''}`;
}

/**
 * A read of the activity area that every asker shares — a list's counts (its status groups, its total) under one
 * filter, a calendar month — through the one cache, keyed by the tables' last change: at 100,000 activities a count
 * is a pass over the filtered rows and a month a pass over its days, which a page should not pay on every request.
 * A removal (which leaves no stamp) drops them with `lupakanCacheKegiatan`.
 */
export async function cachedKegiatan<T>(db: Db, key: string, load: () => PromiseLike<T>): Promise<T> {
  return cacheOf(db).get(NAMESPACE, `${await stamp(db)}|${key}`, load);
}

/** Drops every cached read of the activity area, here and in every other process (after a removal). */
export function lupakanCacheKegiatan(db: Db): void {
  cacheOf(db).invalidate(NAMESPACE);
}
