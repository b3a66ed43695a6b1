import { describe, expect, it } from 'vitest';
import { alasanIntervensi, hitungSkor, peringkat, perubahanTahunan } from './penilaian';

const indikators = [
  { id: 1, tahap: 1 as const, bobot: 40 },
  { id: 2, tahap: 2 as const, bobot: 35 },
  { id: 3, tahap: 4 as const, bobot: 25 },
];
// Indicator 1 scored 0…4, indicator 2 on 0…100, indicator 3 on 1…3: each counts its share of its best level.
const levels = [
  { indikator_id: 1, skor: 0 },
  { indikator_id: 1, skor: 4 },
  { indikator_id: 2, skor: 50 },
  { indikator_id: 2, skor: 100 },
  { indikator_id: 3, skor: 1 },
  { indikator_id: 3, skor: 3 },
];

describe('hitungSkor', () => {
  it('weighs each indicator by its share of its best level, per stage, adding up to the total', () => {
    const r = hitungSkor(indikators, levels, [
      { indikator_id: 1, skor: 4 },
      { indikator_id: 2, skor: 50 },
      { indikator_id: 3, skor: 1 },
    ]);
    expect(r.perTahap).toEqual({ 1: 40, 2: 17.5, 3: 0, 4: 8.33 });
    expect(r.total).toBe(65.83);
    expect(r.lengkap).toBe(true);
  });

  it('gives full marks 100 and counts an indicator not scored as 0, incomplete', () => {
    const full = hitungSkor(indikators, levels, [
      { indikator_id: 1, skor: 4 },
      { indikator_id: 2, skor: 100 },
      { indikator_id: 3, skor: 3 },
    ]);
    expect(full.total).toBe(100);
    const part = hitungSkor(indikators, levels, [{ indikator_id: 1, skor: 4 }]);
    expect(part).toMatchObject({ total: 40, lengkap: false });
  });

  it('refuses a score for an indicator outside the set', () => {
    expect(() => hitungSkor(indikators, levels, [{ indikator_id: 9, skor: 1 }])).toThrow(RangeError);
  });
});

describe('peringkat', () => {
  it('ranks highest first, equal totals share a rank and the next skips', () => {
    const r = peringkat([
      { id: 'a', total: 70 },
      { id: 'b', total: 90 },
      { id: 'c', total: 70 },
      { id: 'd', total: 50 },
    ]);
    expect(r.map((x) => [x.id, x.peringkat])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });
});

describe('perubahanTahunan and alasanIntervensi', () => {
  it('reads the change from last year, none without a score last year', () => {
    expect(perubahanTahunan(72.5, 70.25)).toBe(2.25);
    expect(perubahanTahunan(72.5, null)).toBeNull();
  });

  it('proposes intervention for a low score or a VERY HIGH risk, and says why', () => {
    expect(alasanIntervensi(80, 'HIGH')).toBeNull();
    expect(alasanIntervensi(55.5, null)).toBe('Diusulkan intervensi: skor 55,5 di bawah 60');
    expect(alasanIntervensi(80, 'VERY HIGH')).toBe('Diusulkan intervensi: memiliki risiko VERY HIGH');
    expect(alasanIntervensi(null, 'VERY HIGH')).toContain('VERY HIGH');
  });
});
