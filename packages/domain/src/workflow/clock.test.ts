import { describe, expect, it } from 'vitest';
import { clockUrgency, dueDate, pauseClock, resumeClock, startClock, workingDaysLeft } from './clock';

// 2026-12-01 is a Tuesday; 2026-12-25 (Natal) and 2026-12-24 (cuti bersama) are holidays.
const HOLIDAYS = ['2026-12-24', '2026-12-25'];

describe('a legal clock in working days', () => {
  it('falls due after its period, skipping weekends and holidays', () => {
    const clock = startClock('2026-12-01', 30);
    expect(dueDate(clock, HOLIDAYS)).toBe('2027-01-14');
    expect(dueDate(clock, [])).toBe('2027-01-12');
  });

  it('pauses while the report waits on the reporter and resumes with the days paused added', () => {
    const started = startClock('2026-12-01', 10);
    expect(dueDate(started)).toBe('2026-12-15');
    const paused = pauseClock(started, '2026-12-03');
    expect(pauseClock(paused, '2026-12-04')).toBe(paused);
    // Thursday 3rd to Thursday 10th: five working days waited.
    const resumed = resumeClock(paused, '2026-12-10');
    expect(resumed).toMatchObject({ paused_since: null, paused_hk: 5 });
    expect(dueDate(resumed)).toBe('2026-12-22');
    expect(resumeClock(resumed, '2026-12-11')).toBe(resumed);
  });

  it('shows a paused clock’s due date as if it resumed today', () => {
    const paused = pauseClock(startClock('2026-12-01', 10), '2026-12-03');
    expect(dueDate(paused, [], '2026-12-10')).toBe('2026-12-22');
    expect(dueDate(paused)).toBe('2026-12-15');
  });

  it('counts the days left and colours them', () => {
    expect(workingDaysLeft('2026-12-15', '2026-12-10')).toBe(3);
    expect(workingDaysLeft('2026-12-15', '2026-12-15')).toBe(0);
    expect(workingDaysLeft('2026-12-15', '2026-12-17')).toBe(-2);
    expect([10, 3, 0, -1].map((d) => clockUrgency(d))).toEqual([
      'aman',
      'mendekati',
      'hari_ini',
      'terlambat',
    ]);
  });

  it('refuses a negative or fractional period', () => {
    expect(() => startClock('2026-12-01', -1)).toThrow(RangeError);
    expect(() => startClock('2026-12-01', 1.5)).toThrow(RangeError);
  });
});
