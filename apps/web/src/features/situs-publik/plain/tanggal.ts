const LONG = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date of the API (`YYYY-MM-DD`) as "15 Januari 2026", through the browser's Intl: the plain public
 * pages keep dayjs (and the domain's format module) off their first visit.
 */
export function tanggalPanjang(date: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!m) return '';
  return LONG.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
