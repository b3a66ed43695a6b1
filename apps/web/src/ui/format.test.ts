import { describe, expect, it } from 'vitest';
import { longDate } from './format';

describe('longDate', () => {
  it('names the day and month in Indonesian, in Jakarta time', () => {
    // 23:30 UTC on Saturday is already Sunday morning in Jakarta (UTC+7).
    expect(longDate(new Date('2026-11-21T23:30:00Z'))).toBe('Minggu, 22 November 2026');
  });
});
