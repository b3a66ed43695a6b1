import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { SAMPLE_LETTER_DATA } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/text';
import { htmlToBlocks } from './blocks';
import { checkTemplate, fillTemplate, liftRowTags } from './engine';
import { renderLetterDocx, renderLetterPdf } from './render';

/** Issue 11 §1: letters are made from templates that staff edit — Liquid in the rich-text editor's HTML. */
const SK = `<h1 style="text-align: center">KEPUTUSAN</h1>
<p style="text-align: center">Nomor: {{ surat.nomor }}</p>
<p>Menetapkan status kepemilikan gratifikasi yang dilaporkan oleh <strong>{{ pelapor.nama }}</strong>
({{ pelapor.jabatan }}, {{ pelapor.instansi }}) dengan nomor laporan {{ laporan.nomor }} tanggal
{{ laporan.tanggal_lapor | tanggal }}, senilai {{ laporan.total_nilai | rupiah }}
(<em>{{ laporan.total_nilai | terbilang_rupiah }}</em>), sebagai berikut:</p>
<table><tbody>
<tr><th><p>No</p></th><th><p>Uraian</p></th><th><p>Nilai</p></th><th><p>Keputusan</p></th></tr>
<tr><td><p>{% for r in rincian %}{{ r.no }}</p></td><td><p>{{ r.uraian }}</p></td><td><p>{{ r.nilai | rupiah }}</p></td><td><p>{{ r.keputusan }}{% endfor %}</p></td></tr>
</tbody></table>
<ol><li><p>Barang milik negara diserahkan dalam 7 hari kerja.</p></li><li><p>Salinan disampaikan kepada pelapor.</p></li></ol>
<p style="text-align: right">{{ penerbit.kota }}, {{ surat.tanggal | tanggal }}</p>
<p style="text-align: right">{{ penandatangan.jabatan }}<br><br><br><u>{{ penandatangan.nama }}</u><br>NIP {{ penandatangan.nip }}</p>`;

describe('letter templates', () => {
  it('accepts a sound template and names the line and column of an unknown placeholder or filter', async () => {
    expect(await checkTemplate(SK)).toEqual([]);
    expect(await checkTemplate('<p>Yth.</p>\n<p>{{ pelapor.nama_lengkap }}</p>')).toEqual([
      { line: 2, col: 7, message: 'Isian tidak dikenal: pelapor.nama_lengkap' },
    ]);
    expect(await checkTemplate('<p>{{ laporan.total_nilai | rupiahh }}</p>')).toEqual([
      { line: 1, col: 4, message: 'Filter tidak dikenal: rupiahh' },
    ]);
    const [broken] = await checkTemplate('<p>{% for r in rincian %}{{ r.uraian }}</p>');
    expect(broken?.message).toMatch(/tidak ditutup/);
    // Names inside a loop are checked too (the sample's lists are not empty).
    expect((await checkTemplate('{% for r in rincian %}{{ r.harga }}{% endfor %}'))[0]?.message).toBe(
      'Isian tidak dikenal: r.harga',
    );
  });

  it('repeats a table row for each item when its first and last cells carry the loop', async () => {
    expect(
      liftRowTags(
        '<tr><td><p>{% for r in rincian %}{{ r.no }}</p></td><td><p>{{ r.uraian }}{% endfor %}</p></td></tr>',
      ),
    ).toBe(
      '{% for r in rincian %}<tr><td><p>{{ r.no }}</p></td><td><p>{{ r.uraian }}</p></td></tr>{% endfor %}',
    );
    const blocks = htmlToBlocks(await fillTemplate(SK, SAMPLE_LETTER_DATA));
    const table = blocks.find((b) => b.type === 'table');
    expect(table).toEqual({
      type: 'table',
      header: true,
      rows: [
        ['No', 'Uraian', 'Nilai', 'Keputusan'],
        ['1', 'Jam tangan', 'Rp1.500.000,00', 'Milik Negara'],
        ['2', 'Uang tunai', 'Rp1.000.000,00', 'Milik Penerima'],
      ],
    });
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1, align: 'center' });
    expect(blocks.find((b) => b.type === 'list')).toMatchObject({ ordered: true });
  });

  it('escapes every value: markup in the data is text on the page, never markup', async () => {
    const data = {
      ...SAMPLE_LETTER_DATA,
      pelapor: { ...SAMPLE_LETTER_DATA.pelapor, nama: '<b>Budi</b> & <script>x</script>' },
    };
    const html = await fillTemplate('<p>{{ pelapor.nama }}</p>', data);
    expect(html).toBe('<p>&lt;b&gt;Budi&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;</p>');
    expect(htmlToBlocks(html)).toEqual([
      { type: 'paragraph', align: 'left', runs: [{ text: '<b>Budi</b> & <script>x</script>' }] },
    ]);
  });

  it('renders the letter as PDF in Indonesian formats, with its letterhead, page numbers and SHA-256', async () => {
    const letter = await renderLetterPdf(SK, SAMPLE_LETTER_DATA, {
      title: 'Draf SK',
      footer: 'Draf SK 123/GTF.00.02/01-13/11/2026',
      watermark: 'DRAF',
      compress: false,
    });
    expect(letter.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(letter.sha256).toMatch(/^[0-9a-f]{64}$/);
    const text = pdfText(letter.bytes);
    for (const expected of [
      'KOMISI PEMBERANTASAN KORUPSI',
      'Nomor: 123/GTF.00.02/01-13/11/2026',
      'Budi Santoso',
      '2 November 2026',
      'Rp2.500.000,00',
      'dua juta lima ratus ribu rupiah',
      'Jam tangan',
      'Milik Penerima',
      'Jakarta, 25 November 2026',
      'Demo Direktur',
      'Halaman 1 dari 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('has one Liquid: every instance comes from the sandboxed factory of liquid.ts', () => {
    const src = fileURLToPath(new URL('../../../', import.meta.url));
    const makers = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.m?[jt]s$/.test(file) && /new Liquid\s*\(/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(makers).toEqual(['modules/dokumen/template/liquid.ts']);
  });

  it('gives a draft as DOCX from the same template and data', async () => {
    const docx = await renderLetterDocx(SK, SAMPLE_LETTER_DATA, 'Draf SK');
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const xml = zipEntry(docx, 'word/document.xml');
    for (const expected of [
      'KEPUTUSAN',
      'Budi Santoso',
      'Rp2.500.000,00',
      'dua juta lima ratus ribu rupiah',
      'Milik Negara',
    ]) {
      expect(xml).toContain(expected);
    }
  });
});

describe('a checklist in Word', () => {
  it('writes ballot boxes, ticked or not, instead of "[X]" and "[ ]"', async () => {
    const { blocksToDocx } = await import('./docx');
    const docx = await blocksToDocx(htmlToBlocks('<ul><li>[X] Undangan</li><li>[ ] Foto</li></ul>'), 'Uji');
    const xml = zipEntry(docx, 'word/document.xml');
    expect(xml).toContain('\u2612');
    expect(xml).toContain('\u2610');
    expect(xml).not.toContain('[X]');
  });
});

/** One entry of a zip (DOCX) by its local header: enough to read what Word would show. */
function zipEntry(zip: Buffer, name: string): string {
  for (
    let at = zip.indexOf('PK\x03\x04', 0, 'latin1');
    at >= 0;
    at = zip.indexOf('PK\x03\x04', at + 4, 'latin1')
  ) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== name) continue;
    const data = zip.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} not in the zip`);
}
