import {
  formatDate,
  formatLongDate,
  formatNumber,
  formatRupiah,
  type LetterData,
  SAMPLE_LETTER_DATA,
  terbilang,
  terbilangRupiah,
} from '@gratifikasi/domain';
import { Liquid, type Template } from 'liquidjs';

/**
 * The letter templates' language (issue 11 §1): the body is the HTML of the rich-text editor with Liquid in it —
 * `{{ pelapor.nama }}`, `{{ laporan.total_nilai | rupiah }}`, `{% for r in rincian %}…{% endfor %}`,
 * `{% if … %}`. Liquid runs no code of the template's author; every value is HTML-escaped on output; a name or filter
 * outside the letter data (`letterDataSchema`) is an error, found when the template is saved (`checkTemplate`), not
 * when a letter is printed.
 */
const liquid = new Liquid({
  strictVariables: true,
  strictFilters: true,
  outputEscape: 'escape',
  ownPropertyOnly: true,
  cache: 200,
});

const numeric = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');
liquid.registerFilter('rupiah', (v: unknown) => formatRupiah(numeric(v)));
liquid.registerFilter('angka', (v: unknown, decimals?: number) => formatNumber(numeric(v), decimals ?? 2));
liquid.registerFilter('tanggal', (v: unknown) => formatLongDate(typeof v === 'string' ? v : null));
liquid.registerFilter('tanggal_pendek', (v: unknown) => formatDate(typeof v === 'string' ? v : null));
liquid.registerFilter('terbilang', (v: unknown) => (numeric(v) === '' ? '' : terbilang(numeric(v))));
liquid.registerFilter('terbilang_rupiah', (v: unknown) =>
  numeric(v) === '' ? '' : terbilangRupiah(numeric(v)),
);

/**
 * A table row that starts with `{% for … %}` (or `{% if … %}`) in its first cell and ends with the closing tag in its
 * last repeats (or shows) the whole row: the editor keeps text inside cells, so the tags are lifted around `<tr>`.
 */
const ROW = /<tr\b[^>]*>[\s\S]*?<\/tr>/g;
const OPENING = /^(<tr\b[^>]*>(?:\s*<(?:td|th|p)\b[^>]*>)*\s*)(\{%-?\s*(?:for|if|unless)\b[\s\S]*?%\})/;
const CLOSING = /(\{%-?\s*end(?:for|if|unless)\s*-?%\})((?:\s*<\/(?:td|th|p)>)*\s*<\/tr>)$/;

export function liftRowTags(html: string): string {
  return html.replace(ROW, (row) => {
    const open = OPENING.exec(row);
    const close = CLOSING.exec(row);
    if (!open || !close) return row;
    const inner = row.slice(0, close.index) + (close[2] ?? '');
    return `${open[2]}${inner.replace(open[2] ?? '', '')}${close[1]}`;
  });
}

export interface TemplateIssue {
  /** 1-based line and column in the template body; null when the error names no place. */
  line: number | null;
  col: number | null;
  message: string;
}

function issueOf(error: unknown): TemplateIssue {
  const e = error as { message?: string; token?: { getPosition?: () => [number, number] } };
  const [line, col] = e.token?.getPosition?.() ?? [null, null];
  const message = String(e.message ?? error)
    .replace(/, line:\d+, col:\d+$/, '')
    .replace(/^undefined variable: /, 'Isian tidak dikenal: ')
    .replace(/^undefined filter: /, 'Filter tidak dikenal: ')
    .replace(/^illegal tag: /, 'Tag tidak valid: ')
    .replace(/^tag (.*) not closed$/, 'Tag $1 tidak ditutup');
  return { line, col, message };
}

function parse(body: string): Template[] {
  return liquid.parse(liftRowTags(body));
}

/**
 * Is the template body sound: Liquid syntax, and every name and filter it uses known? Rendered once against the
 * sample letter, whose lists are not empty, so the names inside loops are checked too. Empty when sound.
 */
export async function checkTemplate(body: string): Promise<TemplateIssue[]> {
  try {
    await liquid.render(parse(body), SAMPLE_LETTER_DATA);
    return [];
  } catch (error) {
    return [issueOf(error)];
  }
}

/** The template filled with one letter's data: HTML, every value escaped. Throws on a template `checkTemplate` refuses. */
export async function fillTemplate(body: string, data: LetterData): Promise<string> {
  return liquid.render(parse(body), data);
}
