import { APP_ROUTES, type AppRoute } from '@gratifikasi/domain';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { BootScreen } from '@/ui/BootScreen';
import { RootShell } from './RootShell';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { ScreenHandle } from './routeHandle';
import { hasScreen, notFoundScreen, PLAIN_SCREENS, SCREENS } from './screens';

/** Spec §9: a screen's code that has not arrived after 120 s counts as a failed load. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loaded = { Component: ComponentType } | { element: ReactNode };

async function loadScreen<T extends Loaded>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Gagal memuat halaman setelah ${CHUNK_TIMEOUT_MS} ms`)),
      CHUNK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A public screen in antd's scope (theme, Indonesian locale, App context), loaded together with it. The area
 * layout wraps its screens itself; only the plain first page (PLAIN_SCREENS) goes without.
 */
function withAntd(load: () => Promise<ComponentType>): () => Promise<{ element: ReactNode }> {
  return async () => {
    const [Screen, { AntdScope }] = await Promise.all([load(), import('./AntdScope')]);
    return {
      element: (
        <AntdScope>
          <Screen />
        </AntdScope>
      ),
    };
  };
}

const plain = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

function screenRoute(route: AppRoute): RouteObject {
  const screen = SCREENS[route.name]!;
  const load: () => Promise<Loaded> =
    route.area === 'public' && !PLAIN_SCREENS.has(route.name) ? withAntd(screen) : plain(screen);
  const handle: ScreenHandle = { routeName: route.name };
  return { path: route.path, handle, lazy: () => loadScreen(load) };
}

const publicLayout = plain(() => import('./layouts/PublicLayout').then((m) => m.PublicLayout));
const areaLayout = plain(() => import('./layouts/AreaLayout').then((m) => m.AreaLayout));

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
          children: [
            ...publicRoutes.map(screenRoute),
            { path: '*', lazy: () => loadScreen(withAntd(notFoundScreen)) },
          ],
        },
        { lazy: () => loadScreen(areaLayout), children: areaRoutes.map(screenRoute) },
      ],
    },
  ];
}
