import { describe, expect, it } from 'vitest';
import { routeByName } from '@/platform/routes';
import { ADMIN_SCREENS } from './screens';

describe('admin screens', () => {
  it('are registered under existing admin routes and each loads a component', async () => {
    for (const [name, load] of Object.entries(ADMIN_SCREENS)) {
      expect(routeByName(name).area).toBe('admin');
      expect(typeof (await load())).toBe('function');
    }
  }, 60_000);
});
