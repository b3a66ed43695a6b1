import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEPS, workflowStep } from './workflow';

describe('WORKFLOW_STEPS', () => {
  it('holds every step code of spec §4 once, with the distribution and closing steps of the default process', () => {
    const codes = WORKFLOW_STEPS.map((s) => s.code);
    expect(codes).toEqual([
      'draft',
      'save',
      'distribusi',
      'distribusi-f',
      'f30',
      'f34',
      'f38',
      'f31',
      'f35',
      'f39',
      'f33',
      'f37',
      'f3b',
      'f3g',
      'f40',
      'f60',
      'f61',
      'f63',
      'f80',
      'f83',
      'f70',
      'f72',
      'f74',
      'f7A',
      'f7E',
      'selesai',
      'f5a',
      'f5z',
      'f51',
      'f52',
      'f54',
      'f56',
      'f5D',
      'sp3-selesai',
      'fxx',
    ]);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('names the actor chains of DOMAIN.md', () => {
    expect(['f30', 'f34', 'f38'].map((c) => workflowStep(c)?.actors)).toEqual([
      ['anggota_tim'],
      ['ketua_tim'],
      ['ketua_group'],
    ]);
    expect(['f70', 'f72', 'f74'].map((c) => workflowStep(c)?.actors[0])).toEqual([
      'direktur',
      'deputi',
      'pimpinan',
    ]);
    expect(['f51', 'f52', 'f54', 'f56'].map((c) => workflowStep(c)?.actors[0])).toEqual([
      'ketua_tim',
      'ketua_group',
      'direktur',
      'deputi',
    ]);
    expect(workflowStep('f63')?.label).toBe('LHA oleh Group Head dan ajukan riksa');
    expect(workflowStep('f7A')?.actors).toEqual(['anggota_tim', 'Administrasi/Sekretaris']);
  });
  it('is case-sensitive and undefined for unknown codes', () => {
    expect(workflowStep('f7a')).toBeUndefined();
    expect(workflowStep('f99')).toBeUndefined();
  });
});
