import { formatDateTime } from '@gratifikasi/domain';
import type { FastifyReply } from 'fastify';
import { type CellValue, writeWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel';

/** Exports stop here: an admin list bigger than this is filtered first. */
export const EXPORT_MAX_ROWS = 10_000;

/** YYYYMMDD of today in Asia/Jakarta, for file names. */
export function jakartaStamp(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

export const exportDate = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** Sends one sheet as `<name>-<YYYYMMDD>.xlsx`. */
export async function sendSheet(
  reply: FastifyReply,
  name: string,
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
) {
  const bytes = await writeWorkbook(name, headers, rows);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}-${jakartaStamp()}.xlsx"`)
    .send(bytes);
}
