import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { audit_chain_checks, audit_chain_heads } from '../db/schema';

/** The hash before a chain's first row (the migration's heads start there). */
export const AUDIT_GENESIS = '0'.repeat(64);

export type ChainCheckStatus = 'running' | 'intact' | 'broken' | 'failed';

/** What one chain's walk found: its rows, and the first place it does not hold (null: it holds). */
interface ChainFinding {
  rows: number;
  broken: { id: number | null; message: string } | null;
}

interface BrokenRow {
  id: number;
  chain_seq: number;
  altered: boolean;
  prev_ok: boolean;
  expected_seq: number;
}

/**
 * Walks one chain in its order, recomputing each row's hash from the stored previous hash and the row's content
 * (`audit_row_hash`, the trigger's own function) and checking that each row links to the one before it with no
 * place missing; then that the head names the last row (a deleted tail).
 */
async function walkChain(db: Db, chain: number): Promise<ChainFinding> {
  // One statement, one snapshot: the head and the rows as of the same moment (a row and its head change together).
  const [r] = rowsOf<
    BrokenRow & {
      n: number;
      last_seq: number | null;
      last_hash: string | null;
      head_seq: number;
      head_hash: string;
    }
  >(
    await db.execute(sql`
    WITH c AS (
      SELECT a.id, a.chain_seq, a.hash,
        a.hash IS DISTINCT FROM audit_row_hash(a.prev_hash, a) AS altered,
        a.prev_hash IS NOT DISTINCT FROM coalesce(lag(a.hash) OVER w, ${AUDIT_GENESIS}) AS prev_ok,
        coalesce(lag(a.chain_seq) OVER w, 0) + 1 AS expected_seq
      FROM audit_logs a WHERE a.chain = ${chain}
      WINDOW w AS (ORDER BY a.chain_seq)
    ),
    first_broken AS (
      SELECT id, chain_seq, altered, prev_ok, expected_seq FROM c
      WHERE altered OR NOT prev_ok OR chain_seq <> expected_seq
      ORDER BY chain_seq LIMIT 1
    ),
    last_row AS (SELECT chain_seq, hash FROM c ORDER BY chain_seq DESC LIMIT 1)
    SELECT (SELECT count(*) FROM c)::int AS n,
      (SELECT chain_seq FROM last_row) AS last_seq, (SELECT hash FROM last_row) AS last_hash,
      h.seq AS head_seq, h.hash AS head_hash,
      b.id, b.chain_seq, b.altered, b.prev_ok, b.expected_seq
    FROM audit_chain_heads h LEFT JOIN first_broken b ON true WHERE h.chain = ${chain}`),
  );
  if (!r) throw new Error(`audit chain ${chain} has no head`);
  const n = Number(r.n);
  if (r.id !== null && r.id !== undefined) {
    const id = Number(r.id);
    const gap = Number(r.chain_seq) - Number(r.expected_seq);
    let message: string;
    if (gap > 0) message = `${gap} baris rantai ${chain} sebelum baris #${id} hilang (dihapus)`;
    else if (r.altered) message = `Baris #${id} diubah: isinya tidak cocok dengan hash-nya`;
    else
      message = `Baris #${id} tidak tersambung ke baris sebelumnya di rantai ${chain} (baris itu diubah atau dihapus)`;
    return { rows: n, broken: { id, message } };
  }
  const lastSeq = r.last_seq === null ? 0 : Number(r.last_seq);
  const lastHash = r.last_hash ?? AUDIT_GENESIS;
  const headSeq = Number(r.head_seq);
  if (lastSeq !== headSeq || lastHash !== r.head_hash) {
    return {
      rows: n,
      broken: {
        id: null,
        message: `Ujung rantai ${chain} hilang: rantai tercatat sampai urutan ${headSeq}, tabel hanya sampai ${lastSeq}`,
      },
    };
  }
  return { rows: n, broken: null };
}

export interface ChainCheckResult {
  status: 'intact' | 'broken';
  chains: number;
  rows_checked: number;
  rows_unchained: number;
  /** The first broken row (lowest id among the chains' first breaks); null when intact or a tail is missing. */
  broken_id: number | null;
  message: string;
}

/**
 * Verifies every chain (one statement per chain; `onChain` after each, for progress) and names the first place it
 * does not hold: the broken row with the lowest id, or a chain whose tail is gone.
 */
export async function verifyAuditChain(
  db: Db,
  onChain?: (done: number, total: number, rows: number) => Promise<void>,
): Promise<ChainCheckResult> {
  const heads = await db
    .select({ chain: audit_chain_heads.chain })
    .from(audit_chain_heads)
    .orderBy(audit_chain_heads.chain);
  const [unchained] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM audit_logs WHERE chain IS NULL`),
  );
  let rowsChecked = 0;
  const breaks: { id: number | null; message: string }[] = [];
  for (const [i, head] of heads.entries()) {
    const finding = await walkChain(db, head.chain);
    rowsChecked += finding.rows;
    if (finding.broken) breaks.push(finding.broken);
    await onChain?.(i + 1, heads.length, rowsChecked);
  }
  breaks.sort((a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
  const first = breaks[0];
  return {
    status: first ? 'broken' : 'intact',
    chains: heads.length,
    rows_checked: rowsChecked,
    rows_unchained: Number(unchained?.n ?? 0),
    broken_id: first?.id ?? null,
    message: first
      ? breaks.length > 1
        ? `${first.message} (dan ${breaks.length - 1} rantai lain rusak)`
        : first.message
      : `Rantai utuh: ${rowsChecked} baris di ${heads.length} rantai`,
  };
}

/** Runs one recorded check: its row shows progress while it runs and the finding when done. */
export async function runChainCheck(db: Db, checkId: number): Promise<ChainCheckResult> {
  try {
    const result = await verifyAuditChain(db, async (done, total, rows) => {
      await db
        .update(audit_chain_checks)
        .set({ chains_done: done, chains_total: total, rows_checked: rows })
        .where(eq(audit_chain_checks.id, checkId));
    });
    await db
      .update(audit_chain_checks)
      .set({
        status: result.status,
        rows_checked: result.rows_checked,
        rows_unchained: result.rows_unchained,
        broken_id: result.broken_id,
        message: result.message,
        finished_at: new Date(),
      })
      .where(eq(audit_chain_checks.id, checkId));
    return result;
  } catch (err) {
    await db
      .update(audit_chain_checks)
      .set({ status: 'failed', message: 'Pemeriksaan gagal; lihat log server', finished_at: new Date() })
      .where(eq(audit_chain_checks.id, checkId));
    throw err;
  }
}

/** Records a new check (running) and answers its id. */
export async function startChainCheck(db: Db, requestedBy: number | null): Promise<number> {
  const [row] = await db
    .insert(audit_chain_checks)
    .values({ status: 'running', requested_by: requestedBy })
    .returning({ id: audit_chain_checks.id });
  return row!.id;
}

/** The latest checks, newest first. */
export function latestChainChecks(db: Db, limit = 10) {
  return db.select().from(audit_chain_checks).orderBy(desc(audit_chain_checks.id)).limit(limit);
}
