/** A decimal split into sign, integer digits and exactly `decimals` fraction digits, rounded half away from zero. */
export interface FixedDecimal {
  negative: boolean;
  integer: string;
  fraction: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Turns a number to plain decimal text without exponent, so huge and tiny floats survive. */
function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!text.includes('e')) return text;
  // Exponent form: tiny magnitudes round to zero at any precision we show; huge ones are integers.
  return Math.abs(value) < 1 ? '0' : BigInt(Math.trunc(value)).toString();
}

/** Rounds a number or numeric string (e.g. a numeric(20,2) column) to fixed decimals using digit arithmetic, not floats. */
export function toFixedDecimal(value: number | string | bigint, decimals: number): FixedDecimal | null {
  const text = typeof value === 'number' ? numberToText(value) : String(value).trim();
  if (text === null) return null;
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const intDigits = m[2] || '0';
  const fracDigits = (m[3] ?? '').padEnd(decimals + 1, '0');
  let scaled = BigInt(intDigits + fracDigits.slice(0, decimals));
  if (Number(fracDigits[decimals]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals) || '0';
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  return { negative: m[1] === '-' && scaled !== 0n, integer, fraction };
}

/** Groups integer digits by thousands with '.' (Indonesian). */
export function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
