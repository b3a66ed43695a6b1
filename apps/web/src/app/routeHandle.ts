import { useMatches } from 'react-router';

/** What each registered screen route carries in its react-router `handle`. */
export interface ScreenHandle {
  routeName: string;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).routeName === 'string'
  );
}

/** Name of the domain route being shown, or null on the not-found screen. */
export function useCurrentRouteName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.routeName;
  }
  return null;
}
