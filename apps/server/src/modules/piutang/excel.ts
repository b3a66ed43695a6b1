import type { FastifyReply } from 'fastify';
import { type CellValue, writeWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel';

/** Rows of a receivables screen as an Excel file (the same query as the screen, the whole filter up to the cap). */
export async function sendXlsx(
  reply: FastifyReply,
  name: string,
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
) {
  const bytes = await writeWorkbook(name, headers, rows);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** The most rows one export carries. */
export const EXPORT_CAP = 10_000;

/** A decimal string as an Excel number (exact to the sen for amounts below 2^53 sen). */
export const num = (v: string | null | undefined): number | null => (v == null ? null : Number(v));
