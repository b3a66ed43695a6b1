import { describe, expect, it } from 'vitest';
import { profileWith } from '@/test/profiles';
import { definition } from './testing';
import { canWriteMaster } from './writeAccess';

describe('who may write a master, as the API decides', () => {
  it('gives the KPK admin its masters only', () => {
    const admin = profileWith(['admin']);
    expect(canWriteMaster(definition('upg'), admin)).toBe(true);
    expect(canWriteMaster(definition('sub-unit-kerja'), admin)).toBe(true);
    expect(canWriteMaster(definition('grup'), admin)).toBe(false);
  });

  it('leaves the system administrator every master and other KPK roles none of these', () => {
    expect(canWriteMaster(definition('grup'), profileWith(['sysadmin']))).toBe(true);
    expect(canWriteMaster(definition('upg'), profileWith(['anggota_tim']))).toBe(false);
  });
});
