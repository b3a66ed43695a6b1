import { describe, expect, it } from 'vitest';
import { triwulanLabel, triwulanOf, triwulanRange } from './triwulan';

describe('triwulan', () => {
  it('reads the quarter on the Jakarta calendar, not UTC', () => {
    expect(triwulanOf('2026-03-31T17:30:00Z')).toEqual({ tahun: 2026, triwulan: 2 });
    expect(triwulanOf('2026-03-31T16:30:00Z')).toEqual({ tahun: 2026, triwulan: 1 });
    expect(triwulanOf('2026-12-31T17:00:00Z')).toEqual({ tahun: 2027, triwulan: 1 });
    expect(triwulanOf('2026-07-01')).toEqual({ tahun: 2026, triwulan: 3 });
  });

  it('gives each quarter its first and last day, February of a leap year included', () => {
    expect(triwulanRange(2028, 1)).toEqual({ mulai: '2028-01-01', selesai: '2028-03-31' });
    expect(triwulanRange(2026, 2)).toEqual({ mulai: '2026-04-01', selesai: '2026-06-30' });
    expect(triwulanRange(2026, 4)).toEqual({ mulai: '2026-10-01', selesai: '2026-12-31' });
  });

  it('reads in Roman numerals', () => {
    expect(triwulanLabel(3)).toBe('Triwulan III');
  });
});
