import type { StatistikBaris } from './api';
import type { StatistikTabelDef } from './tables';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * One open-data table as CSV (RFC 4180: comma, CRLF, quoted where needed), with a BOM so spreadsheet programs read
 * it as UTF-8. Figures are plain: counts as integers, rupiah as decimals with a dot, percentages with 2 decimals;
 * a figure not shown stays empty.
 */
export function statistikCsv(def: StatistikTabelDef, rows: readonly StatistikBaris[]): string {
  const header = [def.dimensi, ...def.kolom.map((k) => k.label)];
  const lines = rows.map((row) => [
    row.label,
    ...def.kolom.map((k) => {
      const v = row.nilai[k.key];
      if (v === null || v === undefined) return '';
      return k.jenis === 'persen' ? Number(v).toFixed(2) : String(v);
    }),
  ]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(quote).join(',')).join('\r\n')}\r\n`;
}
