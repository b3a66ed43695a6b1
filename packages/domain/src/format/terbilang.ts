import { toFixedDecimal } from './decimal';

const ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
/** Scale words by power of a thousand (DOMAIN.md: miliar and triliun, not milyar or trilyun). */
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun', 'kuintiliun'];

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(ONES[hundreds]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(ONES[rest - 10]!, 'belas');
  else {
    const tens = Math.floor(rest / 10);
    if (tens > 1) words.push(ONES[tens]!, 'puluh');
    if (rest % 10 > 0) words.push(ONES[rest % 10]!);
  }
  return words;
}

function integerWords(digits: string): string {
  const clean = digits.replace(/^0+/, '');
  if (clean === '') return 'nol';
  const groups: number[] = [];
  for (let end = clean.length; end > 0; end -= 3)
    groups.unshift(Number(clean.slice(Math.max(0, end - 3), end)));
  if (groups.length > SCALES.length) throw new RangeError('Angka terlalu besar untuk terbilang');
  const words: string[] = [];
  groups.forEach((group, i) => {
    const scale = SCALES[groups.length - 1 - i]!;
    if (group === 0) return;
    // "seribu", but "satu juta", "satu miliar".
    if (group === 1 && scale === 'ribu') words.push('seribu');
    else words.push(...belowThousand(group), ...(scale ? [scale] : []));
  });
  return words.join(' ');
}

/** Indonesian words for the integer part of an amount (rounded to cents first): 1500000 → 'satu juta lima ratus ribu'. */
export function terbilang(value: number | string | bigint): string {
  const d = toFixedDecimal(value, 2);
  if (!d) throw new TypeError(`Bukan angka: ${String(value)}`);
  const words = integerWords(d.integer);
  return d.negative && d.integer !== '0' ? `minus ${words}` : words;
}

/** Amount in words followed by 'rupiah' (and its cents as 'sen' when there are any): 'satu juta lima ratus ribu rupiah'. */
export function terbilangRupiah(value: number | string | bigint): string {
  const d = toFixedDecimal(value, 2);
  if (!d) throw new TypeError(`Bukan angka: ${String(value)}`);
  const sign = d.negative ? 'minus ' : '';
  const main = `${sign}${integerWords(d.integer)} rupiah`;
  return d.fraction === '00' ? main : `${main} ${integerWords(d.fraction)} sen`;
}
