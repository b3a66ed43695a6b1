import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows of `table` in one statement: the rows travel as one JSON parameter, unpacked by
 * jsonb_populate_recordset against the table's own row type (the seed's way, db/seed/reference/insert.ts), so a
 * chunk of a thousand reports costs one JSON.stringify instead of tens of thousands of bound values. The columns
 * are the first row's keys (every row has the same); the others take their defaults.
 */
export async function insertJsonRows(
  db: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  if (!NAME.test(table) || !columns.every((c) => NAME.test(c)))
    throw new Error(`bulk insert into ${table}: bad name`);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await db.execute(
    sql`${sql.raw(`insert into "${table}" (${list}) select ${list} from jsonb_populate_recordset(null::"${table}", `)}${JSON.stringify(rows)}${sql.raw('::jsonb)')}`,
  );
}
