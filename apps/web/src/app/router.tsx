import { APP_ROUTES, type AppRoute } from '@gratifikasi/domain';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { BootScreen } from '@/ui/BootScreen';
import { notFoundScreen, PLAIN_SCREENS, PUBLIC_SCREENS, type ScreenLoader } from './publicScreens';
import { RootShell } from './RootShell';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { ScreenHandle } from './routeHandle';

/** Spec §9: a screen's code that has not arrived after 120 s counts as a failed load. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loaded = { Component: ComponentType } | { element: ReactNode };

async function loadScreen<T>(load: () => Promise<T>): Promise<T> {
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

function screenRoute(route: AppRoute, screen: ScreenLoader): RouteObject {
  const load: () => Promise<Loaded> =
    route.area === 'public' && !PLAIN_SCREENS.has(route.name) ? withAntd(screen) : plain(screen);
  const handle: ScreenHandle = { routeName: route.name };
  return { path: route.path, handle, lazy: () => loadScreen(load) };
}

const publicLayout = plain(() => import('./layouts/PublicLayout').then((m) => m.PublicLayout));
const areaLayout = plain(() => import('./layouts/AreaLayout').then((m) => m.AreaLayout));

/** Paths of the signed-in areas' routes (the domain's; whether each has a screen is known once app/screens loads). */
const AREA_PATHS: RouteObject[] = APP_ROUTES.filter((route) => route.area !== 'public').map((route) => ({
  path: route.path,
}));

/**
 * The route tree as a first page needs it: the root and the public area's layout with its screens (the domain's
 * public routes that have one) and the not-found screen. The signed-in areas' branch, their layout over every area
 * route that has a screen, is added by `discoverAreaRoutes` when a path of theirs is first visited.
 */
export function buildRoutes(): RouteObject[] {
  const publicRoutes = APP_ROUTES.filter(
    (route) => route.area === 'public' && Object.hasOwn(PUBLIC_SCREENS, route.name),
  );
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
            ...publicRoutes.map((route) => screenRoute(route, PUBLIC_SCREENS[route.name]!)),
            { path: '*', lazy: () => loadScreen(withAntd(notFoundScreen)) },
          ],
        },
      ],
    },
  ];
}

/** The signed-in areas' branch: their layout over every area route that has a screen in app/screens. */
async function areaBranch(): Promise<RouteObject> {
  const { SCREENS } = await loadScreen(() => import('./screens'));
  const areaRoutes = APP_ROUTES.filter(
    (route) => route.area !== 'public' && Object.hasOwn(SCREENS, route.name),
  );
  return {
    id: 'area',
    lazy: () => loadScreen(areaLayout),
    children: areaRoutes.map((route) => screenRoute(route, SCREENS[route.name]!)),
  };
}

/**
 * react-router's lazy route discovery (`patchRoutesOnNavigation`, given to the router with `buildRoutes()`): the
 * first navigation to a path of a signed-in area loads the areas' screen map and adds their branch under the root,
 * once per router (a failed load is tried again on the next navigation). Other paths (public, unknown) load nothing.
 */
export function discoverAreaRoutes(): PatchRoutesOnNavigationFunction {
  let branch: Promise<RouteObject> | null = null;
  return async ({ path, patch }) => {
    if (!matchRoutes(AREA_PATHS, path)) return;
    // Shared by navigations that overlap (a redirect during the first one); the router ignores a repeated patch.
    branch ??= areaBranch().catch((error: unknown) => {
      branch = null;
      throw error;
    });
    patch('root', [await branch]);
  };
}
