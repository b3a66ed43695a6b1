import { describe, expect, it } from 'vitest';
import { applyMask, INPUT_MASKS } from './mask';

describe('INPUT_MASKS', () => {
  it('holds the presets of spec §5', () => {
    expect(INPUT_MASKS).toEqual({
      date: '####/##/##',
      datetime: '####/##/## ##:##',
      time: '##:##',
      fulltime: '##:##:##',
      phone: '#### - #### - ####',
      card: '#### #### #### ####',
    });
  });
});

describe('applyMask', () => {
  it('formats complete input for every preset', () => {
    expect(applyMask('20261122', INPUT_MASKS.date)).toBe('2026/11/22');
    expect(applyMask('202611221530', INPUT_MASKS.datetime)).toBe('2026/11/22 15:30');
    expect(applyMask('0930', INPUT_MASKS.time)).toBe('09:30');
    expect(applyMask('093015', INPUT_MASKS.fulltime)).toBe('09:30:15');
    expect(applyMask('081234567890', INPUT_MASKS.phone)).toBe('0812 - 3456 - 7890');
    expect(applyMask('4111111111111111', INPUT_MASKS.card)).toBe('4111 1111 1111 1111');
  });
  it('formats partial input without dangling literals', () => {
    expect(applyMask('2026', INPUT_MASKS.date)).toBe('2026');
    expect(applyMask('20261', INPUT_MASKS.date)).toBe('2026/1');
    expect(applyMask('2026/', INPUT_MASKS.date)).toBe('2026');
    expect(applyMask('', INPUT_MASKS.time)).toBe('');
  });
  it('skips characters a token does not accept and keeps typed literals single', () => {
    expect(applyMask('2026/11/22', INPUT_MASKS.date)).toBe('2026/11/22');
    expect(applyMask('20a26-11-22', INPUT_MASKS.date)).toBe('2026/11/22');
    expect(applyMask('0812-3456-7890', INPUT_MASKS.phone)).toBe('0812 - 3456 - 7890');
    expect(applyMask('093015999', INPUT_MASKS.fulltime)).toBe('09:30:15');
  });
  it('supports letter tokens', () => {
    expect(applyMask('ab12', 'AA-##')).toBe('AB-12');
    expect(applyMask('a1b2', 'XX XX')).toBe('a1 b2');
    expect(applyMask('1a', 'S')).toBe('a');
  });
});
