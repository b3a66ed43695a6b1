import { groupThousands, toFixedDecimal } from './decimal';

type Numeric = number | string | bigint | null | undefined;

/** Indonesian number text: '.' between thousands, ',' before `decimals` digits; '' for null or non-numeric input. */
export function formatNumber(value: Numeric, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toFixedDecimal(value, decimals);
  if (!d) return '';
  const body = groupThousands(d.integer) + (decimals > 0 ? `,${d.fraction}` : '');
  return d.negative ? `-${body}` : body;
}

/** Rupiah as the product shows it: 'Rp1.234.567,00', negative '-Rp1.234,50'; '' for null or non-numeric input. */
export function formatRupiah(value: Numeric): string {
  const text = formatNumber(value, 2);
  if (text === '') return '';
  return text.startsWith('-') ? `-Rp${text.slice(1)}` : `Rp${text}`;
}

/** A percentage with 2 decimals and an Indonesian comma: 12.5 → '12,50%'; '' for null or non-numeric input. */
export function formatPercent(value: Numeric): string {
  const text = formatNumber(value, 2);
  return text === '' ? '' : `${text}%`;
}
