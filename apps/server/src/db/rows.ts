/** The rows of a raw `db.execute` result (both drivers answer `{ rows }`), typed by the caller. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('Query returned no rows array');
  return rows as T[];
}
