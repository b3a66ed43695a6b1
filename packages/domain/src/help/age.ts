/** Age buckets of spec §3, e.g. for how long a report has waited. */
export const AGE_BUCKETS = ['< 7 Hari', '7-14 Hari', '> 14 Hari'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The age bucket of a number of days: under 7, 7 to 14 inclusive, over 14. */
export function ageBucket(days: number): AgeBucket {
  if (days < 7) return '< 7 Hari';
  if (days <= 14) return '7-14 Hari';
  return '> 14 Hari';
}
