import { describe, expect, it } from 'vitest';
import { homeRouteName } from '../guard';
import { ROLE_NAMES } from '../roles';
import { sessionOf } from '../testProfiles';
import { AREAS } from './areas';
import { HOME_ROUTES } from './homes';
import { createRouteIndex } from './lookup';
import { PUBLIC_ROUTES } from './public';
import { APP_ROUTES, routeByName } from './registry';

/** What the web app's first page knows of the routes before the areas' tables load. */
const firstPage = () => createRouteIndex([...PUBLIC_ROUTES, ...HOME_ROUTES]);

describe('the routes a first page knows (public routes and the areas’ homes)', () => {
  it('are the same routes as in the full table', () => {
    for (const route of [...PUBLIC_ROUTES, ...HOME_ROUTES]) expect(route).toEqual(routeByName(route.name));
    expect(PUBLIC_ROUTES).toEqual(APP_ROUTES.filter((route) => route.area === 'public'));
  });

  it('hold every home a user is sent to, by role and for a pelapor still to register', () => {
    const index = firstPage();
    for (const role of ROLE_NAMES) {
      for (const pelapors of [0, 1]) {
        const home = homeRouteName(sessionOf([role], { pelapors }));
        expect(() => index.buildPath(home), `${role} → ${home}`).not.toThrow();
      }
    }
    for (const area of Object.values(AREAS)) {
      if (area.homeRoute) expect(index.routeByName(area.homeRoute).area).toBe(area.key);
    }
  });

  it('hold no other route of a signed-in area: the public table is public only', () => {
    expect(PUBLIC_ROUTES.filter((route) => route.area !== 'public')).toEqual([]);
    const known = firstPage().routes();
    expect(known.filter((route) => route.area !== 'public')).toEqual(HOME_ROUTES);
    expect(() => firstPage().buildPath('kpk-laporan')).toThrow('Unknown route kpk-laporan');
    expect(firstPage().matchRoute('/kpk/laporan')).toBeNull();
  });

  it('grow to the full table once the areas’ routes are added, homes taken from it', () => {
    const index = firstPage();
    index.add(APP_ROUTES);
    expect(index.routes()).toHaveLength(APP_ROUTES.length);
    for (const route of APP_ROUTES) {
      expect(index.routeByName(route.name)).toBe(route);
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m, i) => [m[1]!, `v${i}`]));
      expect(index.matchRoute(index.buildPath(route.name, params))?.route, route.name).toBe(route);
    }
  });

  it('refuse a repeated name, unless a later table repeats a known route at the same path', () => {
    const [login] = PUBLIC_ROUTES.filter((route) => route.name === 'login');
    expect(() => createRouteIndex([login!, login!])).toThrow('Duplicate route name login');
    const index = firstPage();
    expect(() => index.add([{ ...login!, path: '/masuk' }])).toThrow('Duplicate route name login');
    expect(() => index.add([{ ...login!, title: 'Masuk lagi' }])).not.toThrow();
  });
});
