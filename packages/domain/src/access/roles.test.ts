import { describe, expect, it } from 'vitest';
import { rolesLabel } from './roles';

describe('rolesLabel', () => {
  it('names the roles as people read them, in order, and leaves an unknown name as it is', () => {
    expect(rolesLabel(['koordinator'])).toBe('Koordinator');
    expect(rolesLabel(['Administrasi/Sekretaris', 'anggota_tim'])).toBe(
      'Administrasi/Sekretaris / Anggota Tim',
    );
    expect(rolesLabel(['peran_lain'])).toBe('peran_lain');
    expect(rolesLabel([])).toBe('');
  });
});
