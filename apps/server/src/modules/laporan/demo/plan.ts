/**
 * When the demo's past reports were filed (issue 24 "Demo data"), as whole weeks back from today: five in each of
 * eight months over the two years before the current month — closed months all, so the open-data figures and the
 * monthly charts show them. A month, a year or a kind needs five reports to be shown on its own (the small-cell
 * rule), and a lone small one would hide a second with it: so no month, year or kind of the past is left small.
 */
const MONTHS_BACK = [22, 19, 16, 13, 9, 6, 3, 1] as const;
const DAYS = [6, 10, 14, 18, 22] as const;

/** Whole weeks from `today` (YYYY-MM-DD) back to a day of the month `monthsBack` months before it. */
function weeksBack(today: string, monthsBack: number, day: number): number {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const target = Date.UTC(y, m - 1 - monthsBack, day);
  // Rounded to whole weeks (weekdays stay weekdays): at most three days off the day aimed at, inside its month.
  return Math.round((Date.UTC(y, m - 1, d) - target) / (7 * 86_400_000));
}

/** The weeks back of each past report, oldest first (so that their numbers follow their dates). */
export function pastWeeks(today: string): number[] {
  return MONTHS_BACK.flatMap((back) => DAYS.map((day) => weeksBack(today, back, day)));
}
