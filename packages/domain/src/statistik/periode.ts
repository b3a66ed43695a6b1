import { toJakarta } from '../format/dates';

/**
 * Open data survives differencing (two snapshots either side of one report must not reveal it): figures are those of
 * closed periods only, up to the end of last month in Asia/Jakarta. A report filed, decided, closed or deleted this
 * month changes no published figure until the month closes, and then together with the whole month's others.
 */
export interface PeriodeDataTerbuka {
  /** The instant the current Jakarta month began: only what happened before it counts. */
  batas: Date;
  /** The last day counted (YYYY-MM-DD), the last day of last month. */
  sampai: string;
  /** The current month (YYYY-MM): the one cache keeps one page per closed period. */
  bulan: string;
}

/** The closed period the open data shows at `now`. */
export function periodeDataTerbuka(now: Date): PeriodeDataTerbuka {
  const start = toJakarta(now).startOf('month');
  return {
    batas: start.toDate(),
    sampai: start.subtract(1, 'day').format('YYYY-MM-DD'),
    bulan: start.format('YYYY-MM'),
  };
}

/** Rupiah figures are published to the nearest million (half up): a few reports' values never show in a difference. */
export const PEMBULATAN_RUPIAH = 1_000_000n;

/** A non-negative rupiah decimal string rounded to the nearest million, as a decimal string ('7250000.50' → '7000000.00'). */
export function bulatkanRupiah(value: string): string {
  const [integer = '0', fraction = ''] = value.trim().split('.');
  const sen = BigInt(integer || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  const unit = PEMBULATAN_RUPIAH * 100n;
  const rounded = ((sen + unit / 2n) / unit) * PEMBULATAN_RUPIAH;
  return `${rounded}.00`;
}
