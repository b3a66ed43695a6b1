import { canOpen, type SessionView } from '@gratifikasi/domain';
import { buildPath, routeByName } from '@/platform/routes';

type Query = Record<string, string | number | undefined>;
/** A route name, its query and its path parameters. */
export type LinkChoice = [name: string, query?: Query, params?: Record<string, string | number>];

/**
 * The list a figure opens with its filters in the query string, or null when the caller's role may not open it (the
 * figure then reads as plain text). The first of `choices` the role may open wins.
 */
export function figureLink(profile: SessionView | null, ...choices: LinkChoice[]): string | null {
  for (const [name, query = {}, params = {}] of choices) {
    let route: ReturnType<typeof routeByName>;
    try {
      route = routeByName(name);
    } catch {
      continue;
    }
    if (!canOpen(route, profile)) continue;
    const search = new URLSearchParams(
      Object.entries(query)
        .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    const path = buildPath(name, params);
    return search ? `${path}?${search}` : path;
  }
  return null;
}
