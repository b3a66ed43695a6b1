import { APP_ROUTES, AREAS, PUBLIC_ROUTES } from '@gratifikasi/domain';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeByName } from '@/platform/routes';
import { PUBLIC_SCREENS } from './publicScreens';
import { buildRoutes, discoverAreaRoutes } from './router';
import { SCREENS } from './screens';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));

function paths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

const AREA_PATHS = new Set(APP_ROUTES.filter((route) => route.area !== 'public').map((route) => route.path));

describe('the route tree of a first page', () => {
  it('has every public screen and no route of the signed-in areas', () => {
    const tree = paths(buildRoutes());
    const publicWithScreen = APP_ROUTES.filter(
      (route) => route.area === 'public' && Object.hasOwn(SCREENS, route.name),
    );
    expect(publicWithScreen.length).toBeGreaterThan(20);
    for (const route of publicWithScreen) expect(tree, route.name).toContain(route.path);
    expect(tree.filter((path) => AREA_PATHS.has(path))).toEqual([]);
  });

  it('takes the public screens from the entry’s map, which holds public routes only', () => {
    for (const name of Object.keys(PUBLIC_SCREENS)) {
      expect(routeByName(name).area, name).toBe('public');
      expect(SCREENS[name], name).toBe(PUBLIC_SCREENS[name]);
    }
    for (const route of APP_ROUTES.filter((r) => r.area === 'public' && Object.hasOwn(SCREENS, r.name))) {
      expect(Object.hasOwn(PUBLIC_SCREENS, route.name), route.name).toBe(true);
    }
  });
});

describe('discovery of the areas’ routes', () => {
  const areaBranch = (router: ReturnType<typeof createMemoryRouter>) =>
    router.routes[0]?.children?.find((route) => route.id === 'area');

  it('adds the areas’ branch on the first visit of an area path, not for a public or unknown one', async () => {
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: ['/tidak-ada/sama-sekali'],
      patchRoutesOnNavigation: discoverAreaRoutes(),
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 30_000 });
    expect(areaBranch(router)).toBeUndefined();
    await router.navigate('/news/1/berita');
    expect(areaBranch(router)).toBeUndefined();

    await router.navigate('/admin/home');
    const branch = areaBranch(router);
    const names = APP_ROUTES.filter((r) => r.area !== 'public' && Object.hasOwn(SCREENS, r.name));
    expect(paths(branch?.children ?? []).sort()).toEqual(names.map((r) => r.path).sort());
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ routeName: 'admin-home' });

    // Once per router: a later area path finds its route without another branch.
    await router.navigate('/kpk/beranda');
    expect(router.routes[0]?.children?.filter((route) => route.id === 'area')).toHaveLength(1);
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ routeName: 'kpk-beranda' });
    router.dispose();
  }, 60_000);
});

describe('the routes the page knows (platform/routes)', () => {
  it('puts no public route under an area’s base path, which is what discovery matches', () => {
    const bases = Object.values(AREAS)
      .filter((area) => area.key !== 'public')
      .map((area) => area.basePath);
    for (const route of PUBLIC_ROUTES) {
      expect(
        bases.filter((base) => route.path === base || route.path.startsWith(`${base}/`)),
        route.name,
      ).toEqual([]);
    }
  });

  it('are the public ones and the areas’ homes on a first page, every area route once an area path is visited', async () => {
    // A fresh page: the test setup has made every route known to the modules it loaded.
    vi.resetModules();
    const known = await import('@/platform/routes');
    const fresh = await import('./router');
    expect(known.buildPath('kpk-beranda-ppg')).toBe('/kpk/kpk-beranda-ppg');
    expect(() => known.buildPath('kpk-laporan')).toThrow('Unknown route kpk-laporan');

    const router = createMemoryRouter(fresh.buildRoutes(), {
      initialEntries: ['/login'],
      patchRoutesOnNavigation: fresh.discoverAreaRoutes(),
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 30_000 });
    expect(() => known.routeByName('admin-users')).toThrow();

    await router.navigate('/admin/users');
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ routeName: 'admin-users' });
    for (const route of APP_ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x']));
      expect(known.matchRoute(known.buildPath(route.name, params))?.route.name, route.name).toBe(route.name);
      expect(known.routeByName(route.name)).toEqual(route);
    }
    router.dispose();
  }, 60_000);
});
