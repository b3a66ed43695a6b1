import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, good enough for assertions: every (inflated) content stream's TJ strings, whitespace
 * collapsed so that a wrapped line reads as one. pdfkit writes the standard fonts' text as hex strings split at
 * kerning points.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const hex = (h: string) => Buffer.from(h, 'hex').toString('latin1');
  return streams
    .flatMap((s) => [...s.matchAll(/\[(.*?)\] TJ/g)].map((m) => [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]))
    .map((parts) => parts.map((p) => hex(p[1] ?? '')).join(''))
    .join(' ')
    .replace(/\s+/g, ' ');
}
