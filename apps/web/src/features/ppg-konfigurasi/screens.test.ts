import { describe, expect, it } from 'vitest';
import { routeByName } from '@/platform/routes';
import { PPG_KONFIGURASI_SCREENS } from './screens';

describe('the PPG frame screens', () => {
  it('are registered under existing /kpk and /admin routes and each loads a component', async () => {
    for (const [name, load] of Object.entries(PPG_KONFIGURASI_SCREENS)) {
      expect(['kpk', 'admin']).toContain(routeByName(name).area);
      expect(typeof (await load())).toBe('function');
    }
  }, 120_000);
});
