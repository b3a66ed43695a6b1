/**
 * A value loaded from the database and kept in memory for `ttlMs`. Writers call `invalidate()` so this
 * process sees its own change at once; the TTL bounds how long other processes keep a stale copy.
 */
export interface Cached<T> {
  get: () => Promise<T>;
  invalidate: () => void;
}

export function cached<T>(load: () => Promise<T>, ttlMs: number): Cached<T> {
  let value: T | undefined;
  let loadedAt = 0;
  let pending: Promise<T> | null = null;
  let generation = 0;
  const refresh = () => {
    const gen = generation;
    const p = load().then(
      (v) => {
        if (gen === generation) {
          value = v;
          loadedAt = Date.now();
        }
        pending = null;
        return v;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    pending = p;
    return p;
  };
  return {
    get: () => {
      if (value !== undefined && Date.now() - loadedAt < ttlMs) return Promise.resolve(value);
      return pending ?? refresh();
    },
    invalidate: () => {
      generation++;
      value = undefined;
      pending = null;
    },
  };
}
