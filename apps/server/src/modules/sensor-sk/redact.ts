import type * as Mupdf from 'mupdf';

/** MuPDF (WASM, ~40 MB resident) is loaded on the first redaction, not with the server. */
let loading: Promise<typeof Mupdf> | null = null;
const mupdfLib = () => {
  loading ??= import('mupdf');
  return loading;
};

/**
 * Redaction with MuPDF (issue 11 §5): the text is removed from the page's content, not covered by a box — the
 * published PDF no longer holds the glyphs, so neither copying nor a text extractor finds them. Runs in Node (WASM),
 * no browser or office suite.
 */

/** The text a PDF shows, page by page, as MuPDF reads it (what a reader could copy or a search engine index). */
export async function pdfPlainText(bytes: Uint8Array): Promise<string> {
  const mupdf = await mupdfLib();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pages: string[] = [];
    for (let i = 0; i < doc.countPages(); i++)
      pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
    return pages.join('\n');
  } finally {
    doc.destroy();
  }
}

/** A search hit's quad narrowed to the middle of its line, so a redaction never reaches the lines above or below. */
function narrow(quad: Mupdf.Quad): Mupdf.Quad {
  const [ulx, uly, urx, ury, llx, lly, lrx, lry] = quad;
  const h = (lly - uly) * 0.25;
  return [ulx, uly + h, urx, ury + h, llx, lly - h, lrx, lry - h];
}

export interface Redacted {
  bytes: Uint8Array;
  /** How many places each text was removed from (0: the letter does not show it). */
  hits: Record<string, number>;
}

/**
 * Removes every occurrence of each text (MuPDF's search: case-blind, across line wraps) from every page, with the
 * images under it, and saves a compact new file. `terms` longest first, so an address goes before a name inside it.
 */
export async function redactPdf(bytes: Uint8Array, terms: readonly string[]): Promise<Redacted> {
  const mupdf = await mupdfLib();
  const pdf = new mupdf.PDFDocument(bytes);
  const hits: Record<string, number> = Object.fromEntries(terms.map((t) => [t, 0]));
  try {
    for (let i = 0; i < pdf.countPages(); i++) {
      const page = pdf.loadPage(i);
      let marked = false;
      for (const term of terms) {
        for (const quads of page.search(term, 'ignore-case')) {
          const annot = page.createAnnotation('Redact');
          annot.setQuadPoints(quads.map(narrow));
          hits[term] = (hits[term] ?? 0) + 1;
          marked = true;
        }
      }
      if (marked) page.applyRedactions(true, mupdf.PDFPage.REDACT_IMAGE_PIXELS);
    }
    // Garbage collection drops the objects the removed text lived in; metadata keeps no trace of the original.
    pdf.setMetaData('info:Title', 'Salinan tersensor');
    const out = pdf.saveToBuffer('garbage=4,compress,clean').asUint8Array();
    return { bytes: Uint8Array.from(out), hits };
  } finally {
    pdf.destroy();
  }
}
