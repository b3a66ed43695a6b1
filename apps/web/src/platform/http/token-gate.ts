/**
 * The token refresh in flight, if any. A call answered 401 while its token was being rotated waits for the
 * rotation and is retried with the new token instead of logging the user out.
 */
let inFlight: Promise<unknown> | null = null;

export function trackRefresh<T>(refresh: Promise<T>): Promise<T> {
  inFlight = refresh;
  const clear = () => {
    if (inFlight === refresh) inFlight = null;
  };
  refresh.then(clear, clear);
  return refresh;
}

export async function waitForRefresh(): Promise<void> {
  if (inFlight) await inFlight.catch(() => undefined);
}
