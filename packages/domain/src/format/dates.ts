import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { INDONESIAN_MONTHS } from './months';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Calendar dates and times are reckoned in Jakarta (ARCHITECTURE.md). */
export const APP_TIMEZONE = 'Asia/Jakarta';
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = Date | string | number | Dayjs;

export { INDONESIAN_MONTHS, monthName } from './months';

/** Weekday names, Sunday first as in Date#getDay (the calendar itself starts on Monday). */
export const INDONESIAN_DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** The instant or calendar date as a Dayjs in Asia/Jakarta; strings without an offset are read as Jakarta wall time. */
export function toJakarta(input: DateInput): Dayjs {
  if (typeof input === 'string' && !OFFSET.test(input.trim())) return dayjs.tz(input.trim(), APP_TIMEZONE);
  return dayjs(input).tz(APP_TIMEZONE);
}

function valid(input: DateInput | null | undefined): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const d = toJakarta(input);
  return d.isValid() ? d : null;
}

/** A date as shown on screen, 'DD-MM-YYYY' in Jakarta; '' for empty or invalid input. */
export function formatDate(input: DateInput | null | undefined): string {
  return valid(input)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/** A date as sent to the API, 'YYYY-MM-DD' in Jakarta; '' for empty or invalid input. */
export function toApiDate(input: DateInput | null | undefined): string {
  return valid(input)?.format(API_DATE_FORMAT) ?? '';
}

/** Date and time as shown on screen, 'DD-MM-YYYY HH:mm' in Jakarta; '' for empty or invalid input. */
export function formatDateTime(input: DateInput | null | undefined): string {
  return valid(input)?.format(`${DISPLAY_DATE_FORMAT} HH:mm`) ?? '';
}

/** Reads a typed 'DD-MM-YYYY' strictly and returns the API date 'YYYY-MM-DD', or null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const d = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return d.isValid() ? d.format(API_DATE_FORMAT) : null;
}

/** The long Indonesian form of a date, '22 November 2026'; '' for empty or invalid input. */
export function formatLongDate(input: DateInput | null | undefined): string {
  const d = valid(input);
  return d ? `${d.date()} ${INDONESIAN_MONTHS[d.month()]} ${d.year()}` : '';
}
