import dayjs from 'dayjs';

/** Long Indonesian date for greetings, e.g. "Minggu, 22 November 2026" (dayjs locale is set to 'id' at start). */
export function longDate(value: Date | string = new Date()): string {
  return dayjs(value).format('dddd, D MMMM YYYY');
}
