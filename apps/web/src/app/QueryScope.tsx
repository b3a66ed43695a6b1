import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { session } from '@/platform/session';
import { createQueryClient } from './queryClient';

let appClient: QueryClient | null = null;

/** The app's one query cache, made with the first screen that queries; every logout empties it. */
function queryClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    // Nothing a previous user saw may survive into the next session.
    session.onLogout(() => client.clear());
    appClient = client;
  }
  return appClient;
}

/**
 * The query cache for the screens under it: the router puts the area layout and every public screen that queries
 * under one (router.tsx), so react-query (~10 KB gzip) arrives with them and not with /login, whose first visit
 * needs none (issue 29). The cache is one for the whole page, whichever screen made it; a cache given above (a
 * test's providers) is used as it is.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
