import { formatDate, formatNumber, type KoreksiField } from '@gratifikasi/domain';

/** A field's value as the screens show it: dates DD-MM-YYYY, amounts with separators, '-' when empty. */
export function shownValue(field: KoreksiField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (field?.tipe === 'tanggal') return formatDate(String(value)) || String(value);
  if (field?.tipe === 'uang') return formatNumber(String(value), 2) || String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
