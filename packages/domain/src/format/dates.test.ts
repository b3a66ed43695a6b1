import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  monthName,
  parseDisplayDate,
  toApiDate,
  toJakarta,
} from './dates';
import { formatLongIsoDate } from './months';

describe('dates in Asia/Jakarta', () => {
  it('shows DD-MM-YYYY and sends YYYY-MM-DD', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(toApiDate('2026-11-22')).toBe('2026-11-22');
    expect(formatDate(new Date('2026-01-05T03:00:00Z'))).toBe('05-01-2026');
  });
  it('reads instants in Jakarta time (UTC+7), crossing midnight', () => {
    // 18:30 UTC is 01:30 the next day in Jakarta.
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('01-01-2027');
    expect(toApiDate(Date.UTC(2026, 11, 31, 18, 30))).toBe('2027-01-01');
    expect(formatDateTime('2026-12-31T18:30:00Z')).toBe('01-01-2027 01:30');
    expect(formatDateTime('2026-06-01T08:15:00+07:00')).toBe('01-06-2026 08:15');
  });
  it('keeps a calendar date or wall time without offset as it is', () => {
    expect(formatDateTime('2026-06-01 23:45:00')).toBe('01-06-2026 23:45');
    expect(toJakarta('2026-06-01').toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(formatDate(dayjs('2026-03-04T00:00:00Z'))).toBe('04-03-2026');
  });
  it('returns empty text for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('bukan tanggal')).toBe('');
    expect(toApiDate(undefined)).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
  it('parses a typed display date strictly', () => {
    expect(parseDisplayDate('22-11-2026')).toBe('2026-11-22');
    expect(parseDisplayDate(' 29-02-2024 ')).toBe('2024-02-29');
    expect(parseDisplayDate('29-02-2026')).toBeNull();
    expect(parseDisplayDate('2026-11-22')).toBeNull();
    expect(parseDisplayDate('1-1-2026')).toBeNull();
  });
  it('writes long dates with Indonesian month names', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate('2026-08-01T20:00:00Z')).toBe('2 Agustus 2026');
    expect(formatLongDate(null)).toBe('');
    expect(monthName(1)).toBe('Januari');
    expect(monthName(12)).toBe('Desember');
    expect(() => monthName(13)).toThrow(RangeError);
  });
});

describe('formatLongIsoDate', () => {
  it('writes a YYYY-MM-DD day long without a date library, and nothing for what is not one', () => {
    expect(formatLongIsoDate('2026-10-31')).toBe('31 Oktober 2026');
    expect(formatLongIsoDate('2026-01-05')).toBe('5 Januari 2026');
    for (const bad of ['', '2026-13-01', '31-10-2026', '2026-1-5']) expect(formatLongIsoDate(bad)).toBe('');
  });
});
