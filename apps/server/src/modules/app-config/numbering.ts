/** Placeholders a numbering format may use (app config `format_nomor_*`). */
export const NUMBERING_PLACEHOLDERS: readonly string[] = ['seq', 'seq4', 'DD', 'MM', 'MMR', 'YYYY', 'YY'];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/**
 * A document number from its format, e.g. '{seq}/LAP-GRAT/{MM}/{YYYY}' with seq 7 on 2026-03-05 →
 * '7/LAP-GRAT/03/2026'. `date` is the Jakarta calendar date 'YYYY-MM-DD' the number is issued on.
 */
export function formatNomor(format: string, seq: number, date: string): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError('Nomor urut harus bilangan bulat positif');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Tanggal tidak valid: ${date}`);
  const [, yyyy = '', mm = '', dd = ''] = match;
  const values: Record<string, string> = {
    seq: String(seq),
    seq4: String(seq).padStart(4, '0'),
    DD: dd,
    MM: mm,
    MMR: ROMAN[Number(mm) - 1] ?? mm,
    YYYY: yyyy,
    YY: yyyy.slice(2),
  };
  return format.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);
}
