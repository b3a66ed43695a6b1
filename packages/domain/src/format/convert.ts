const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A decimal string as a scaled integer: '12.5' → { value: 125n, scale: 1 }. */
function parseDecimal(text: string, what: string): { value: bigint; scale: number } {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`${what} bukan angka desimal: ${text}`);
  const fraction = m[3] ?? '';
  const magnitude = BigInt(`${m[2]}${fraction}`);
  return { value: m[1] === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/**
 * The rupiah value of `amount` units of a foreign currency at `rate` rupiah per unit, computed on decimal strings
 * with integer arithmetic (no float rounding drift) and rounded half away from zero to `decimals` places (sen):
 * convertToRupiah('1250.50', '15875.25') === '19852000.13'.
 */
export function convertToRupiah(amount: string, rate: string, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) throw new RangeError('Desimal 0–10');
  const a = parseDecimal(amount, 'Jumlah');
  const r = parseDecimal(rate, 'Kurs');
  if (r.value < 0n) throw new RangeError('Kurs tidak boleh negatif');
  const product = a.value * r.value;
  const scale = a.scale + r.scale;
  const negative = product < 0n;
  let magnitude = negative ? -product : product;
  if (scale > decimals) {
    const divisor = 10n ** BigInt(scale - decimals);
    const remainder = magnitude % divisor;
    magnitude /= divisor;
    if (remainder * 2n >= divisor) magnitude += 1n;
  } else {
    magnitude *= 10n ** BigInt(decimals - scale);
  }
  const digits = magnitude.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const text = decimals > 0 ? `${integer}.${digits.slice(digits.length - decimals)}` : integer;
  return negative && magnitude !== 0n ? `-${text}` : text;
}
