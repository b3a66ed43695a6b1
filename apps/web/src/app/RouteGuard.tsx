import { buildPath, decideNavigation, routeByName } from '@gratifikasi/domain';
import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMaintenanceStatus } from '@/features/maintenance/api';
import { useSession } from '@/platform/session';

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
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
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
