import type { ReactNode } from 'react';
import { MaintenanceStatusProvider } from '@/features/maintenance/status';
import { PlatformLayer } from '@/platform/PlatformLayer';

/**
 * What every screen relies on: the maintenance status the guard reads and the platform's toasts and dialogs.
 * Neither antd's ConfigProvider nor the query cache is here: /login renders without them; the router wraps the
 * area layout and the other public screens in AntdScope and QueryScope (router.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MaintenanceStatusProvider>
      <PlatformLayer />
      {children}
    </MaintenanceStatusProvider>
  );
}
