import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint: a phone held upright (390 px) or a small tablet. */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const snapshot = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * True on a phone-width screen. Unlike antd's `Grid.useBreakpoint` (whose breakpoints are all false until measured,
 * and in tests), this asks the one positive question, so a screen that does not know keeps its desktop layout.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
