import { toJakarta } from '../format/dates';

/** First year of the year lists (spec §9); earlier years collapse into '< 2016'. */
export const FIRST_LIST_YEAR = 2016;

export interface YearOption {
  /** The year; 2016 stands for the '< 2016' bucket (2016 and earlier). */
  value: number;
  label: string;
}

/** The year list of spec §3: the current Jakarta year down to 2016, the last shown as '< 2016'. */
export function yearOptions(now: Date = new Date()): YearOption[] {
  const current = toJakarta(now).year();
  const options: YearOption[] = [];
  for (let year = current; year > FIRST_LIST_YEAR; year -= 1)
    options.push({ value: year, label: String(year) });
  options.push({ value: FIRST_LIST_YEAR, label: `< ${FIRST_LIST_YEAR}` });
  return options;
}

/** The fixed year list of spec §3: 2020 down to 2017. */
export const FIXED_YEARS = [2020, 2019, 2018, 2017] as const;

/** The current year in Jakarta, the default of every year filter (spec §9). */
export function currentYear(now: Date = new Date()): number {
  return toJakarta(now).year();
}
