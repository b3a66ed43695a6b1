/**
 * Indonesian month names and the long date written with them, with no date library: a public page that only writes
 * a date the server sent (the open data's "Data hingga …") stays out of dayjs's weight.
 */
export const INDONESIAN_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** The Indonesian month name of a 1-based month number (1 → 'Januari'). */
export function monthName(month: number): string {
  const name = INDONESIAN_MONTHS[month - 1];
  if (!name) throw new RangeError(`Bulan tidak valid: ${month}`);
  return name;
}

/** A calendar date sent as YYYY-MM-DD written long ('2026-10-31' → '31 Oktober 2026'); '' when it is not one. */
export function formatLongIsoDate(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  const name = m ? INDONESIAN_MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${Number(m[3])} ${name} ${m[1]}` : '';
}

/** A calendar date sent as YYYY-MM-DD written as spec §9 shows dates ('2026-10-31' → '31-10-2026'); '' otherwise. */
export function formatIsoDate(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
