import { buildPath, decideNavigation, routeByName } from '@gratifikasi/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMaintenanceStatus } from '@/features/maintenance/api';
import { useSession } from '@/platform/session';
import { Spinner } from '@/ui/plain/controls';

/**
 * The one guard of every screen: applies the domain's decideNavigation (spec §2, §6) and redirects by route
 * name. Maintenance status is only asked for routes flagged checkMaintenance.
 */
export function RouteGuard({ routeName, children }: { routeName: string; children: ReactNode }) {
  const { profile } = useSession();
  const route = routeByName(routeName);
  const checksMaintenance = route.meta.checkMaintenance === true;
  const maintenance = useMaintenanceStatus({ enabled: checksMaintenance });

  if (checksMaintenance && maintenance.isLoading) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}>
        <Spinner size="large" label="Memuat" />
      </div>
    );
  }

  const decision = decideNavigation({
    route,
    profile,
    // An unreachable status endpoint must not lock users out, so a failed check counts as unknown.
    maintenance: checksMaintenance ? (maintenance.data?.isMaintenance ?? null) : null,
  });
  if (decision.type === 'redirect') return <Navigate to={buildPath(decision.to)} replace />;
  return children;
}
