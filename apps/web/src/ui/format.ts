import { formatLongDate, INDONESIAN_DAYS, toJakarta } from '@gratifikasi/domain';

/** Day name and long date in Jakarta time for greetings, e.g. "Minggu, 22 November 2026" (domain formatters). */
export function longDate(value: Date = new Date()): string {
  return `${INDONESIAN_DAYS[toJakarta(value).day()]}, ${formatLongDate(value)}`;
}
