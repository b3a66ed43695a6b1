import { formatLongDate, formatNumber, INDONESIAN_DAYS, toJakarta } from '@gratifikasi/domain';

/** Day name and long date in Jakarta time for greetings, e.g. "Minggu, 22 November 2026" (domain formatters). */
export function longDate(value: Date = new Date()): string {
  return `${INDONESIAN_DAYS[toJakarta(value).day()]}, ${formatLongDate(value)}`;
}

/** antd Statistic's formatter: whole numbers as SPEC §5 writes them ('1.285'), any other value as it is. */
export function statisticNumber(value: number | string | undefined): string {
  if (value === undefined) return '';
  return /^-?\d+$/.test(String(value)) ? formatNumber(value, 0) : String(value);
}
