import { decideNavigation } from '@gratifikasi/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useMaintenanceStatus } from '@/features/maintenance/status';
import { notify } from '@/platform/notify';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { Spinner } from '@/ui/plain/controls';

/** What stands in a screen's place while the guard waits or while the next screen loads: progress, never blank. */
function Progress() {
  return (
    <div
      role="status"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}
    >
      <Spinner size="large" label="Memuat" />
    </div>
  );
}

/** The redirect, with progress while the destination loads and, when the domain gives one, the reason told once. */
function Redirect({ to, reason }: { to: string; reason?: string }) {
  const told = useRef(false);
  useEffect(() => {
    if (!reason || told.current) return;
    told.current = true;
    notify.warning(reason);
  }, [reason]);
  return (
    <>
      <Navigate to={to} replace />
      <Progress />
    </>
  );
}

/**
 * The one guard of every screen: applies the domain's decideNavigation (spec §2, §6) and redirects by route
 * name. Maintenance status is only asked for routes flagged checkMaintenance. A redirect shows progress in the
 * screen's place (after "Masuk" the home's code may still be loading) and says why a page is refused.
 */
export function RouteGuard({ routeName, children }: { routeName: string; children: ReactNode }) {
  const { profile } = useSession();
  const route = routeByName(routeName);
  const checksMaintenance = route.meta.checkMaintenance === true;
  const maintenance = useMaintenanceStatus({ enabled: checksMaintenance });

  if (checksMaintenance && maintenance.isLoading) return <Progress />;

  const decision = decideNavigation({
    route,
    profile,
    // An unreachable status endpoint must not lock users out, so a failed check counts as unknown.
    maintenance: checksMaintenance ? (maintenance.data?.isMaintenance ?? null) : null,
  });
  if (decision.type === 'redirect') return <Redirect to={buildPath(decision.to)} reason={decision.reason} />;
  return children;
}
