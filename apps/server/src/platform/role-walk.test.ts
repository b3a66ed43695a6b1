import type { RoleName } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app';

/**
 * Issue 9 §1 "what held", kept: no role reaches a route its declaration does not give it. Every route restricted to
 * roles is called by each of these roles that is not among them, with any id: the answer is 403, never a 2xx.
 */
const CALLERS: RoleName[] = ['individu', 'upg', 'data_entry', 'observer', 'anggota_tim', 'ketua_group_ppg'];
let t: TestApp;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of CALLERS) tokens.set(role, await loginAs(t.app, role));
});
afterAll(() => t.close());

const pathOf = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('roles stay within their routes', () => {
  it('a role a route does not list gets 403 on it, whatever the body', async () => {
    let checked = 0;
    for (const route of t.app.routeTable) {
      const access = route.access;
      if (typeof access !== 'object' || !access.roles || access.permission || route.method === 'HEAD')
        continue;
      for (const role of CALLERS) {
        if (access.roles.includes(role)) continue;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: pathOf(route.url),
          headers: bearer(tokens.get(role) ?? ''),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
