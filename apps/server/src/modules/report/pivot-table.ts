import {
  PIVOT_DIMENSI,
  PIVOT_UKURAN,
  type PivotDimensi,
  type PivotResult,
  pivotGrid,
} from '@gratifikasi/domain';
import { excelLib } from '../../platform/excel';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The pivot as a workbook: the row labels, one column per column key, the row totals, then the column totals. */
export async function pivotXlsx(result: PivotResult): Promise<Buffer> {
  const grid = pivotGrid(result);
  const ExcelJS = await excelLib();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Gratifikasi Online';
  const ws = wb.addWorksheet('Pivot');
  const rowHeads = result.baris.map((d) => PIVOT_DIMENSI[d as PivotDimensi] ?? d);
  const colHeads = grid.cols.map((c) => c.join(' / '));
  const ukuran = PIVOT_UKURAN[result.ukuran as keyof typeof PIVOT_UKURAN] ?? result.ukuran;
  ws.addRow([
    ...rowHeads,
    ...(colHeads.length ? colHeads : [ukuran]),
    ...(colHeads.length ? ['Total'] : []),
  ]).font = {
    bold: true,
  };
  for (const r of grid.rows) {
    const values = grid.cols.length
      ? [...grid.cols.map((c) => num(grid.value(r, c))), num(grid.rowTotal(r))]
      : [num(grid.rowTotal(r))];
    ws.addRow([...r, ...values]);
  }
  const totals = grid.cols.length
    ? [...grid.cols.map((c) => num(grid.colTotal(c))), num(grid.grand)]
    : [num(grid.grand)];
  ws.addRow(['Total', ...result.baris.slice(1).map(() => null), ...totals]).font = { bold: true };
  const fmt = result.ukuran === 'nilai' ? '"Rp"#,##0.00' : '#,##0';
  for (let i = result.baris.length + 1; i <= ws.columnCount; i++) ws.getColumn(i).numFmt = fmt;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
