import { addWorkingDays, countWorkingDays, type HolidayList } from '../calendar/workingDays';

/**
 * A legal clock in working days (DOMAIN.md "Periods"): it starts on a date, runs `period_hk` working days, and
 * pauses while the subject waits on the reporter (a completeness or response link); the working days paused push
 * the due date back. Stored on the subject, so lists and the daily reminder job read it with plain SQL.
 */
export interface WorkClock {
  started_on: string;
  period_hk: number;
  /** The date the current pause began; null while running. */
  paused_since: string | null;
  /** Working days spent in pauses that have ended. */
  paused_hk: number;
}

export function startClock(on: string, periodHk: number): WorkClock {
  if (!Number.isInteger(periodHk) || periodHk < 0) throw new RangeError('Periode hari kerja tidak valid');
  return { started_on: on, period_hk: periodHk, paused_since: null, paused_hk: 0 };
}

export function pauseClock(clock: WorkClock, on: string): WorkClock {
  return clock.paused_since ? clock : { ...clock, paused_since: on };
}

/** Resuming adds the working days after the pause began up to and including `on`. */
export function resumeClock(clock: WorkClock, on: string, holidays: HolidayList = []): WorkClock {
  if (!clock.paused_since) return clock;
  const paused = Math.max(0, countWorkingDays(clock.paused_since, on, holidays));
  return { ...clock, paused_since: null, paused_hk: clock.paused_hk + paused };
}

/** The last working day of the period, pauses included; while paused, as if it resumed today. */
export function dueDate(clock: WorkClock, holidays: HolidayList = [], today?: string): string {
  const running = clock.paused_since && today ? resumeClock(clock, today, holidays) : clock;
  return addWorkingDays(clock.started_on, clock.period_hk + running.paused_hk, holidays);
}

/** Working days from `today` to the due date: 0 on the due date, negative once it has passed. */
export function workingDaysLeft(due: string, today: string, holidays: HolidayList = []): number {
  return countWorkingDays(today, due, holidays);
}

export type ClockUrgency = 'aman' | 'mendekati' | 'hari_ini' | 'terlambat';

/** How the screens colour the days left: `warnHk` working days before the due date it turns "mendekati". */
export function clockUrgency(daysLeft: number, warnHk = 3): ClockUrgency {
  if (daysLeft < 0) return 'terlambat';
  if (daysLeft === 0) return 'hari_ini';
  return daysLeft <= warnHk ? 'mendekati' : 'aman';
}
