import { describe, expect, it } from 'vitest';
import { convertToRupiah } from './convert';

describe('convertToRupiah', () => {
  it('multiplies exactly where floats drift', () => {
    // 0.1 * 3 in floats is 0.30000000000000004; on decimal strings it stays exact.
    expect(convertToRupiah('0.1', '3')).toBe('0.30');
    expect(convertToRupiah('1250.50', '15875.25')).toBe('19852000.13');
    expect(convertToRupiah('100', '16250.00')).toBe('1625000.00');
  });

  it('rounds half away from zero to sen', () => {
    expect(convertToRupiah('1', '0.005')).toBe('0.01');
    expect(convertToRupiah('1', '0.004')).toBe('0.00');
    expect(convertToRupiah('-1', '0.005')).toBe('-0.01');
    expect(convertToRupiah('2.5', '1', 0)).toBe('3');
  });

  it('keeps huge amounts without losing digits', () => {
    expect(convertToRupiah('123456789012345.67', '16000')).toBe('1975308624197530720.00');
  });

  it('gives zero without a sign', () => {
    expect(convertToRupiah('-0.001', '1')).toBe('0.00');
    expect(convertToRupiah('0', '15000')).toBe('0.00');
  });

  it('refuses text that is not a decimal and a negative rate', () => {
    expect(() => convertToRupiah('1e3', '1')).toThrow(RangeError);
    expect(() => convertToRupiah('12,5', '1')).toThrow(RangeError);
    expect(() => convertToRupiah('1', '-2')).toThrow(RangeError);
  });
});
