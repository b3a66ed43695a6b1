import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ReportColumn, ReportQuery } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { excelLib } from '../../platform/excel';
import type { RedFlagAturan } from './definitions/types';
import { reportFilters, reportRowsSql, shownRow } from './engine';
import type { RegisteredReport } from './registry';
import type { ReportCaller } from './scope';

/** Rows fetched from the cursor at a time: memory stays the same for ten rows or a million. */
const CHUNK = 2_000;

const NUM_FMT: Partial<Record<ReportColumn['format'], string>> = {
  rupiah: '"Rp"#,##0.00',
  percent: '0.00"%"',
  int: '#,##0',
  decimal: '0.00',
  date: 'dd-mm-yyyy',
};

function cellValue(v: string | number | null, col: ReportColumn): string | number | Date | null {
  if (v === null) return null;
  if (col.format === 'text') return String(v);
  if (col.format === 'date') {
    const d = new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? String(v) : d;
  }
  const n = Number(v);
  return Number.isFinite(n) ? n : String(v);
}

/**
 * Writes the whole filtered set of a report as an .xlsx to `out` (issue 14 §1): a server-side cursor feeds the
 * streaming WorkbookWriter chunk by chunk, each row committed as it is written, waiting whenever the client reads
 * slower than the database answers. The last row holds the totals of the columns that have one.
 */
export async function writeReportXlsx(
  db: Db,
  reg: RegisteredReport,
  caller: ReportCaller,
  q: Partial<ReportQuery>,
  totals: Record<string, string | number | null>,
  out: Writable,
  aturan: RedFlagAturan,
): Promise<number> {
  const f = reportFilters(reg, q);
  const cols = reg.meta.columns;
  const ExcelJS = await excelLib();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Gratifikasi Online';
  const ws = wb.addWorksheet(reg.meta.title.slice(0, 31));
  ws.columns = cols.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.format === 'text' ? 30 : 18,
    style: NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let written = 0;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`declare report_export no scroll cursor for ${reportRowsSql(reg, caller, f, q, aturan)}`,
    );
    for (;;) {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw(`fetch forward ${CHUNK} from report_export`)),
      );
      for (const raw of rows) {
        const row = shownRow(raw);
        ws.addRow(cols.map((c) => cellValue(row[c.key] ?? null, c))).commit();
        written++;
      }
      if (out.writableNeedDrain) await once(out, 'drain');
      if (rows.length < CHUNK) break;
    }
    await tx.execute(sql`close report_export`);
  });
  if (cols.some((c) => c.total)) {
    const last = ws.addRow(
      cols.map((c, i) => (c.total ? cellValue(totals[c.key] ?? null, c) : i === 0 ? 'Total' : null)),
    );
    last.font = { bold: true };
    last.commit();
  }
  ws.commit();
  await wb.commit();
  return written;
}
