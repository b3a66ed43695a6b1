import { describe, expect, it } from 'vitest';
import { bulatkanRupiah, periodeDataTerbuka } from './periode';

describe('the closed period of the open data', () => {
  it('ends with last month, in Jakarta', () => {
    // 27 November 2026, 10.00 in Jakarta: October is the last closed month.
    expect(periodeDataTerbuka(new Date('2026-11-27T03:00:00Z'))).toEqual({
      batas: new Date('2026-10-31T17:00:00Z'),
      sampai: '2026-10-31',
      bulan: '2026-11',
    });
    // 1 December 2026, 02.00 in Jakarta is still 30 November in UTC: November has closed.
    expect(periodeDataTerbuka(new Date('2026-11-30T19:00:00Z'))).toMatchObject({
      batas: new Date('2026-11-30T17:00:00Z'),
      sampai: '2026-11-30',
    });
    // January: the closed period ends on the last day of the year before.
    expect(periodeDataTerbuka(new Date('2027-01-15T03:00:00Z')).sampai).toBe('2026-12-31');
  });
});

describe('rupiah figures of the open data', () => {
  it('are rounded to the nearest million, half up, exactly', () => {
    expect(bulatkanRupiah('7250000.50')).toBe('7000000.00');
    expect(bulatkanRupiah('5250005.25')).toBe('5000000.00');
    expect(bulatkanRupiah('19000000.00')).toBe('19000000.00');
    expect(bulatkanRupiah('1500000.00')).toBe('2000000.00');
    expect(bulatkanRupiah('1499999.99')).toBe('1000000.00');
    expect(bulatkanRupiah('499999.99')).toBe('0.00');
    expect(bulatkanRupiah('0')).toBe('0.00');
    expect(bulatkanRupiah('123456789012345678.90')).toBe('123456789012000000.00');
  });
});
