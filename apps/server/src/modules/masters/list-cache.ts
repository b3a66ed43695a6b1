import type { Db } from '../../db/client';
import type { MasterPage } from './service';

/**
 * Dropdown pages of the masters, kept in memory: the lists feed every form's selects and change rarely, while
 * a text search over ~7,000 kecamatan costs milliseconds of database time per call. A master write in this
 * process empties the cache before its answer is sent; the TTL bounds how long another process may serve a
 * page from before a write. Kept per database handle, so test apps never share entries.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  at: number;
  page: Promise<MasterPage>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The page for `key` from the cache, or loaded (once, even under concurrent calls) and remembered. */
export function cachedPage(db: Db, key: string, load: () => Promise<MasterPage>): Promise<MasterPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.page;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const page = load();
  const entry = { at: now, page };
  cache.set(key, entry);
  // A failed load is not remembered.
  page.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return page;
}

/** Forgets every cached page of this database (after any master write). */
export function invalidateMasterPages(db: Db): void {
  caches.get(db)?.clear();
}
