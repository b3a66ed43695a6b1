import type { Db } from '../../db/client';

/**
 * Dropdown pages of the masters, kept in memory as the JSON text of their answer: the lists feed every form's
 * selects and change rarely, while a text search over ~7,000 kecamatan costs milliseconds of database time per
 * call. A hit is sent as it is, without serialising again. A master write in this process empties the cache
 * before its answer is sent; the TTL bounds how long another process may serve a page from before a write.
 * Kept per database handle, so test apps never share entries.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  at: number;
  json: Promise<string>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();
/** Per database, per master: the id → nama maps of masterNames(). */
const names = new WeakMap<Db, Map<string, { at: number; value: Promise<Map<number, string>> }>>();

/** The JSON for `key` from the cache, or loaded (once, even under concurrent calls) and remembered. */
export function cachedJson(db: Db, key: string, load: () => Promise<string>): Promise<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.json;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const json = load();
  const entry = { at: now, json };
  cache.set(key, entry);
  // A failed load is not remembered.
  json.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return json;
}

/** Forgets every cached page and name map of this database (after any master write). */
export function invalidateMasterPages(db: Db): void {
  caches.get(db)?.clear();
  names.get(db)?.clear();
}

/**
 * id → nama of a whole master (deleted rows too: old reports still name them), kept TTL_MS and emptied with the
 * pages by a master write here. Lists show these names without joining the master in every query. An id the map
 * lacks (a row another process has just added) reloads it once.
 */
export async function masterNames(
  db: Db,
  master: string,
  ids: Iterable<number | null>,
  load: () => Promise<Map<number, string>>,
): Promise<Map<number, string>> {
  let byMaster = names.get(db);
  if (!byMaster) {
    byMaster = new Map();
    names.set(db, byMaster);
  }
  const cache = byMaster;
  const fresh = () => {
    const entry = { at: Date.now(), value: load() };
    cache.set(master, entry);
    entry.value.catch(() => {
      if (cache.get(master) === entry) cache.delete(master);
    });
    return entry.value;
  };
  const hit = cache.get(master);
  const map = await (hit && Date.now() - hit.at < TTL_MS ? hit.value : fresh());
  for (const id of ids) if (id !== null && !map.has(id)) return fresh();
  return map;
}
