import { APP_ROUTES, routeByName } from './registry';
import type { AppRoute } from './types';

interface Compiled {
  route: AppRoute;
  segments: string[];
  /** Higher = more specific: static segments outrank params, params outrank optional params. */
  score: number;
}

let compiled: Compiled[] | null = null;

function compile(): Compiled[] {
  if (compiled) return compiled;
  compiled = APP_ROUTES.map((route) => {
    const segments = route.path.split('/').filter((s) => s !== '');
    const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? (s.endsWith('?') ? 1 : 2) : 3), 0);
    return { route, segments, score };
  }).sort((a, b) => b.score - a.score);
  return compiled;
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

/** The most specific route matching a pathname (query and hash ignored), with its decoded params; null when none. */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | null {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const parts = clean.split('/').filter((s) => s !== '');
  for (const c of compile()) {
    const params = matchSegments(c.segments, parts);
    if (params) return { route: c.route, params };
  }
  return null;
}

/** The concrete path of a named route; throws when a required param is missing, drops absent optional ones. */
export function buildPath(name: string, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
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
      throw new Error(`Route ${name} needs param ${key}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}
