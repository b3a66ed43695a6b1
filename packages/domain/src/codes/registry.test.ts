import { describe, expect, it } from 'vitest';
import { LAPORAN_STATUSES } from '../labels/laporan';
import { WORKFLOW_STEPS } from '../labels/workflow';
import { masterByKey } from '../masters/registry';
import { CODE_LISTS, codeListByKey, resolveUse, searchCodeLists } from './registry';

describe('code lists', () => {
  it('have unique keys, codes and at least one use each, every screen and master known', () => {
    const keys = CODE_LISTS.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const list of CODE_LISTS) {
      expect(list.codes.length, list.key).toBeGreaterThan(0);
      expect(new Set(list.codes.map((c) => c.code)).size, list.key).toBe(list.codes.length);
      expect(list.usedIn.length, list.key).toBeGreaterThan(0);
      for (const use of list.usedIn) expect(use.label, `${list.key} ${use.ref}`).not.toBe('');
    }
  });
  it('reads the codes from their definitions, not a copy', () => {
    expect(codeListByKey('status-laporan')?.codes.map((c) => c.code)).toEqual(
      LAPORAN_STATUSES.map((s) => s.kode),
    );
    expect(codeListByKey('langkah-workflow')?.codes).toHaveLength(WORKFLOW_STEPS.length);
    expect(codeListByKey('langkah-workflow')?.codes.find((c) => c.code === 'f30')).toMatchObject({
      label: 'Verifikasi informasi oleh Anggota Tim',
      note: expect.stringContaining('Anggota Tim'),
    });
    const batas = masterByKey('unsur-nl')?.fields.find((f) => f.name === 'batas');
    expect(codeListByKey('master-unsur-nl-batas')?.codes).toEqual(
      batas?.options?.map((o) => ({ code: o.value, label: o.label })),
    );
  });
  it('names where each is used, with a link where the screen takes no parameter', () => {
    expect(resolveUse({ kind: 'layar', ref: 'admin-log-activity' })).toEqual({
      kind: 'layar',
      ref: 'admin-log-activity',
      label: 'Log Aktivitas',
      path: '/admin/log-activity',
    });
    expect(resolveUse({ kind: 'master', ref: 'status-laporan' })).toMatchObject({
      label: 'Master Status Laporan',
      path: '/admin/master-status-laporan',
    });
    expect(resolveUse({ kind: 'tabel', ref: 'laporans.step' })).toMatchObject({ path: null });
    expect(() => resolveUse({ kind: 'layar', ref: 'tidak-ada' })).toThrow();
  });
  it('searches names, uses and codes; a list found by its codes keeps only those', () => {
    expect(searchCodeLists('')).toHaveLength(CODE_LISTS.length);
    expect(searchCodeLists('PENOMORAN SK').map((l) => l.key)).toContain('penomoran-sk');
    const byCode = searchCodeLists('REVIEW_NL').find((l) => l.key === 'status-laporan');
    expect(byCode?.codes.map((c) => c.code)).toEqual(['REVIEW_NL']);
    expect(searchCodeLists('log aktivitas').map((l) => l.key)).toEqual(
      expect.arrayContaining(['aksi-audit', 'entitas-audit']),
    );
    expect(searchCodeLists('zzzz-tidak-ada')).toEqual([]);
  });
});
