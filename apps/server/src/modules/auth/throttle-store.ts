import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { login_throttles } from '../../db/schema';

export type ThrottleKind = 'pair' | 'user' | 'ip';

/** One failed-login counter: what it counts (a username from an IP, a username, an IP) and its window. */
export interface ThrottleCounter {
  key: string;
  kind: ThrottleKind;
  username: string | null;
  ip: string | null;
  count: number;
  expires_at: Date;
}

/**
 * Counters of failed logins in fixed windows. `hit` increments every key in one atomic step and answers the new
 * counts, so concurrent attempts each see a distinct count; `undo` takes one increment back.
 */
export interface ThrottleStore {
  hit(keys: string[], windowMs: number): Promise<{ count: number; expires_at: Date }[]>;
  undo(keys: string[]): Promise<void>;
  /** Every counter whose window is still open. */
  live(): Promise<ThrottleCounter[]>;
  /** Removes one counter; false when there was none with failures in an open window. */
  clear(key: string): Promise<boolean>;
}

/** `pair|<username>|<ip>`, `user|<username>`, `ip|<ip>` (an IP never holds `|`; a username may). */
export function throttleKey(kind: ThrottleKind, username: string, ip: string): string {
  if (kind === 'pair') return `pair|${username}|${ip}`;
  return kind === 'user' ? `user|${username}` : `ip|${ip}`;
}

export function parseThrottleKey(key: string): Pick<ThrottleCounter, 'kind' | 'username' | 'ip'> | null {
  const bar = key.indexOf('|');
  const kind = key.slice(0, bar);
  const rest = key.slice(bar + 1);
  if (bar < 0 || rest === '') return null;
  if (kind === 'user') return { kind, username: rest, ip: null };
  if (kind === 'ip') return { kind, username: null, ip: rest };
  const last = rest.lastIndexOf('|');
  if (kind !== 'pair' || last <= 0 || last === rest.length - 1) return null;
  return { kind, username: rest.slice(0, last), ip: rest.slice(last + 1) };
}

/** The counters in `login_throttles`: one upsert per attempt, so they hold across processes on one database. */
export function dbThrottleStore(db: Db): ThrottleStore {
  /**
   * One upsert over every key, in key order: concurrent attempts (and their undos) lock the rows they share in the
   * same order, so they queue instead of deadlocking. A key without a row starts one (`count` 1 on a hit, 0 on an
   * undo); a closed window starts over.
   */
  const upsert = (keys: string[], step: 1 | -1, windowMs: number) => {
    const expired = sql`${login_throttles.expires_at} <= now()`;
    const current = sql`case when ${expired} then 0 else ${login_throttles.count} end`;
    return db
      .insert(login_throttles)
      .values(
        [...keys].sort().map((key) => {
          const parsed = parseThrottleKey(key);
          return {
            key,
            kind: parsed?.kind ?? 'ip',
            username: parsed?.username ?? null,
            ip: parsed?.ip ?? null,
            count: step === 1 ? 1 : 0,
            expires_at: sql`now() + make_interval(secs => ${windowMs / 1000})`,
          };
        }),
      )
      .onConflictDoUpdate({
        target: login_throttles.key,
        set: {
          count: sql`greatest(${current} + ${step}, 0)`,
          expires_at: sql`case when ${expired} then excluded.expires_at else ${login_throttles.expires_at} end`,
        },
      })
      .returning({
        key: login_throttles.key,
        count: login_throttles.count,
        expires_at: login_throttles.expires_at,
      });
  };
  return {
    async hit(keys, windowMs) {
      const byKey = new Map((await upsert(keys, 1, windowMs)).map((r) => [r.key, r]));
      return keys.map((key) => byKey.get(key) ?? { count: 0, expires_at: new Date() });
    },
    async undo(keys) {
      await upsert(keys, -1, 0);
    },
    async live() {
      const rows = await db
        .select()
        .from(login_throttles)
        .where(sql`${login_throttles.expires_at} > now() and ${login_throttles.count} > 0`);
      return rows.map((r) => ({ ...r, kind: r.kind as ThrottleKind }));
    },
    async clear(key) {
      const rows = await db
        .delete(login_throttles)
        .where(sql`${login_throttles.key} = ${key}`)
        .returning({
          count: login_throttles.count,
          live: sql<boolean>`${login_throttles.expires_at} > now()`,
        });
      return rows.some((r) => r.count > 0 && r.live);
    },
  };
}

// INCR each key, start its window on the first failure, answer count and remaining milliseconds per key.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then redis.call('PEXPIRE', key, ARGV[1]); ttl = tonumber(ARGV[1]) end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out`;

const UNDO_SCRIPT = `
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 then redis.call('DECR', key) end
end
return 0`;

/** The same counters in Redis (REDIS_URL): shared by every process and host that uses the same prefix. */
export function redisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const base = `${prefix}login:`;
  const full = (keys: string[]) => keys.map((k) => base + k);
  return {
    async hit(keys, windowMs) {
      const out = (await redis.eval(HIT_SCRIPT, keys.length, ...full(keys), String(windowMs))) as number[];
      const now = Date.now();
      return keys.map((_, i) => ({ count: out[2 * i], expires_at: new Date(now + out[2 * i + 1]) }));
    },
    async undo(keys) {
      await redis.eval(UNDO_SCRIPT, keys.length, ...full(keys));
    },
    async live() {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${base}*`, count: 500 })) {
        keys.push(...(batch as string[]));
      }
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(key).pttl(key);
      const replies = (await pipeline.exec()) ?? [];
      const now = Date.now();
      const counters: ThrottleCounter[] = [];
      keys.forEach((full, i) => {
        const key = full.slice(base.length);
        const parsed = parseThrottleKey(key);
        const count = Number(replies[2 * i]?.[1] ?? 0);
        const ttl = Number(replies[2 * i + 1]?.[1] ?? -2);
        if (parsed && count > 0 && ttl > 0) {
          counters.push({ key, ...parsed, count, expires_at: new Date(now + ttl) });
        }
      });
      return counters;
    },
    async clear(key) {
      const count = await redis.getdel(base + key);
      return Number(count ?? 0) > 0;
    },
  };
}

/**
 * Redis first; while it cannot be reached, the database counters (shared by every process on PostgreSQL), so an
 * outage neither opens the door to guessing nor refuses every login.
 */
export function withFallback(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  onError: (err: unknown) => void,
): ThrottleStore {
  const run =
    <A extends unknown[], R>(pick: (s: ThrottleStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await pick(primary)(...args);
      } catch (err) {
        onError(err);
        return pick(fallback)(...args);
      }
    };
  return {
    hit: run((s) => s.hit),
    undo: run((s) => s.undo),
    live: run((s) => s.live),
    clear: run((s) => s.clear),
  };
}
