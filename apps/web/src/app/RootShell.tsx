import { buildPath, routeByName } from '@gratifikasi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { maintenanceStatusQuery } from '@/features/maintenance/api';
import { useRouteMeta } from '@/platform/pageMeta';
import { session } from '@/platform/session';
import { RouteGuard } from './RouteGuard';
import { useCurrentRouteName } from './routeHandle';

/**
 * Root of the route tree: the route's title and description, session-driven redirects, scroll to top, and the
 * guard around every screen.
 */
export function RootShell() {
  const routeName = useCurrentRouteName();
  const route = routeName ? routeByName(routeName) : null;
  useRouteMeta(route ? route : { title: 'Halaman tidak ditemukan' });
  useScrollToTop();
  useSessionRedirects();
  return routeName ? (
    <RouteGuard routeName={routeName}>
      <Outlet />
    </RouteGuard>
  ) : (
    <Outlet />
  );
}

function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function useSessionRedirects(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const offLogout = session.onLogout(() => {
      // Nothing a previous user saw may survive into the next session.
      queryClient.clear();
      navigate(buildPath('login'), { replace: true });
    });
    const offMaintenance = session.onMaintenance(() => {
      // Refresh the status first: the guard of /maintenance would bounce a stale "off" back to login.
      void queryClient
        .fetchQuery({ ...maintenanceStatusQuery(), staleTime: 0 })
        .catch(() => undefined)
        .then(() => navigate(buildPath('maintenance'), { replace: true }));
    });
    return () => {
      offLogout();
      offMaintenance();
    };
  }, [navigate, queryClient]);
}
