import { useSyncExternalStore } from 'react';

/** What <PlatformLayer/> shows on top of the app: dialogs raised by the api client and the session manager. */
export interface PlatformUiState {
  /** Support id of a server failure (spec §8), or null. */
  supportId: string | null;
  /** Minutes left shown by the session-alert dialog, or null when closed. */
  sessionAlertMinutes: number | null;
  /** Message of the session-ended alert, or null when closed. */
  sessionEnded: string | null;
  /** True while the idle overlay blocks the screen. */
  idle: boolean;
}

const initial: PlatformUiState = {
  supportId: null,
  sessionAlertMinutes: null,
  sessionEnded: null,
  idle: false,
};
let state: PlatformUiState = initial;
const listeners = new Set<() => void>();

export const platformUi = {
  get: (): PlatformUiState => state,
  set(patch: Partial<PlatformUiState>): void {
    const next = { ...state, ...patch };
    const changed = (Object.keys(patch) as (keyof PlatformUiState)[]).some((k) => next[k] !== state[k]);
    if (!changed) return;
    state = next;
    for (const l of listeners) l();
  },
  reset(): void {
    state = initial;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePlatformUi(): PlatformUiState {
  return useSyncExternalStore(platformUi.subscribe, platformUi.get, platformUi.get);
}
