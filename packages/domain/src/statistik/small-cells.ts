/** The smallest number of reports a published figure may rest on (issue 13 §3): fewer could point to a person. */
export const MIN_CELL_REPORTS = 5;

/** How a table's rows are protected: which report counts each row rests on, and how rows merge. */
export interface SmallCellRule<T> {
  /** Every report count a row publishes (e.g. decided, ruled the state's, ruled the recipient's). */
  counts: (row: T) => readonly number[];
  /** The residual row ("Lainnya") holding the given rows' counts and sums. */
  merge: (rows: readonly T[]) => T;
  /** Default MIN_CELL_REPORTS. */
  min?: number;
}

/** A table after protection: the rows shown as they are, the residual row, and how many rows it hides. */
export interface ProtectedCells<T> {
  rows: T[];
  /** The merged small rows, or null when nothing is merged (or the residual itself could not be shown). */
  lainnya: T | null;
  /** Rows not shown on their own (merged into `lainnya`, or hidden with it). */
  disamarkan: number;
}

const isSmall = (counts: readonly number[], min: number) => counts.some((n) => n > 0 && n < min);

/**
 * Merges every row resting on 1 to min−1 reports (in any of its counts) into one residual row. A residual that is
 * itself small would let a reader subtract it back out of the total, so the smallest shown rows join it until it
 * rests on at least min reports; if even everything together is too small, nothing is shown.
 */
export function protectSmallCells<T>(rows: readonly T[], rule: SmallCellRule<T>): ProtectedCells<T> {
  const min = rule.min ?? MIN_CELL_REPORTS;
  const size = (row: T) => rule.counts(row)[0] ?? 0;
  const shown = rows.filter((row) => !isSmall(rule.counts(row), min));
  const merged = rows.filter((row) => isSmall(rule.counts(row), min));
  if (merged.length === 0) return { rows: [...rows], lainnya: null, disamarkan: 0 };
  // The smallest shown rows go first; ties keep the order they came in.
  const candidates = shown
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => size(row) > 0)
    .sort((a, b) => size(a.row) - size(b.row) || a.i - b.i);
  let lainnya = rule.merge(merged);
  while (isSmall(rule.counts(lainnya), min)) {
    const next = candidates.shift();
    if (!next) return { rows: [], lainnya: null, disamarkan: rows.length };
    merged.push(next.row);
    lainnya = rule.merge(merged);
  }
  const taken = new Set(merged);
  return { rows: rows.filter((row) => !taken.has(row)), lainnya, disamarkan: merged.length };
}
