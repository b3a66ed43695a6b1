import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, countWorkingDays, isWorkingDay } from './workingDays';

// 2026-11-20 is a Friday; 2026-12-25 (Natal) is a Friday; 2027-01-01 is a Friday.
const HOLIDAYS = ['2026-12-25', '2026-12-24', '2027-01-01'];

describe('isWorkingDay', () => {
  it('is Monday to Friday minus holidays', () => {
    expect(isWorkingDay('2026-11-20')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-12-25', HOLIDAYS)).toBe(false);
    expect(isWorkingDay('2026-12-25')).toBe(true);
  });
  it('reads instants in Jakarta time', () => {
    // Friday 20 Nov 2026 18:00 UTC is Saturday 01:00 in Jakarta.
    expect(isWorkingDay(new Date('2026-11-20T18:00:00Z'))).toBe(false);
  });
  it('rejects impossible dates', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError);
    expect(() => isWorkingDay('bukan')).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23'); // Fri → Mon
    expect(addWorkingDays('2026-11-21', 1)).toBe('2026-11-23'); // Sat → Mon
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30'); // Mon → next Mon
    expect(addWorkingDays('2026-11-02', 30)).toBe('2026-12-14'); // 30 HK: six whole weeks
  });
  it('skips holidays across the year end', () => {
    // Wed 23 Dec + 3 HK: 24 and 25 are holidays, 26–27 weekend → 28, 29, 30.
    expect(addWorkingDays('2026-12-23', 3, HOLIDAYS)).toBe('2026-12-30');
    // Wed 30 Dec + 2 HK: 31 Dec, then 1 Jan holiday and the weekend → Mon 4 Jan 2027.
    expect(addWorkingDays('2026-12-30', 2, HOLIDAYS)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-30', 2, new Set(HOLIDAYS))).toBe('2027-01-04');
  });
  it('keeps the date for 0 and goes back for negative n', () => {
    expect(addWorkingDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addWorkingDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addWorkingDays('2027-01-04', -2, HOLIDAYS)).toBe('2026-12-30');
  });
  it('rejects a fractional count', () => {
    expect(() => addWorkingDays('2026-11-20', 1.5)).toThrow(RangeError);
  });
});

describe('countWorkingDays', () => {
  it('counts working days after from up to and including to', () => {
    expect(countWorkingDays('2026-11-20', '2026-11-20')).toBe(0);
    expect(countWorkingDays('2026-11-20', '2026-11-23')).toBe(1); // Fri → Mon
    expect(countWorkingDays('2026-11-21', '2026-11-22')).toBe(0); // weekend only
    expect(countWorkingDays('2026-11-02', '2026-12-14')).toBe(30);
  });
  it('leaves holidays out across the year end', () => {
    expect(countWorkingDays('2026-12-23', '2027-01-04')).toBe(8);
    expect(countWorkingDays('2026-12-23', '2027-01-04', HOLIDAYS)).toBe(5);
  });
  it('is negative when to is before from', () => {
    expect(countWorkingDays('2027-01-04', '2026-12-23', HOLIDAYS)).toBe(-5);
  });
  it('inverts addWorkingDays', () => {
    for (const start of ['2026-11-20', '2026-11-21', '2026-12-23', '2026-12-31']) {
      for (const n of [1, 2, 7, 10, 20, 30]) {
        expect(countWorkingDays(start, addWorkingDays(start, n, HOLIDAYS), HOLIDAYS)).toBe(n);
      }
    }
  });
  it('agrees with counting day by day, for any span and holidays on any day', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const day = (offset: number) =>
      new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    for (let round = 0; round < 200; round++) {
      const a = next(900);
      const b = next(900);
      const holidays = Array.from({ length: next(30) }, () => day(next(1000)));
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      let walked = 0;
      for (let d = lo + 1; d <= hi; d++) if (isWorkingDay(day(d), holidays)) walked++;
      expect(countWorkingDays(day(a), day(b), holidays)).toBe(a <= b ? walked : -walked);
    }
  });

  it('costs the same for a century as for a week', () => {
    expect(countWorkingDays('1900-01-01', '9999-12-31')).toBeGreaterThan(2_000_000);
  });
});

describe('countWorkingDays against a walk over every day', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  it('agrees for any span and holiday set, the set kept or passed as a list, and again on a reused set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 40 }),
        (a, b, hs) => {
          const holidays = new Set(hs.map(day));
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          let walked = 0;
          for (let d = lo + 1; d <= hi; d++) if (isWorkingDay(day(d), holidays)) walked += 1;
          const expected = a <= b ? walked : -walked;
          expect(countWorkingDays(day(a), day(b), holidays)).toBe(expected);
          expect(countWorkingDays(day(a), day(b), holidays)).toBe(expected);
          expect(countWorkingDays(day(a), day(b), [...hs.map(day), 'bukan-tanggal'])).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
