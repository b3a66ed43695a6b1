import { inflateSync } from 'node:zlib';
import { type LetterData, SAMPLE_LETTER_DATA } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/text';
import { htmlToBlocks } from './blocks';
import { fillTemplate } from './engine';
import { blocksToPdf } from './pdf';
import { SEED_TEMPLATES } from './seed-templates';

/** The text of each page: pdfkit writes one content stream per page (the footer joins it at the end). */
function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let stream: string;
    try {
      stream = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      stream = pdf.subarray(start, end).toString('latin1');
    }
    pages.push(pdfText(Buffer.from(`stream\n${stream}endstream`, 'latin1')));
    // Past this stream's end: "endstream" itself ends in "stream\n".
    re.lastIndex = end + 'endstream'.length;
  }
  return pages.filter((p) => p.includes('Halaman'));
}

async function formulir(kronologiWords: number): Promise<Buffer> {
  const data: LetterData = structuredClone(SAMPLE_LETTER_DATA);
  data.laporan.kronologi = Array.from({ length: kronologiWords }, (_, i) => `kejadian${i}`).join(' ');
  const html = await fillTemplate(SEED_TEMPLATES.formulir, data);
  return blocksToPdf(htmlToBlocks(html), data, { title: 'Formulir', footer: 'Formulir', compress: true });
}

describe('letter layout', () => {
  it('reads a "[X] … / [ ] …" list as a checklist, its marks out of the text', () => {
    expect(htmlToBlocks('<ul><li>[X] Undangan acara</li><li>[ ] Foto objek</li></ul>')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'Undangan acara' }], [{ text: 'Foto objek' }]],
        checks: [true, false],
      },
    ]);
    // A list with one ordinary item stays a list.
    expect(htmlToBlocks('<ul><li>[X] satu</li><li>dua</li></ul>')[0]).not.toHaveProperty('checks');
  });

  it('draws the formulir checklist with boxes, never "[ ]" or "[X]"', async () => {
    const text = pdfText(await formulir(10));
    expect(text).toContain('Undangan acara');
    expect(text).toContain('Foto objek gratifikasi');
    expect(text).not.toMatch(/\[\s*[xX]?\s*\]/);
  });

  it('never strands a heading at the foot of a page: PERNYATAAN stays with its statement and signature', async () => {
    // Chronologies of every length move the statement down the page, over the page break and beyond.
    for (let words = 0; words <= 200; words += 10) {
      const pages = pageTexts(await formulir(words));
      const page = pages.find((p) => p.includes('PERNYATAAN'));
      expect(page, `${words} kata`).toContain('Dengan ini saya menyatakan');
      expect(page, `${words} kata`).toContain('( Budi Santoso )');
      const kelengkapan = pages.find((p) => p.includes('V. KELENGKAPAN'));
      expect(kelengkapan, `${words} kata`).toContain('Undangan acara');
    }
  }, 120_000);
});
