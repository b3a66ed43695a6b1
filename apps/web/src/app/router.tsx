import { type AppRoute, AREAS, PUBLIC_ROUTES } from '@gratifikasi/domain';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { addAreaRoutes } from '@/platform/routes';
import { BootScreen } from '@/ui/BootScreen';
import {
  notFoundScreen,
  PLAIN_SCREENS,
  PUBLIC_SCREENS,
  QUERYLESS_SCREENS,
  type ScreenLoader,
} from './publicScreens';
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

type Scope = ComponentType<{ children: ReactNode }>;

/**
 * antd's scope (theme, Indonesian locale, App context) for a public screen; the area layout wraps its screens
 * itself, and the plain public screens (PLAIN_SCREENS) go without.
 */
const antdScope = () => import('./AntdScope').then((m): Scope => m.AntdScope);
/** The query cache, for the area layout and every public screen but the few that need none (QUERYLESS_SCREENS). */
const queryScope = () => import('./QueryScope').then((m): Scope => m.QueryScope);

/** A screen or layout loaded together with the scopes it renders in (outermost first), all in parallel. */
function scoped(
  load: () => Promise<ComponentType>,
  scopes: (() => Promise<Scope>)[] = [],
): () => Promise<Loaded> {
  if (scopes.length === 0) return async () => ({ Component: await load() });
  return async () => {
    const [Screen, ...around] = await Promise.all([load(), ...scopes.map((scope) => scope())]);
    let element: ReactNode = <Screen />;
    for (const Around of around.reverse()) element = <Around>{element}</Around>;
    return { element };
  };
}

function screenRoute(route: AppRoute, screen: ScreenLoader): RouteObject {
  const isPublic = route.area === 'public';
  const scopes = [
    ...(isPublic && !PLAIN_SCREENS.has(route.name) ? [antdScope] : []),
    ...(isPublic && !QUERYLESS_SCREENS.has(route.name) ? [queryScope] : []),
  ];
  const handle: ScreenHandle = { routeName: route.name };
  const load = scoped(screen, scopes);
  return { path: route.path, handle, lazy: () => loadScreen(load) };
}

const publicLayout = scoped(() => import('./layouts/PublicLayout').then((m) => m.PublicLayout));
const areaLayout = scoped(() => import('./layouts/AreaLayout').then((m) => m.AreaLayout), [queryScope]);
const notFound = scoped(notFoundScreen, [antdScope]);

/**
 * Every path under a signed-in area's base path (/kpk/…): the areas' tables and screens load with their branch, so
 * a first page knows their base paths only (an unknown path under one loads them, then shows the not-found screen).
 */
const AREA_PATHS: RouteObject[] = Object.values(AREAS)
  .filter((area) => area.key !== 'public')
  .map((area) => ({ path: `${area.basePath}/*` }));

/**
 * The route tree as a first page needs it: the root and the public area's layout with its screens (the domain's
 * public routes that have one) and the not-found screen. The signed-in areas' branch, their layout over every area
 * route that has a screen, is added by `discoverAreaRoutes` when a path of theirs is first visited.
 */
export function buildRoutes(): RouteObject[] {
  const publicRoutes = PUBLIC_ROUTES.filter((route) => Object.hasOwn(PUBLIC_SCREENS, route.name));
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
            { path: '*', lazy: () => loadScreen(notFound) },
          ],
        },
      ],
    },
  ];
}

/**
 * The signed-in areas' branch: their layout over every area route that has a screen in app/screens. Their routes
 * become known to the page's lookups (platform/routes) first, so their screens and the guard find them.
 */
async function areaBranch(): Promise<RouteObject> {
  const { SCREENS, APP_ROUTES } = await loadScreen(() => import('./screens'));
  addAreaRoutes(APP_ROUTES);
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
 * first navigation to a path under a signed-in area's base path loads the areas' screen map and route table and adds
 * their branch under the root, once per router (a failed load is tried again on the next navigation). Other paths
 * (public, unknown) load nothing.
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
