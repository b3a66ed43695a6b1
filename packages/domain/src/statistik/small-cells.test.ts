import { describe, expect, it } from 'vitest';
import { statistikCsv } from './csv';
import { MIN_CELL_REPORTS, protectSmallCells } from './small-cells';
import { STATISTIK_TABEL } from './tables';

interface Row {
  label: string;
  n: number;
  nilai: number;
}
const row = (label: string, n: number, nilai = n * 100): Row => ({ label, n, nilai });
const rule = {
  counts: (r: Row) => [r.n],
  merge: (rows: readonly Row[]) =>
    row(
      'Lainnya',
      rows.reduce((s, r) => s + r.n, 0),
      rows.reduce((s, r) => s + r.nilai, 0),
    ),
};

describe('protectSmallCells', () => {
  it('publishes nothing resting on fewer than 5 reports', () => {
    expect(MIN_CELL_REPORTS).toBe(5);
  });

  it('leaves a table whose every row rests on 5 or more reports as it is', () => {
    const rows = [row('A', 5), row('B', 120), row('C', 0)];
    expect(protectSmallCells(rows, rule)).toEqual({ rows, lainnya: null, disamarkan: 0 });
  });

  it('merges the small rows, with their sums, into one "Lainnya" row that rests on 5 or more', () => {
    const out = protectSmallCells([row('A', 50), row('B', 3, 7), row('C', 40), row('D', 4, 9)], rule);
    expect(out.rows.map((r) => r.label)).toEqual(['A', 'C']);
    expect(out.lainnya).toEqual({ label: 'Lainnya', n: 7, nilai: 16 });
    expect(out.disamarkan).toBe(2);
  });

  it('pulls the smallest shown rows into a residual too small to show, so it cannot be subtracted back out', () => {
    const out = protectSmallCells([row('A', 50), row('B', 2), row('C', 6), row('D', 9)], rule);
    expect(out.rows.map((r) => r.label)).toEqual(['A', 'D']);
    expect(out.lainnya?.n).toBe(8);
    expect(out.disamarkan).toBe(2);
  });

  it('hides the whole table when even everything together rests on fewer than 5 reports', () => {
    expect(protectSmallCells([row('A', 1), row('B', 2)], rule)).toEqual({
      rows: [],
      lainnya: null,
      disamarkan: 2,
    });
  });

  it('treats a row as small when any of its counts is 1 to 4, and checks the merged row the same way', () => {
    const split = {
      counts: (r: { n: number; negara: number }) => [r.n, r.negara, r.n - r.negara],
      merge: (rows: readonly { n: number; negara: number }[]) => ({
        n: rows.reduce((s, r) => s + r.n, 0),
        negara: rows.reduce((s, r) => s + r.negara, 0),
      }),
    };
    // 2021: 10 decided, only 2 ruled the state's — a figure about 2 people.
    const out = protectSmallCells(
      [
        { n: 10, negara: 2 },
        { n: 30, negara: 12 },
        { n: 20, negara: 20 },
      ],
      split,
    );
    // Merged alone it would still rest on 2: the smallest shown row (20 decided) joins it.
    expect(out.rows).toEqual([{ n: 30, negara: 12 }]);
    expect(out.lainnya).toEqual({ n: 30, negara: 22 });
  });

  it('honours another threshold', () => {
    expect(protectSmallCells([row('A', 8), row('B', 20)], { ...rule, min: 10 }).rows).toEqual([]);
  });
});

describe('statistikCsv', () => {
  it('writes the header, plain figures, empty cells for hidden ones and quotes where needed', () => {
    const csv = statistikCsv(STATISTIK_TABEL['keputusan-per-tahun'], [
      {
        kunci: '2024',
        label: '2024',
        lainnya: false,
        nilai: {
          diputus: 12,
          milik_negara: 6,
          milik_penerima: 6,
          persen_milik_negara: 50,
          nilai_milik_negara: '1500000.00',
        },
      },
      { kunci: 'lainnya', label: 'Lainnya, "digabung"', lainnya: true, nilai: { diputus: 7 } },
    ]);
    expect(csv).toBe(
      '\uFEFFTahun SK,Laporan diputus,Ditetapkan milik negara,Seluruhnya milik penerima,Persentase milik negara,' +
        'Nilai ditetapkan milik negara dibulatkan ke juta (Rp)\r\n2024,12,6,6,50.00,1500000.00\r\n"Lainnya, ""digabung""",7,,,,\r\n',
    );
  });
});
