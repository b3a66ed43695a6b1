import { describe, expect, it } from 'vitest';
import { defaultJadwal } from './jadwal';
import { jendelaRisiko, petaRisiko, rentangBand, skorRisiko } from './risiko';

describe('skorRisiko', () => {
  it('is probability × impact over 25, in 0…1', () => {
    expect(skorRisiko(1, 1)).toEqual({ skor: 0.04, band: 'LOW', colour: 'primary' });
    expect(skorRisiko(5, 5)).toEqual({ skor: 1, band: 'VERY HIGH', colour: 'red' });
    expect(skorRisiko(2, 3).skor).toBe(0.24);
  });

  it('falls in every band at the thresholds 0.3 / 0.5 / 0.7', () => {
    expect(skorRisiko(1, 5).band).toBe('LOW'); // 0.2
    expect(skorRisiko(2, 4).band).toBe('MEDIUM'); // 0.32
    expect(skorRisiko(3, 4).band).toBe('MEDIUM'); // 0.48
    expect(skorRisiko(3, 5).band).toBe('HIGH'); // 0.6
    expect(skorRisiko(4, 4).band).toBe('HIGH'); // 0.64
    expect(skorRisiko(4, 5).band).toBe('VERY HIGH'); // 0.8
  });

  it('refuses values outside 1–5 or not whole', () => {
    expect(() => skorRisiko(0, 3)).toThrow(RangeError);
    expect(() => skorRisiko(3, 6)).toThrow(RangeError);
    expect(() => skorRisiko(2.5, 3)).toThrow(RangeError);
  });
});

describe('rentangBand', () => {
  it('gives each band its score range', () => {
    expect(rentangBand('LOW')).toEqual({ lebihDari: null, sampai: 0.3 });
    expect(rentangBand('MEDIUM')).toEqual({ lebihDari: 0.3, sampai: 0.5 });
    expect(rentangBand('HIGH')).toEqual({ lebihDari: 0.5, sampai: 0.7 });
    expect(rentangBand('VERY HIGH')).toEqual({ lebihDari: 0.7, sampai: null });
  });
});

describe('jendelaRisiko', () => {
  it('runs from the plan window to the close of quarter IV realisation', () => {
    expect(jendelaRisiko(defaultJadwal(2026))).toEqual({ mulai: '2026-01-01', selesai: '2027-01-15' });
  });
});

describe('petaRisiko', () => {
  it('lays counts on a 5 × 5 grid, highest probability first', () => {
    const map = petaRisiko([
      { probabilitas: 5, dampak: 1, jumlah: 2 },
      { probabilitas: 1, dampak: 5, jumlah: 1 },
      { probabilitas: 5, dampak: 1, jumlah: 1 },
    ]);
    expect(map).toHaveLength(5);
    expect(map[0]?.[0]).toMatchObject({ probabilitas: 5, dampak: 1, jumlah: 3, band: 'LOW' });
    expect(map[4]?.[4]).toMatchObject({ probabilitas: 1, dampak: 5, jumlah: 1 });
    expect(map[0]?.[4]).toMatchObject({ jumlah: 0, skor: 1, band: 'VERY HIGH' });
  });
});
