import { APP_ROUTES, type AppRoute } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { BootScreen } from '@/ui/BootScreen';
import { RootShell } from './RootShell';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { ScreenHandle } from './routeHandle';
import { hasScreen, notFoundScreen, SCREENS } from './screens';

/** Spec §9: a screen's code that has not arrived after 120 s counts as a failed load. */
export const CHUNK_TIMEOUT_MS = 120_000;

async function loadScreen(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Gagal memuat halaman setelah ${CHUNK_TIMEOUT_MS} ms`)),
      CHUNK_TIMEOUT_MS,
    );
  });
  try {
    return { Component: await Promise.race([load(), timeout]) };
  } finally {
    clearTimeout(timer);
  }
}

function screenRoute(route: AppRoute): RouteObject {
  const load = SCREENS[route.name]!;
  const handle: ScreenHandle = { routeName: route.name };
  return { path: route.path, handle, lazy: () => loadScreen(load) };
}

const publicLayout = () => import('./layouts/PublicLayout').then((m) => m.PublicLayout);
const areaLayout = () => import('./layouts/AreaLayout').then((m) => m.AreaLayout);

/** The route tree: the domain's APP_ROUTES that have a screen, grouped under their area's layout. */
export function buildRoutes(): RouteObject[] {
  const registered = APP_ROUTES.filter((route) => hasScreen(route.name));
  const publicRoutes = registered.filter((route) => route.area === 'public');
  const areaRoutes = registered.filter((route) => route.area !== 'public');
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: BootScreen,
      children: [
        {
          lazy: () => loadScreen(publicLayout),
          children: [...publicRoutes.map(screenRoute), { path: '*', lazy: () => loadScreen(notFoundScreen) }],
        },
        { lazy: () => loadScreen(areaLayout), children: areaRoutes.map(screenRoute) },
      ],
    },
  ];
}
