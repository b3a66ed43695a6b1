import { describe, expect, it } from 'vitest';
import { routeByName } from '@/platform/routes';
import { PPG_VERIFIKASI_SCREENS } from './screens';

describe('the PPG verification screens', () => {
  it('are registered under existing /kpk routes and each loads a component', async () => {
    for (const [name, load] of Object.entries(PPG_VERIFIKASI_SCREENS)) {
      expect(routeByName(name).area).toBe('kpk');
      expect(typeof (await load())).toBe('function');
    }
  }, 120_000);
});
