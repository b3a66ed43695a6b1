import { APP_ROUTES } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { OG_SCREENS } from './screens';

describe('OG screens', () => {
  it('are each a route of the domain table, under /kpk, needing the OG permissions', () => {
    const byName = new Map(APP_ROUTES.map((r) => [r.name, r]));
    for (const name of Object.keys(OG_SCREENS)) {
      const route = byName.get(name);
      expect(route, name).toBeDefined();
      expect(route?.path.startsWith('/kpk/'), name).toBe(true);
      const needs = route?.meta.requiresPermission ?? [];
      expect(
        needs.some((p) => p === 'daftar-og' || p === 'update-og'),
        name,
      ).toBe(true);
    }
  });
});
