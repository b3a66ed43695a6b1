import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

const NS = {
  plain: { ttlMs: 1_000 },
  swr: { ttlMs: 1_000, staleWhileRevalidate: true },
  small: { ttlMs: 1_000, maxEntries: 2 },
};

function counter(start = 0) {
  let n = start;
  const load = vi.fn(async () => ++n);
  return load;
}

afterEach(() => vi.useRealTimers());

describe('the one cache', () => {
  it('shares one load between concurrent misses and answers from memory within the TTL', async () => {
    const cache = createCache(NS);
    const load = counter();
    const [x, y] = await Promise.all([cache.get('plain', 'k', load), cache.get('plain', 'k', load)]);
    expect([x, y]).toEqual([1, 1]);
    expect(await cache.get('plain', 'k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads past the TTL (waiting), or answers stale and refreshes once (stale-while-revalidate)', async () => {
    vi.useFakeTimers();
    const cache = createCache(NS);
    const plain = counter();
    const swr = counter(10);
    await cache.get('plain', 'k', plain);
    await cache.get('swr', 'k', swr);
    vi.advanceTimersByTime(1_500);
    expect(await cache.get('plain', 'k', plain)).toBe(2);
    const stale = [cache.get('swr', 'k', swr), cache.get('swr', 'k', swr)];
    expect(await Promise.all(stale)).toEqual([11, 11]);
    await vi.waitFor(async () => expect(await cache.get('swr', 'k', swr)).toBe(12));
    expect(swr).toHaveBeenCalledTimes(2);
  });

  it('keeps the answer of a thenable load (a query builder runs again on every await), not the thenable', async () => {
    const cache = createCache(NS);
    let runs = 0;
    const builder: PromiseLike<number> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is the case under test
      then: (ok, fail) => Promise.resolve(++runs).then(ok, fail),
    };
    expect(await cache.get('plain', 'q', () => builder)).toBe(1);
    expect(await cache.get('plain', 'q', () => builder)).toBe(1);
    expect(runs).toBe(1);
  });

  it('does not remember a failed load', async () => {
    const cache = createCache(NS);
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    await expect(cache.get('plain', 'k', load)).rejects.toThrow('down');
    expect(await cache.get('plain', 'k', load)).toBe('ok');
  });

  it('drops a key or a namespace, and tells the bus so other processes do too', async () => {
    const cache = createCache(NS);
    const publish = vi.fn();
    cache.setBus({ publish, close: async () => {} });
    const load = counter();
    await cache.get('plain', 'a', load);
    await cache.get('plain', 'b', load);
    cache.invalidate('plain', 'a');
    expect(await cache.get('plain', 'a', load)).toBe(3);
    expect(await cache.get('plain', 'b', load)).toBe(2);
    cache.invalidate('plain');
    expect(await cache.get('plain', 'b', load)).toBe(4);
    expect(publish.mock.calls).toEqual([
      ['plain', 'a'],
      ['plain', null],
    ]);
    // What comes from the bus is applied here only, never sent back.
    cache.forget('plain', null);
    expect(publish).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries per namespace and refuses an undeclared one', async () => {
    const cache = createCache(NS);
    for (const k of ['a', 'b', 'c']) await cache.get('small', k, async () => k);
    expect(cache.sizes().small).toBe(2);
    expect(() => cache.get('nope', 'k', async () => 1)).toThrow(/not declared/);
  });
});
