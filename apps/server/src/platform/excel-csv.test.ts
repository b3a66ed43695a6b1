import { describe, expect, it } from 'vitest';
import { readCsv } from './excel';

describe('readCsv', () => {
  it('reads a comma file with a BOM, CRLF line ends, quoted fields and doubled quotes', () => {
    const text = '\uFEFFkode,nama,jumlah\r\nA,"Badan ""Uji"", Pusat",12\r\n\r\nB,Biasa,3';
    expect(readCsv(Buffer.from(text))).toEqual({
      headers: ['kode', 'nama', 'jumlah'],
      rows: [
        { rowNumber: 2, cells: ['A', 'Badan "Uji", Pusat', '12'] },
        { rowNumber: 4, cells: ['B', 'Biasa', '3'] },
      ],
    });
  });

  it('takes semicolons when the header row uses them (a spreadsheet saved in the Indonesian locale)', () => {
    const { headers, rows } = readCsv(Buffer.from('kode;jumlah\nA;1.200\nB\n'));
    expect(headers).toEqual(['kode', 'jumlah']);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['A', '1.200'] },
      { rowNumber: 3, cells: ['B', null] },
    ]);
  });
});
