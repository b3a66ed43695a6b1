import type { Profile } from '@gratifikasi/domain';

export type SessionStatus = 'checking' | 'guest' | 'authenticated';
export interface SessionState {
  status: SessionStatus;
  profile: Profile | null;
}

type Listener<A extends unknown[]> = (...args: A) => void;

function listenerSet<A extends unknown[]>() {
  const set = new Set<Listener<A>>();
  return {
    add(l: Listener<A>): () => void {
      set.add(l);
      return () => {
        set.delete(l);
      };
    },
    emit(...args: A): void {
      for (const l of [...set]) l(...args);
    },
  };
}

let state: SessionState = { status: 'checking', profile: null };
const changes = listenerSet<[]>();

/** The observable session state (status + profile) and the session's outward events. */
export const sessionStore$ = {
  get: (): SessionState => state,
  set(next: SessionState): void {
    if (next.status === state.status && next.profile === state.profile) return;
    state = next;
    changes.emit();
  },
  subscribe: changes.add,
  logout: listenerSet<[reason?: string]>(),
  maintenance: listenerSet<[]>(),
};
