/**
 * Virtual account numbers: a fixed bank prefix, the tagihan's serial padded to a fixed width, and a Luhn (mod 10)
 * check digit, so that a mistyped number is refused before any lookup.
 */
export const VA_PREFIX = '8808';
export const VA_SERIAL_DIGITS = 11;

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('Nomor harus berupa angka');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The VA of the n-th tagihan: prefix + serial + check digit (16 digits). */
export function nomorVa(serial: number, prefix: string = VA_PREFIX): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('Nomor urut VA tidak valid');
  const body = prefix + String(serial).padStart(VA_SERIAL_DIGITS, '0');
  return body + String(luhnDigit(body));
}

/** Whether a VA has the right shape and check digit. */
export function isValidVa(va: string): boolean {
  if (!/^\d{8,20}$/.test(va)) return false;
  return luhnDigit(va.slice(0, -1)) === Number(va.slice(-1));
}
