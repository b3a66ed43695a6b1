import { describe, expect, it } from 'vitest';
import { LAPORAN_TABS, openingLaporanTab } from './rules';

const counts = (filled: Record<string, number>) =>
  LAPORAN_TABS.map((t) => ({ key: t.key, count: filled[t.key] ?? 0 }));

describe('openingLaporanTab', () => {
  it("opens the role's own tab when it holds records", () => {
    expect(openingLaporanTab('DRAFT', counts({ DRAFT: 2, SELESAI: 54 }))).toBe('DRAFT');
  });

  it('opens the first tab with records when the own tab is empty (no "Draf (0)" for 56 reports)', () => {
    expect(openingLaporanTab('DRAFT', counts({ PROSES: 6, SELESAI: 50 }))).toBe('PROSES');
    expect(openingLaporanTab('DRAFT', counts({ SELESAI: 56 }))).toBe('SELESAI');
    expect(openingLaporanTab('TERKIRIM', counts({ UPG: 1, PIUTANG: 3 }))).toBe('UPG');
  });

  it("stays on the role's own tab when there is nothing anywhere", () => {
    expect(openingLaporanTab('DRAFT', counts({}))).toBe('DRAFT');
  });
});
