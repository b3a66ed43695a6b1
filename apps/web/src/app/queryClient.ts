import { QueryClient } from '@tanstack/react-query';

/** The api client already toasts failures, so a retry would only repeat the toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
