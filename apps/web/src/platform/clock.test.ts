import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Clock, clock, setClock } from './clock';

afterEach(() => {
  setClock();
  vi.useRealTimers();
});

describe('clock', () => {
  it('follows fake timers installed after import', () => {
    vi.useFakeTimers({ now: 1_000 });
    const tick = vi.fn();
    const handle = clock.setInterval(tick, 10);
    vi.advanceTimersByTime(35);
    clock.clearInterval(handle);
    vi.advanceTimersByTime(100);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(clock.now()).toBe(1_135);
  });

  it('can be replaced by an injected clock', () => {
    const injected: Clock = {
      now: () => 42,
      setTimeout: vi.fn(() => 'h'),
      clearTimeout: vi.fn(),
      setInterval: vi.fn(() => 'i'),
      clearInterval: vi.fn(),
    };
    setClock(injected);
    expect(clock.now()).toBe(42);
    const fn = () => undefined;
    expect(clock.setTimeout(fn, 5)).toBe('h');
    expect(injected.setTimeout).toHaveBeenCalledWith(fn, 5);
  });
});
