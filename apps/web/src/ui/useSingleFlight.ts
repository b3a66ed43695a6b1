import { useCallback, useRef } from 'react';

/**
 * The function, ignoring a call made while an earlier one is still running. A form whose submit button shows
 * "loading" can still be submitted twice by Enter in a field (a time picker, say) then a click; a create call must
 * not run twice for one intention.
 */
export function useSingleFlight<A extends unknown[]>(
  run: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  const busy = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await run(...args);
      } finally {
        busy.current = false;
      }
    },
    [run],
  );
}
