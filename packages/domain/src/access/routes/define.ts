import { AREAS } from './areas';
import type { AppRoute, AreaKey, RouteEntry } from './types';

/** Joins an area's base path and a relative route path, e.g. ('/kpk', 'laporan-detail/:id'). */
function joinPath(basePath: string, path: string): string {
  if (path === '') return basePath;
  return basePath === '/' ? `/${path}` : `${basePath}/${path}`;
}

/** The derived route name: the area key, then the path's static segments, joined by '-'. */
export function deriveRouteName(area: AreaKey, path: string): string {
  const statics = path.split('/').filter((s) => s !== '' && !s.startsWith(':'));
  return area === 'public' ? statics.join('-') : [area, ...statics].join('-');
}

/** Turns an area's route table into full routes whose meta is the area meta overridden by the route's own. */
export function defineArea(area: AreaKey, entries: readonly RouteEntry[]): AppRoute[] {
  const def = AREAS[area];
  return entries.map((e) => ({
    name: e.name ?? deriveRouteName(area, e.path),
    path: joinPath(def.basePath, e.path),
    area,
    title: e.title,
    meta: { ...def.meta, ...e.meta },
    ...(e.description ? { description: e.description } : {}),
  }));
}
