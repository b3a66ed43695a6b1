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
import { type FS, Liquid, Tag, type Template } from 'liquidjs';

/**
 * What one template may cost (issue: templates cannot reach the server). Letters are a few pages: these are far
 * above any real letter and far below what would hurt the server. `renderLimit` is liquidjs's clock over one render
 * (checked between nodes), `memoryLimit` counts what it allocates (ranges, joins, string filters), `parseLimit` the
 * characters parsed; the HTML it writes is bounded separately (liquidjs does not count output).
 */
export const TEMPLATE_LIMITS = {
  parseChars: 300_000,
  renderMs: 2_000,
  memory: 5_000_000,
  outputChars: 500_000,
} as const;

export interface TemplateIssue {
  /** 1-based line and column in the template body; null when the error names no place. */
  line: number | null;
  col: number | null;
  message: string;
}

/** Why a template was refused for its cost; the prefix the 422's message starts with. */
export const TOO_HEAVY = 'Templat terlalu berat untuk dirender';

/**
 * No file system for templates: nothing resolves, nothing is read, so `include`, `render` and `layout` (refused at
 * parse anyway, below) and any lookup liquidjs might make find nothing and name no directory.
 */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('Templat surat tidak dapat membaca berkas');
  },
  readFileSync: () => {
    throw new Error('Templat surat tidak dapat membaca berkas');
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

/** The tags that load another template: a letter template is one body, so they are a parse error at save. */
const FILE_TAGS = ['include', 'render', 'layout'] as const;

function refusedTag(name: string) {
  return class extends Tag {
    constructor(...args: ConstructorParameters<typeof Tag>) {
      super(...args);
      throw new Error(
        `Tag ${name} tidak diizinkan: templat surat tidak dapat memuat templat atau berkas lain`,
      );
    }
    render(): void {}
  };
}

const numeric = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');

/**
 * The one Liquid of letter templates (every template is parsed and rendered by an instance of this factory): strict
 * names and filters, every value HTML-escaped, no prototype reach, no file system, and the limits above.
 */
export function createLiquid(): Liquid {
  const liquid = new Liquid({
    strictVariables: true,
    strictFilters: true,
    outputEscape: 'escape',
    ownPropertyOnly: true,
    cache: 200,
    fs: NO_FILES,
    root: [],
    relativeReference: false,
    parseLimit: TEMPLATE_LIMITS.parseChars,
    renderLimit: TEMPLATE_LIMITS.renderMs,
    memoryLimit: TEMPLATE_LIMITS.memory,
  });
  for (const name of FILE_TAGS) liquid.registerTag(name, refusedTag(name));
  liquid.registerFilter('rupiah', (v: unknown) => formatRupiah(numeric(v)));
  liquid.registerFilter('angka', (v: unknown, decimals?: number) => formatNumber(numeric(v), decimals ?? 2));
  liquid.registerFilter('tanggal', (v: unknown) => formatLongDate(typeof v === 'string' ? v : null));
  liquid.registerFilter('tanggal_pendek', (v: unknown) => formatDate(typeof v === 'string' ? v : null));
  liquid.registerFilter('terbilang', (v: unknown) => (numeric(v) === '' ? '' : terbilang(numeric(v))));
  liquid.registerFilter('terbilang_rupiah', (v: unknown) =>
    numeric(v) === '' ? '' : terbilangRupiah(numeric(v)),
  );
  return liquid;
}

const liquid = createLiquid();

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

const LIMIT_MESSAGES: Record<string, string> = {
  'template render limit exceeded': `waktu render melebihi ${TEMPLATE_LIMITS.renderMs / 1000} detik`,
  'memory alloc limit exceeded': 'pemakaian memori melebihi batas',
  'parse length limit exceeded': `panjang templat melebihi ${TEMPLATE_LIMITS.parseChars.toLocaleString('id-ID')} karakter`,
};

/** "Baris 3, kolom 7: Isian tidak dikenal: pelapor.gaji" — where a template's problem is, for a 422. */
export function placeOf(problem: TemplateIssue): string {
  return `${problem.line === null ? '' : `Baris ${problem.line}, kolom ${problem.col}: `}${problem.message}`;
}

export const tooHeavy = (why: string): TemplateIssue => ({
  line: null,
  col: null,
  message: `${TOO_HEAVY}: ${why}`,
});

/** A Liquid error as the editor shows it: Indonesian, with its place; a limit names no place (the whole render). */
export function issueOf(error: unknown): TemplateIssue {
  const e = error as { message?: string; token?: { getPosition?: () => [number, number] } };
  const raw = String(e.message ?? error).replace(/, line:\d+, col:\d+$/, '');
  const limit = LIMIT_MESSAGES[raw];
  if (limit) return tooHeavy(limit);
  const [line, col] = e.token?.getPosition?.() ?? [null, null];
  const message = raw
    .replace(/^undefined variable: /, 'Isian tidak dikenal: ')
    .replace(/^undefined filter: /, 'Filter tidak dikenal: ')
    .replace(/^illegal tag: /, 'Tag tidak valid: ')
    .replace(/^tag "(.*)" not found$/, 'Tag tidak dikenal: $1')
    .replace(/^tag (.*) not closed$/, 'Tag $1 tidak ditutup');
  return { line, col, message };
}

function parse(body: string): Template[] {
  return liquid.parse(liftRowTags(body));
}

/** The body filled with one letter's data, in this thread; throws liquidjs's error or a limit's `TemplateIssue`. */
export async function fillHere(body: string, data: LetterData): Promise<string> {
  const html = await liquid.render(parse(body), data);
  if (html.length > TEMPLATE_LIMITS.outputChars) {
    throw Object.assign(new Error('output limit exceeded'), {
      issue: tooHeavy(`hasilnya melebihi ${TEMPLATE_LIMITS.outputChars.toLocaleString('id-ID')} karakter`),
    });
  }
  return html;
}

/** The issue of an error thrown by `fillHere`. */
export const issueOfFill = (error: unknown): TemplateIssue =>
  (error as { issue?: TemplateIssue }).issue ?? issueOf(error);

/** `checkTemplate`'s work, in this thread: rendered once on the sample letter, whose lists are not empty. */
export async function checkHere(body: string): Promise<TemplateIssue[]> {
  try {
    await fillHere(body, SAMPLE_LETTER_DATA);
    return [];
  } catch (error) {
    return [issueOfFill(error)];
  }
}
