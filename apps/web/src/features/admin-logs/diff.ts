/** A top-level key of a before/after pair and whether its value changed. */
export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Key-by-key comparison of two audit snapshots; non-object values compare as one row named 'nilai'. */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  if (!isObject(before) && !isObject(after)) {
    return [{ key: 'nilai', before, after, changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => ({
    key,
    before: b[key],
    after: a[key],
    changed: JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  }));
}

export const showJson = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v, null, 2));
