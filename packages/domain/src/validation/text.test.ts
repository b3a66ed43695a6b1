import { describe, expect, it } from 'vitest';
import {
  evaluateRules,
  GENERIC_INVALID_MESSAGE,
  isNotUppercase,
  isValidPersonName,
  numericKeyFilter,
  PERSON_NAME_MESSAGE,
  personNameSchema,
  stripNonAscii,
} from './text';

describe('isValidPersonName', () => {
  it('accepts letters, apostrophe, space, period and comma', () => {
    expect(isValidPersonName("Siti Nur'aini")).toBe(true);
    expect(isValidPersonName('Dr. Budi Santoso, S.H.')).toBe(true);
    expect(isValidPersonName('José Ramírez')).toBe(true);
    expect(isValidPersonName('')).toBe(true);
  });
  it('rejects digits and other symbols', () => {
    expect(isValidPersonName('Budi2')).toBe(false);
    expect(isValidPersonName('Budi-Santoso')).toBe(false);
    expect(isValidPersonName('Budi@')).toBe(false);
    expect(isValidPersonName('Budi (Ali)')).toBe(false);
  });
  it('has a schema with Indonesian messages', () => {
    expect(personNameSchema.parse('  Ani  ')).toBe('Ani');
    expect(personNameSchema.safeParse(' ').error?.issues[0]?.message).toBe('Nama wajib diisi');
    expect(personNameSchema.safeParse('Ani 2').error?.issues[0]?.message).toBe(PERSON_NAME_MESSAGE);
  });
});

describe('numericKeyFilter', () => {
  it('lets digits, the period and control keys through', () => {
    for (const key of ['0', '5', '9', '.', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter', 'Home']) {
      expect(numericKeyFilter(key), key).toBe(true);
    }
  });
  it('blocks letters, comma, minus and space unless a shortcut modifier is held', () => {
    for (const key of ['a', ',', '-', ' ', 'e', '+']) expect(numericKeyFilter(key), key).toBe(false);
    expect(numericKeyFilter('v', { ctrlKey: true })).toBe(true);
    expect(numericKeyFilter('c', { metaKey: true })).toBe(true);
  });
});

describe('text helpers', () => {
  it('strips non-ASCII characters', () => {
    expect(stripNonAscii('Café – “Rp” 100 😀')).toBe('Caf  Rp 100 ');
    expect(stripNonAscii('abc\t123')).toBe('abc\t123');
  });
  it('tells whether a text is not uppercase', () => {
    expect(isNotUppercase('Abc')).toBe(true);
    expect(isNotUppercase('ABC')).toBe(false);
    expect(isNotUppercase('ABC 123')).toBe(false);
    expect(isNotUppercase('123')).toBe(false);
  });
});

describe('evaluateRules', () => {
  const required = (v: string) => v.length > 0 || 'Wajib diisi';
  const short = (v: string) => v.length <= 5 || 'Maksimal 5 karakter';
  const noX = (v: string) => !v.includes('x');
  it('returns null when every rule passes', () => {
    expect(evaluateRules('abc', [required, short, noX])).toBeNull();
    expect(evaluateRules('abc', [])).toBeNull();
  });
  it('returns the first failing message in order', () => {
    expect(evaluateRules('', [required, short])).toBe('Wajib diisi');
    expect(evaluateRules('abcdefx', [required, short, noX])).toBe('Maksimal 5 karakter');
    expect(evaluateRules('abcdefx', [noX, short])).toBe(GENERIC_INVALID_MESSAGE);
  });
});
