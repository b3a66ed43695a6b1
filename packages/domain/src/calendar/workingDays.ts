import { type DateInput, toApiDate } from '../format/dates';

/** Holiday dates as 'YYYY-MM-DD' (the hari-libur master), as a list or a set. */
export type HolidayList = Iterable<string> | ReadonlySet<string>;

const DAY_MS = 86_400_000;
const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since the epoch of a Jakarta calendar date; plain 'YYYY-MM-DD' is read as is. */
function toDayNumber(input: DateInput): number {
  const text = typeof input === 'string' && API_DATE.test(input) ? input : toApiDate(input);
  if (!text) throw new RangeError(`Tanggal tidak valid: ${String(input)}`);
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 2026-02-30 over to March; a rolled date is not the date that was written.
  if (new Date(ms).toISOString().slice(0, 10) !== text) throw new RangeError(`Tanggal tidak valid: ${text}`);
  return ms / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The weekday holidays as sorted day numbers, kept per holiday set (the server's cached set is one object for a
 * minute): counting then costs two binary searches, not a parse of every holiday per call.
 */
const weekdayHolidays = new WeakMap<ReadonlySet<string>, readonly number[]>();

function holidayDays(holidays: HolidayList): readonly number[] {
  const set = asSet(holidays);
  const kept = weekdayHolidays.get(set);
  if (kept) return kept;
  const days: number[] = [];
  for (const holiday of set) {
    if (!API_DATE.test(holiday)) continue;
    const day = toDayNumber(holiday);
    if (isWeekday(day)) days.push(day);
  }
  days.sort((a, b) => a - b);
  // Only a set the caller passed is kept (a list or iterable became a new set just now).
  if (set === holidays) weekdayHolidays.set(set, days);
  return days;
}

/** How many of the sorted days are ≤ day. */
function countUpTo(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] ?? 0) <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function asSet(holidays: HolidayList): ReadonlySet<string> {
  return holidays instanceof Set ? holidays : new Set(holidays);
}

function isWeekday(day: number): boolean {
  // Epoch day 0 (1970-01-01) was a Thursday: weekday = (day + 4) mod 7 with 0 = Sunday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
}

function isWorking(day: number, holidays: ReadonlySet<string>): boolean {
  return isWeekday(day) && !holidays.has(fromDayNumber(day));
}

/** True when the Jakarta calendar date is a working day (hari kerja): Monday–Friday and not a holiday. */
export function isWorkingDay(date: DateInput, holidays: HolidayList = []): boolean {
  return isWorking(toDayNumber(date), asSet(holidays));
}

/** The date n working days after `date` (before it when n is negative), as 'YYYY-MM-DD'; n = 0 gives `date` itself. */
export function addWorkingDays(date: DateInput, n: number, holidays: HolidayList = []): string {
  if (!Number.isInteger(n)) throw new RangeError('Jumlah hari kerja harus bilangan bulat');
  const set = asSet(holidays);
  let day = toDayNumber(date);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    day += step;
    if (isWorking(day, set)) left -= 1;
  }
  return fromDayNumber(day);
}

/**
 * Working days after `from` up to and including `to` (negative when `to` is earlier), so that
 * countWorkingDays(d, addWorkingDays(d, n)) === n; e.g. Friday → next Monday is 1.
 */
export function countWorkingDays(from: DateInput, to: DateInput, holidays: HolidayList = []): number {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const [lo, hi, sign] = start <= end ? [start, end, 1] : [end, start, -1];
  // Arithmetic, not a walk over every day: any span costs the same (a caller may ask about a century).
  const span = hi - lo;
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let day = lo + weeks * 7 + 1; day <= hi; day += 1) if (isWeekday(day)) count += 1;
  const days = holidayDays(holidays);
  count -= countUpTo(days, hi) - countUpTo(days, lo);
  return sign * count;
}
