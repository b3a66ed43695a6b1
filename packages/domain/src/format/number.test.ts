import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatRupiah } from './number';

describe('formatRupiah', () => {
  it('writes Rp, thousands dots and two decimals after a comma', () => {
    expect(formatRupiah(1234567)).toBe('Rp1.234.567,00');
    expect(formatRupiah(1500000)).toBe('Rp1.500.000,00');
    expect(formatRupiah(0)).toBe('Rp0,00');
    expect(formatRupiah(999)).toBe('Rp999,00');
    expect(formatRupiah(1000)).toBe('Rp1.000,00');
    expect(formatRupiah(0.5)).toBe('Rp0,50');
  });
  it('puts the minus before Rp', () => {
    expect(formatRupiah(-1234.5)).toBe('-Rp1.234,50');
    expect(formatRupiah('-0.001')).toBe('Rp0,00');
  });
  it('accepts numeric(20,2) strings beyond float precision', () => {
    expect(formatRupiah('123456789012345678.99')).toBe('Rp123.456.789.012.345.678,99');
    expect(formatRupiah('1234567.10')).toBe('Rp1.234.567,10');
    expect(formatRupiah('  42 ')).toBe('Rp42,00');
  });
  it('rounds half away from zero on the digits, not on a float', () => {
    expect(formatRupiah(1.005)).toBe('Rp1,01');
    expect(formatRupiah('2.675')).toBe('Rp2,68');
    expect(formatRupiah('-2.675')).toBe('-Rp2,68');
    expect(formatRupiah('99.995')).toBe('Rp100,00');
    expect(formatRupiah(0.1 + 0.2)).toBe('Rp0,30');
  });
  it('handles exponent floats', () => {
    expect(formatRupiah(1e21)).toBe('Rp1.000.000.000.000.000.000.000,00');
    expect(formatRupiah(1e-7)).toBe('Rp0,00');
  });
  it('returns an empty text for null and non-numbers', () => {
    expect(formatRupiah(null)).toBe('');
    expect(formatRupiah('')).toBe('');
    expect(formatRupiah('abc')).toBe('');
    expect(formatRupiah('1,5')).toBe('');
    expect(formatRupiah(Number.NaN)).toBe('');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPercent and formatNumber', () => {
  it('shows percentages with two decimals and a comma', () => {
    expect(formatPercent(12.5)).toBe('12,50%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(33.3333)).toBe('33,33%');
    expect(formatPercent('1234.567')).toBe('1.234,57%');
    expect(formatPercent(-5)).toBe('-5,00%');
    expect(formatPercent(null)).toBe('');
  });
  it('formats plain numbers at any precision', () => {
    expect(formatNumber(1234567.891, 0)).toBe('1.234.568');
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber('0.125', 3)).toBe('0,125');
    expect(formatNumber(10n, 1)).toBe('10,0');
  });
});
