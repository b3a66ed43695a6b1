import type { AppRoute } from './types';

/** The lookups of one route table: by name, by pathname, and the concrete path of a named route. */
export interface RouteIndex {
  /** The routes known, in table order. */
  routes(): readonly AppRoute[];
  /**
   * Makes more routes known. A name already known must come with the same path (the web's first page knows the
   * areas' homes before their tables load): it is then taken from the new table; any other repeat throws.
   */
  add(routes: readonly AppRoute[]): void;
  /** The route with this name; throws on an unknown name. */
  routeByName(name: string): AppRoute;
  /** The most specific route matching a pathname (query and hash ignored), with its decoded params; null when none. */
  matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | null;
  /** The concrete path of a named route; throws when a required param is missing, drops absent optional ones. */
  buildPath(name: string, params?: Record<string, string | number>): string;
}

interface Compiled {
  route: AppRoute;
  segments: string[];
  /** Higher = more specific: static segments outrank params, params outrank optional params. */
  score: number;
}

function compile(routes: readonly AppRoute[]): Compiled[] {
  return routes
    .map((route) => {
      const segments = route.path.split('/').filter((s) => s !== '');
      const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? (s.endsWith('?') ? 1 : 2) : 3), 0);
      return { route, segments, score };
    })
    .sort((a, b) => b.score - a.score);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of pattern) {
    const part = parts[i];
    if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const key = seg.slice(1, optional ? -1 : undefined);
      if (part === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(part);
      i += 1;
    } else {
      if (part !== seg) return null;
      i += 1;
    }
  }
  return i === parts.length ? params : null;
}

function pathOf(route: AppRoute, params: Record<string, string | number>): string {
  const out: string[] = [];
  for (const seg of route.path.split('/').filter((s) => s !== '')) {
    if (!seg.startsWith(':')) {
      out.push(seg);
      continue;
    }
    const optional = seg.endsWith('?');
    const key = seg.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${route.name} needs param ${key}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

/** The lookups over `routes`; a duplicate name in them throws, so no table ships with an ambiguous buildPath. */
export function createRouteIndex(routes: readonly AppRoute[]): RouteIndex {
  const byName = new Map<string, AppRoute>();
  let compiled: Compiled[] | null = null;
  const put = (list: readonly AppRoute[], sameAsKnown: boolean) => {
    const seen = new Set<string>();
    for (const route of list) {
      const before = byName.get(route.name);
      const repeat = seen.has(route.name) || (before && !(sameAsKnown && before.path === route.path));
      if (repeat) throw new Error(`Duplicate route name ${route.name}`);
      seen.add(route.name);
      byName.set(route.name, route);
    }
    compiled = null;
  };
  const routeByName = (name: string): AppRoute => {
    const route = byName.get(name);
    if (!route) throw new Error(`Unknown route ${name}`);
    return route;
  };
  put(routes, false);
  return {
    routes: () => [...byName.values()],
    add: (more) => put(more, true),
    routeByName,
    matchRoute(pathname) {
      const clean = pathname.split(/[?#]/)[0] ?? '';
      const parts = clean.split('/').filter((s) => s !== '');
      compiled ??= compile([...byName.values()]);
      for (const c of compiled) {
        const params = matchSegments(c.segments, parts);
        if (params) return { route: c.route, params };
      }
      return null;
    },
    buildPath: (name, params = {}) => pathOf(routeByName(name), params),
  };
}
