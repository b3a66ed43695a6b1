/**
 * Signals from the api client to the session manager. A bus (rather than the client importing the session)
 * keeps the dependency one way: the session manager uses the client and listens here.
 */
export interface PlatformEventMap {
  /** Status 469/467/471/472: the server ended the session; payload is the server message. */
  'forced-logout': string;
  /** A 401 on an authenticated call: the access token is no longer accepted. */
  'token-expired': undefined;
  /** A 503 from the API: maintenance is on. */
  maintenance: undefined;
}
type EventName = keyof PlatformEventMap;
type Listener<K extends EventName> = (payload: PlatformEventMap[K]) => void;

const listeners: { [K in EventName]: Set<Listener<K>> } = {
  'forced-logout': new Set(),
  'token-expired': new Set(),
  maintenance: new Set(),
};

export const platformEvents = {
  on<K extends EventName>(name: K, listener: Listener<K>): () => void {
    listeners[name].add(listener);
    return () => listeners[name].delete(listener);
  },
  emit<K extends EventName>(name: K, payload: PlatformEventMap[K]): void {
    for (const l of [...listeners[name]]) l(payload);
  },
};
