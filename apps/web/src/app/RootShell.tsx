import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMaintenanceStatusStore } from '@/features/maintenance/status';
import { useRouteMeta } from '@/platform/pageMeta';
import { buildPath, routeByName } from '@/platform/routes';
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
  const maintenance = useMaintenanceStatusStore();
  useEffect(() => {
    // The query cache (app/QueryScope) empties itself on logout: nothing a previous user saw survives.
    const offLogout = session.onLogout(() => navigate(buildPath('login'), { replace: true }));
    const offMaintenance = session.onMaintenance(() => {
      // Refresh the status first: the guard of /maintenance would bounce a stale "off" back to login.
      void maintenance.refresh().then(() => navigate(buildPath('maintenance'), { replace: true }));
    });
    return () => {
      offLogout();
      offMaintenance();
    };
  }, [navigate, maintenance]);
}
