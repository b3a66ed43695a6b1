import { describe, expect, it } from 'vitest';
import { PITA_SKOR, pitaSkor } from './dasbor';
import { BATAS_SKOR_INTERVENSI } from './penilaian';

describe('the score bands of the PPG dashboard', () => {
  it('cover 0…100 without gaps, the intervention threshold a band edge', () => {
    for (let i = 1; i < PITA_SKOR.length; i++) expect(PITA_SKOR[i]?.min).toBe(PITA_SKOR[i - 1]?.max);
    expect(PITA_SKOR[0]?.min).toBe(0);
    expect(PITA_SKOR.at(-1)?.max).toBeNull();
    expect(PITA_SKOR.some((p) => p.min === BATAS_SKOR_INTERVENSI)).toBe(true);
  });

  it('puts each total in its band, the lower edge included', () => {
    expect(pitaSkor(0).kode).toBe('SANGAT_KURANG');
    expect(pitaSkor(39.99).kode).toBe('SANGAT_KURANG');
    expect(pitaSkor(40).kode).toBe('KURANG');
    expect(pitaSkor(59.99).kode).toBe('KURANG');
    expect(pitaSkor(60).kode).toBe('CUKUP');
    expect(pitaSkor(89.99).kode).toBe('BAIK');
    expect(pitaSkor(90).kode).toBe('SANGAT_BAIK');
    expect(pitaSkor(100).kode).toBe('SANGAT_BAIK');
    expect(PITA_SKOR[1]?.label).toBe('Kurang (40–59,99)');
    expect(() => pitaSkor(Number.NaN)).toThrow(RangeError);
  });
});
