import { describe, expect, it } from 'vitest';
import { dasarTerlambatLha, LAPORAN_TABS, openingLaporanTab } from './rules';

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

describe('the late-filing ground offered at the LHA (issue 28 §2)', () => {
  const late = {
    is_terlambat: true,
    tanggal_penerimaan: '2026-01-05',
    tanggal_lapor: '2026-03-02',
    batas_lapor: '2026-02-16',
  };
  it('states the rule with the report’s dates when it was filed after its deadline', () => {
    const text = dasarTerlambatLha(late);
    expect(text).toContain('Laporan disampaikan 02-03-2026, melewati batas 30 hari kerja sejak penerimaan');
    expect(text).toContain('(diterima 05-01-2026, batas 16-02-2026)');
    expect(text).toContain('dapat ditetapkan menjadi milik negara');
    expect(text).toContain('bukan penetapan otomatis');
  });
  it('offers nothing for a report filed in time or without its dates', () => {
    expect(dasarTerlambatLha({ ...late, is_terlambat: false })).toBeNull();
    expect(dasarTerlambatLha({ ...late, tanggal_lapor: null })).toBeNull();
  });
});
