import { formatDate } from '../format/dates';
import { formatNumber, formatPercent, formatRupiah } from '../format/number';
import type { ReportFormat } from './definition';

/** A report cell as shown on the screen and in print: Rupiah, percent, DD-MM-YYYY, a count or text. */
export function formatReportCell(value: string | number | null | undefined, format: ReportFormat): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'rupiah':
      return formatRupiah(value);
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDate(String(value));
    case 'int':
      return formatNumber(value, 0);
    case 'decimal':
      return formatNumber(value, 2);
    case 'text':
      return String(value);
  }
}
