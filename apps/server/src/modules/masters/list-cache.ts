import type { Db } from '../../db/client';
import { cacheOf } from '../../platform/cache';

/**
 * Dropdown pages of the masters, kept in the one cache (namespace 'masters') as the JSON text of their answer: the
 * lists feed every form's selects and change rarely, while a text search over ~7,000 kecamatan costs milliseconds of
 * database time per call. A hit is sent as it is, without serialising again. A master write empties the namespace
 * in every process before its answer is sent (platform/cache.ts).
 */
const MASTERS = 'masters';

/** The JSON for `key` from the cache, or loaded (once, even under concurrent calls) and remembered. */
export function cachedJson(db: Db, key: string, load: () => Promise<string>): Promise<string> {
  return cacheOf(db).get(MASTERS, `page:${key}`, load);
}

/** Forgets every cached page and name map of this database, in every process (after any master write). */
export function invalidateMasterPages(db: Db): void {
  cacheOf(db).invalidate(MASTERS);
}

/**
 * id → nama of a whole master (deleted rows too: old reports still name them), kept with the pages. Lists show these
 * names without joining the master in every query. An id the map lacks (a row added an instant ago, before its
 * notification arrived) reloads it once.
 */
export async function masterNames(
  db: Db,
  master: string,
  ids: Iterable<number | null>,
  load: () => Promise<Map<number, string>>,
): Promise<Map<number, string>> {
  const cache = cacheOf(db);
  const key = `names:${master}`;
  const map = await cache.get(MASTERS, key, load);
  for (const id of ids) {
    if (id !== null && !map.has(id)) {
      cache.forget(MASTERS, key);
      return cache.get(MASTERS, key, load);
    }
  }
  return map;
}
