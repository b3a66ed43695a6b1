import type { MaintenanceStatus } from '@gratifikasi/domain';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/platform/api';

/** How often the maintenance screen asks again whether maintenance is over. */
export const MAINTENANCE_RECHECK_MS = 30_000;
/** An answer younger than this is not asked again when the next guarded screen opens. */
const FRESH_MS = 15_000;

export async function fetchMaintenanceStatus(): Promise<MaintenanceStatus> {
  const { data } = await api.get<MaintenanceStatus>('maintenance', { silent: true });
  return data;
}

interface Snapshot {
  data: MaintenanceStatus | undefined;
  /** An answer (or a failure) has come at least once. */
  settled: boolean;
  isFetching: boolean;
}

/**
 * The maintenance status (spec §4) that the guard of every maintenance-checked screen, the root's switch to
 * /maintenance and the maintenance screen read: one request shared, kept 15 s. Plain state rather than a query:
 * the guard is part of /login's first visit, which carries no query cache (issue 29).
 */
export interface MaintenanceStatusStore {
  get(): Snapshot;
  subscribe(listener: () => void): () => void;
  /** Asks now (one request for overlapping callers); a failure leaves the last answer. */
  refresh(): Promise<void>;
  /** Asks unless the last answer is fresh. */
  ensureFresh(): void;
  /** The answer is out of date (an administrator switched maintenance): asked again at once if shown. */
  invalidate(): void;
}

export function createMaintenanceStatus(): MaintenanceStatusStore {
  let snapshot: Snapshot = { data: undefined, settled: false, isFetching: false };
  let answeredAt = 0;
  let inflight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const refresh = () => {
    inflight ??= fetchMaintenanceStatus()
      .then(
        (data) => {
          answeredAt = Date.now();
          set({ data, settled: true, isFetching: false });
        },
        // An unreachable status endpoint must not lock users out: the last answer (or none) stands.
        () => set({ settled: true, isFetching: false }),
      )
      .finally(() => {
        inflight = null;
      });
    if (!snapshot.isFetching) set({ isFetching: true });
    return inflight;
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    ensureFresh() {
      if (!inflight && Date.now() - answeredAt >= FRESH_MS) void refresh();
    },
    invalidate() {
      answeredAt = 0;
      if (listeners.size > 0) void refresh();
    },
  };
}

const StoreContext = createContext<MaintenanceStatusStore | null>(null);

/** Holds the app's maintenance status (app/Providers; a test's providers hold their own). */
export function MaintenanceStatusProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createMaintenanceStatus);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useMaintenanceStatusStore(): MaintenanceStatusStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useMaintenanceStatus needs a MaintenanceStatusProvider above it');
  return store;
}

/**
 * The maintenance status for a screen: asked when the screen opens unless fresh, and every 30 s with `recheck`.
 * `isLoading` while no answer has come yet; a failed request counts as no answer (`data` stays undefined).
 */
export function useMaintenanceStatus(options: { enabled?: boolean; recheck?: boolean } = {}) {
  const { enabled = true, recheck = false } = options;
  const store = useMaintenanceStatusStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get);
  useEffect(() => {
    if (enabled) store.ensureFresh();
  }, [enabled, store]);
  useEffect(() => {
    if (!enabled || !recheck) return;
    const timer = setInterval(() => void store.refresh(), MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [enabled, recheck, store]);
  return {
    data: snapshot.data,
    isLoading: enabled && !snapshot.settled,
    isFetching: snapshot.isFetching,
    refetch: store.refresh,
  };
}
