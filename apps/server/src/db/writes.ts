import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Writes that belong to one change (a decision's event, history, audit and notices), sent to the database as one
 * statement of data-modifying CTEs: one round trip instead of one each, which is most of a write's cost on a busy
 * machine. PostgreSQL runs every part to completion whether or not the final query reads it, and all parts see the
 * snapshot the statement started with — so no part may read what another part writes, except through the name
 * `add` returns (its RETURNING rows), and no two parts may change the same row.
 */
export class Writes {
  private readonly parts: { name: string; query: SQLWrapper }[] = [];
  private readonly idParts: string[] = [];

  /**
   * Queues a write (an insert or update built with the transaction, not awaited: a query builder runs when awaited)
   * or a select later parts read. `ids`: its RETURNING has an `id` column whose values `flush` answers (outbox ids).
   * Returns the part's name, for later parts to read its rows (`select … from ${name}`).
   */
  add(query: SQLWrapper, opts: { ids?: boolean } = {}): SQL {
    const name = `w${this.parts.length}`;
    this.parts.push({ name, query });
    if (opts.ids) this.idParts.push(name);
    return sql`${sql.identifier(name)}`;
  }

  get size(): number {
    return this.parts.length;
  }

  /** Runs the queued parts as one statement in `tx`; answers the ids the `ids` parts returned. Empties the batch. */
  async flush(tx: Db): Promise<number[]> {
    if (this.parts.length === 0) return [];
    const ctes = sql.join(
      // getSQL: a query builder's own SQL, without the parentheses drizzle puts around an embedded one.
      this.parts.map((p) => sql`${sql.identifier(p.name)} as (${p.query.getSQL()})`),
      sql`, `,
    );
    const final = this.idParts.length
      ? sql.join(
          this.idParts.map((n) => sql`select id::bigint as id from ${sql.identifier(n)}`),
          sql` union all `,
        )
      : sql`select null::bigint as id where false`;
    this.parts.length = 0;
    this.idParts.length = 0;
    const result = (await tx.execute(sql`with ${ctes} ${final}`)) as unknown as { rows: { id: unknown }[] };
    return result.rows.map((r) => Number(r.id));
  }
}
