import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './useSingleFlight';

describe('useSingleFlight', () => {
  it('runs a second call only once the first has ended', async () => {
    let release = () => {};
    const run = vi.fn(
      (_label: string) =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const { result } = renderHook(() => useSingleFlight(run));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current('a');
      void result.current('b');
    });
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await first;
    });
    await act(async () => {
      void result.current('c');
    });
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenLastCalledWith('c');
  });

  it('lets the next call through after a failure', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSingleFlight(run));
    await expect(result.current()).rejects.toThrow('x');
    await result.current();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
