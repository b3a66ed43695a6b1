import type { StatistikTabel } from '@gratifikasi/domain';

/** What a chart draws, as plain data: the page builds it, the lazily loaded echarts.ts draws it. */
export interface ChartSpec {
  /** column: categories along x; bar: categories down y (long names); stacked: several series per category. */
  kind: 'column' | 'bar' | 'line' | 'stacked';
  categories: string[];
  series: { name: string; data: number[] }[];
}

const count = (v: string | number | null | undefined) => (typeof v === 'number' ? v : 0);

/**
 * The chart of one table: time as a line or columns, categories as bars, decisions as stacked columns. A month
 * series leaves out each year's merged "Bulan lain" row (it is no month); the other tables keep "Lainnya".
 */
export function chartSpecOf(tabel: StatistikTabel): ChartSpec {
  const rows = tabel.kode === 'laporan-per-bulan' ? tabel.baris.filter((b) => !b.lainnya) : tabel.baris;
  const categories = rows.map((b) => b.label);
  const laporan = [{ name: 'Laporan', data: rows.map((b) => count(b.nilai.laporan)) }];
  switch (tabel.kode) {
    case 'laporan-per-bulan':
      // A line needs a few points to read as one; a month or two are columns.
      return { kind: categories.length >= 3 ? 'line' : 'column', categories, series: laporan };
    case 'laporan-per-tahun':
      return { kind: 'column', categories, series: laporan };
    case 'keputusan-per-tahun':
      return {
        kind: 'stacked',
        categories,
        series: [
          { name: 'Ditetapkan milik negara', data: rows.map((b) => count(b.nilai.milik_negara)) },
          { name: 'Seluruhnya milik penerima', data: rows.map((b) => count(b.nilai.milik_penerima)) },
        ],
      };
    default:
      return { kind: 'bar', categories, series: laporan };
  }
}

/** Pixels a chart needs: bars grow with their categories. */
export function chartHeight(spec: ChartSpec): number {
  return spec.kind === 'bar' ? Math.max(200, spec.categories.length * 30 + 50) : 300;
}
