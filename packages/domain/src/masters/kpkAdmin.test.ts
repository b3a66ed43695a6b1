import { describe, expect, it } from 'vitest';
import { isKpkAdminOnly, mayManageMaster } from './kpkAdmin';

describe('the KPK admin role and the masters', () => {
  it('limits an admin-only caller to the KPK masters', () => {
    expect(isKpkAdminOnly(['admin'])).toBe(true);
    expect(mayManageMaster(['admin'], 'upg')).toBe(true);
    expect(mayManageMaster(['admin'], 'instansi-upg')).toBe(true);
    expect(mayManageMaster(['admin'], 'grup')).toBe(false);
    expect(mayManageMaster(['admin', 'anggota_tim'], 'kurs')).toBe(false);
  });

  it('leaves a system administrator unrestricted, with or without the admin role', () => {
    expect(isKpkAdminOnly(['admin', 'sysadmin'])).toBe(false);
    expect(mayManageMaster(['sysadmin'], 'grup')).toBe(true);
    expect(mayManageMaster(['superuser', 'admin'], 'grup')).toBe(true);
  });
});
