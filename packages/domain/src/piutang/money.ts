/**
 * Money as exact integers of sen (1/100): amounts come from and go to PostgreSQL `numeric` as decimal strings, and
 * never pass through a float. Sums, differences and comparisons are bigint arithmetic.
 */
export type Sen = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** '1500000.5' → 150000050n; more than two decimals are refused (a ledger amount is never silently rounded). */
export function toSen(value: string | number): Sen {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`Nilai uang tidak valid: ${text}`);
  const [, neg, whole = '0', frac = ''] = m;
  if (frac.replace(/0+$/, '').length > 2) throw new RangeError(`Nilai uang lebih dari 2 desimal: ${text}`);
  const sen = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return neg ? -sen : sen;
}

/** 150000050n → '1500000.50' (the `numeric(20,2)` text). */
export function fromSen(sen: Sen): string {
  const neg = sen < 0n;
  const abs = neg ? -sen : sen;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}
