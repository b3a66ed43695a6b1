import { describe, expect, it } from 'vitest';
import { isValidNik, NIK_MESSAGES, nikError, nikSchema, requiredNikSchema } from './nik';

// 32 71 01 | 170890 | 0001 — Bogor, born 17 Aug 1990, serial 0001.
const VALID = '3271011708900001';

describe('isValidNik (spec §5)', () => {
  it('accepts a well-formed NIK and an empty one', () => {
    expect(isValidNik(VALID)).toBe(true);
    expect(isValidNik('')).toBe(true);
    expect(isValidNik(null)).toBe(true);
    expect(isValidNik(undefined)).toBe(true);
  });
  it('accepts a female birth day (day + 40)', () => {
    expect(isValidNik('3271015708900001')).toBe(true); // 57 → 17
    expect(isValidNik('3271017108900001')).toBe(true); // 71 → 31 August
  });
  it('checks the birth date is a real date', () => {
    expect(nikError('3271013102900001')).toBe(NIK_MESSAGES.birthDate); // 31 Feb
    expect(nikError('3271013213900001')).toBe(NIK_MESSAGES.birthDate); // month 13
    expect(nikError('3271010008900001')).toBe(NIK_MESSAGES.birthDate); // day 0
    expect(nikError('3271014008900001')).toBe(NIK_MESSAGES.birthDate); // day 40 → neither male nor female
    expect(nikError('3271017208900001')).toBe(NIK_MESSAGES.birthDate); // 72 → 32
    expect(isValidNik('3271012902000001')).toBe(true); // 29 Feb 2000
    expect(isValidNik('3271016902040001')).toBe(true); // female, 29 Feb 2004
    expect(nikError('3271012902010001')).toBe(NIK_MESSAGES.birthDate); // 2001 and 1901 are not leap years
  });
  it('needs the first two digits above 9', () => {
    expect(nikError('0971011708900001')).toBe(NIK_MESSAGES.region);
    expect(nikError('0071011708900001')).toBe(NIK_MESSAGES.region);
    expect(isValidNik('1071011708900001')).toBe(true);
  });
  it('rejects serial 0000', () => {
    expect(nikError('3271011708900000')).toBe(NIK_MESSAGES.serial);
  });
  it('needs exactly 16 digits', () => {
    expect(nikError('327101170890001')).toBe(NIK_MESSAGES.format);
    expect(nikError('32710117089000011')).toBe(NIK_MESSAGES.format);
    expect(nikError('32710117089000a1')).toBe(NIK_MESSAGES.format);
    expect(nikError(' 3271011708900001')).toBe(NIK_MESSAGES.format);
  });
});

describe('nik schemas', () => {
  it('trims, lets empty through the optional schema and reports the rule broken', () => {
    expect(nikSchema.parse(` ${VALID} `)).toBe(VALID);
    expect(nikSchema.parse('')).toBe('');
    const r = nikSchema.safeParse('3271011708900000');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(NIK_MESSAGES.serial);
  });
  it('requires a value in the required schema', () => {
    expect(requiredNikSchema.safeParse('').error?.issues[0]?.message).toBe(NIK_MESSAGES.required);
    expect(requiredNikSchema.parse(VALID)).toBe(VALID);
  });
});
