import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlatformLayer } from '@/platform/PlatformLayer';
import { createQueryClient } from './queryClient';

/**
 * What every screen relies on: the query cache and the platform's toasts and dialogs. antd's ConfigProvider
 * is not here: /login renders without antd, every other screen is wrapped in AntdScope (router.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformLayer />
      {children}
    </QueryClientProvider>
  );
}
