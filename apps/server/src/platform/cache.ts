/**
 * The one in-memory cache of the server (issue 9 §4): keyed entries grouped in namespaces, each namespace with its
 * TTL, its size bound and its policy past the TTL — reload (the caller waits) or stale-while-revalidate (the old
 * value answers while one refresh runs). Concurrent misses share one load; a failed load is not remembered.
 *
 * Invalidation reaches every process: `invalidate(namespace, key?)` drops the entries here at once and publishes the
 * change on the database's invalidation bus (PostgreSQL LISTEN/NOTIFY, see db/client.ts), on which every other
 * process of the same database drops them too. PGlite is one process: nothing to publish.
 *
 * One cache per database handle (`cacheOf(db)`), so that test apps on separate databases never share entries while
 * the modules, which hold only `db`, reach theirs without threading the context through every call.
 */
import type { Db } from '../db/client';

export interface NamespaceOptions {
  /** How long an entry counts as fresh. */
  ttlMs: number;
  /** Past the TTL: answer with the stale value and refresh once in the background (default: reload and wait). */
  staleWhileRevalidate?: boolean;
  /** At most this many entries; the oldest go first (default 1000). */
  maxEntries?: number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  refreshing: boolean;
}

/** Where invalidations go to and come from: another process of the same database. */
export interface InvalidationBus {
  publish: (namespace: string, key: string | null) => void;
  close: () => Promise<void>;
}

export interface Cache {
  /**
   * The value of `key` in `namespace`, from memory or loaded. `load` may return any thenable (a query builder): it is
   * awaited once and its answer kept, never the thenable, which would run again on every await.
   */
  get: <T>(namespace: string, key: string, load: () => PromiseLike<T>) => Promise<T>;
  /** Drops one key, or the whole namespace, here and in every other process. */
  invalidate: (namespace: string, key?: string) => void;
  /** Drops here only: an invalidation that came from another process, or a reload this process alone needs. */
  forget: (namespace: string, key: string | null) => void;
  setBus: (bus: InvalidationBus | null) => void;
  /** Entry counts per namespace (health and tests). */
  sizes: () => Record<string, number>;
}

/** Every namespace of the server and its policy, declared in one place. */
export const NAMESPACES = {
  /** app_configs: read on every authenticated call. */
  settings: { ttlMs: 5_000 },
  /** roles → permissions. */
  rbac: { ttlMs: 60_000 },
  /** hari-libur dates. */
  holidays: { ttlMs: 60_000 },
  /** Master dropdown pages (their JSON text) and id → nama maps; emptied by any master write. */
  masters: { ttlMs: 30_000, maxEntries: 2_000 },
  /** Report counts per status, own-draft counts and search totals (issue 5's million rows). */
  'laporan.counts': { ttlMs: 15_000, staleWhileRevalidate: true, maxEntries: 2_000 },
  /** Each asker's inbox tab counts (role, user, team, group, filters); the actor's own drop on their moves. */
  'workflow.inbox': { ttlMs: 5_000, staleWhileRevalidate: true, maxEntries: 5_000 },
  /**
   * The open reports per step and the overdue ones (per filters): the part of the counts shared by every role whose
   * reach is all of them — one pass over the open instances per process, not one per asker every 5 seconds.
   */
  'workflow.inbox.open': { ttlMs: 15_000, staleWhileRevalidate: true, maxEntries: 500 },
  /** The public open-data figures (issue 13 §3): one aggregation over every report per process every 5 minutes. */
  statistik: { ttlMs: 300_000, staleWhileRevalidate: true, maxEntries: 4 },
  /** Receivables totals keyed by the ledger's last entry id (append-only: a key never goes stale). */
  piutang: { ttlMs: 600_000, maxEntries: 500 },
  /** The PPG dashboard's figures of a year (issue 25 §4): a few grouped passes over the PPG tables, shared by the KPK. */
  'ppg.dashboard': { ttlMs: 15_000, staleWhileRevalidate: true, maxEntries: 50 },
  /**
   * The PPG activity area's shared reads — the lists' counts per filter, the calendar's months and weeks — keyed by the
   * tables' last change (a write moves the key, so nothing stale is served after it commits; the TTL retires old keys).
   */
  'ppg.kegiatan': { ttlMs: 60_000, maxEntries: 2_000 },
  /** The report engine's row counts and totals per report, scope and filters (issue 14); refreshed with the summary. */
  report: { ttlMs: 30_000, staleWhileRevalidate: true, maxEntries: 5_000 },
  /**
   * When the report summary was last refreshed (read by every aggregate request); dropped when a refresh is recorded.
   * Short and never served stale: a report replica's cache hears no invalidation, its TTL alone bounds the lag.
   */
  'report.refreshed': { ttlMs: 5_000, maxEntries: 4 },
} as const satisfies Record<string, NamespaceOptions>;
export type Namespace = keyof typeof NAMESPACES;

export function createCache(namespaces: Record<string, NamespaceOptions> = NAMESPACES): Cache {
  const spaces = new Map<string, Map<string, Entry<unknown>>>();
  let bus: InvalidationBus | null = null;

  const space = (name: string) => {
    let entries = spaces.get(name);
    if (!entries) {
      entries = new Map();
      spaces.set(name, entries);
    }
    return entries;
  };
  const optionsOf = (name: string): NamespaceOptions => {
    const opts = namespaces[name];
    if (!opts) throw new Error(`cache namespace ${name} is not declared`);
    return opts;
  };

  const drop = (namespace: string, key: string | null) => {
    if (key === null) spaces.delete(namespace);
    else spaces.get(namespace)?.delete(key);
  };

  return {
    get: <T>(namespace: string, key: string, load: () => PromiseLike<T>): Promise<T> => {
      const opts = optionsOf(namespace);
      const entries = space(namespace);
      const hit = entries.get(key) as Entry<T> | undefined;
      const fresh = (): Promise<T> => {
        if (!hit && entries.size >= (opts.maxEntries ?? 1000)) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        const entry: Entry<T> = { at: Date.now(), value: Promise.resolve(load()), refreshing: false };
        entries.set(key, entry as Entry<unknown>);
        entry.value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        return entry.value;
      };
      if (!hit) return fresh();
      if (Date.now() - hit.at < opts.ttlMs) return hit.value;
      if (!opts.staleWhileRevalidate) return fresh();
      if (!hit.refreshing) {
        hit.refreshing = true;
        Promise.resolve(load()).then(
          (value) => {
            if (entries.get(key) === hit) {
              entries.set(key, { at: Date.now(), value: Promise.resolve(value), refreshing: false });
            }
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    },
    invalidate: (namespace, key) => {
      optionsOf(namespace);
      drop(namespace, key ?? null);
      bus?.publish(namespace, key ?? null);
    },
    forget: drop,
    setBus: (next) => {
      bus = next;
    },
    sizes: () => Object.fromEntries([...spaces].map(([name, entries]) => [name, entries.size])),
  };
}

const byDb = new WeakMap<Db, Cache>();

/** The cache of this database handle (created on first use; buildApp attaches the bus). */
export function cacheOf(db: Db): Cache {
  let cache = byDb.get(db);
  if (!cache) {
    cache = createCache();
    byDb.set(db, cache);
  }
  return cache;
}

/**
 * A single cached value: the shape settings, RBAC and holidays use. `invalidate()` reaches every process; the TTL
 * only bounds staleness should a notification be lost (a dropped listening connection).
 */
export interface Cached<T> {
  get: () => Promise<T>;
  invalidate: () => void;
}

export function cachedValue<T>(db: Db, namespace: Namespace, load: () => Promise<T>): Cached<T> {
  const cache = cacheOf(db);
  return {
    get: () => cache.get(namespace, '', load),
    invalidate: () => cache.invalidate(namespace),
  };
}
