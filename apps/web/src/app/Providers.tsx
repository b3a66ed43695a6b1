import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import { type ReactNode, useState } from 'react';
import { PlatformLayer } from '@/platform/PlatformLayer';
import { createQueryClient } from './queryClient';
import { theme } from './theme';

/** Everything a screen relies on: antd in Indonesian, the query cache, and the platform's dialogs and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <PlatformLayer />
          {children}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
