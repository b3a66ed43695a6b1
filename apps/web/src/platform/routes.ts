import { type AppRoute, createRouteIndex, HOME_ROUTES, PUBLIC_ROUTES } from '@gratifikasi/domain';

/**
 * The routes this page knows, and the app's lookups over them: the domain's `buildPath`, `routeByName` and
 * `matchRoute` hold every area's table (~10 KB gzip), too much for a guest's first page, so the web app uses these.
 * From the first page on they know the public routes and the areas' homes (where the login and the guard send a
 * signed-in user); the router adds the areas' tables with their screens (app/router.tsx `discoverAreaRoutes`),
 * before any screen of an area runs.
 */
const known = createRouteIndex([...PUBLIC_ROUTES, ...HOME_ROUTES]);

/** The route with this name; throws on a name not known (yet). */
export const routeByName = known.routeByName;
/** The concrete path of a named route; throws when a required param is missing, drops absent optional ones. */
export const buildPath = known.buildPath;
/** The most specific known route matching a pathname, with its decoded params; null when none. */
export const matchRoute = known.matchRoute;

/** Makes the signed-in areas' routes known: the domain's full table, which arrives with the areas' screen map. */
export function addAreaRoutes(routes: readonly AppRoute[]): void {
  known.add(routes);
}
