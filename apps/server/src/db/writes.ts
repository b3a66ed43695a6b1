import { is, Param, Placeholder, type Query, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { keepShape, placeholders } from './statements';

/**
 * Binds a value as a placeholder of a shaped part (`Writes.add` with `shape`): the SQL carries `$n`, the value goes
 * aside. The names bound, in order, are part of the part's shape, so a part built differently binds different names
 * (a filter on the team rather than the member: `tim`, not `user`).
 */
export interface Bind {
  <T>(name: string, value: T): T;
  /** Every defined value of a row (an insert's values, an update's set) bound under `prefix` + its column key. */
  row<R extends Record<string, unknown>>(prefix: string, row: R): R;
}

interface Part {
  name: string;
  query: SQLWrapper;
  /** Shaped parts: their shape key (label and names bound) and their values. */
  shape?: string;
  values?: Record<string, unknown>;
}

/**
 * Rendered statements by the shapes of their parts, as `reusableStatement` keeps list statements, each with the name
 * it is prepared under on PostgreSQL: a connection parses and plans a shape once, and every later flush of it only
 * binds and executes (for a decision's statement of eight parts, about a third of the database's work).
 */
const rendered = new Map<string, { query: Query; name: string }>();
let named = 0;
const dialect = new PgDialect();

/** A part's binder: `placeholders` with the part's name before each name, and `row` for a row's every value. */
function binder(part: string): { bind: Bind; values: Record<string, unknown>; names: string[] } {
  const { bind: one, values, names } = placeholders(`${part}.`);
  const bind = Object.assign(one, {
    row: <R extends Record<string, unknown>>(prefix: string, row: R): R => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        // An SQL expression (version + 1) is part of the shape's text; undefined leaves the column out.
        if (value === undefined || is(value, SQL) || is(value, Param)) out[key] = value;
        else out[key] = one(`${prefix}${key}`, value);
      }
      return out as R;
    },
  }) as Bind;
  return { bind, values, names };
}

/**
 * Writes that belong to one change (a decision's event, history, audit and notices), sent to the database as one
 * statement of data-modifying CTEs: one round trip instead of one each, which is most of a write's cost on a busy
 * machine. PostgreSQL runs every part to completion whether or not the final query reads it, and all parts see the
 * snapshot the statement started with — so no part may read what another part writes, except through the name
 * `add` returns (its RETURNING rows), and no two parts may change the same row.
 *
 * A part added with a `shape` is built on placeholders: when every part of a flush is shaped, the statement is
 * rendered once per combination of shapes and each flush after that only binds values (a decision's statement is
 * the same for every report taking the same step).
 */
export class Writes {
  private readonly parts: Part[] = [];
  private readonly idParts: string[] = [];

  /**
   * Queues a write (an insert or update built with the transaction, not awaited: a query builder runs when awaited)
   * or a select later parts read. `ids`: its RETURNING has an `id` column whose values `flush` answers (outbox ids).
   * `shape`: `query` is a function building the part on the placeholders it binds; `shape` names what it builds.
   * Returns the part's name, for later parts to read its rows (`select … from ${name}`).
   */
  add(query: SQLWrapper, opts?: { ids?: boolean }): SQL;
  add(query: (bind: Bind) => SQLWrapper, opts: { ids?: boolean; shape: string }): SQL;
  add(query: SQLWrapper | ((bind: Bind) => SQLWrapper), opts: { ids?: boolean; shape?: string } = {}): SQL {
    const name = `w${this.parts.length}`;
    if (typeof query === 'function') {
      const { bind, values, names } = binder(name);
      const built = query(bind);
      this.parts.push({ name, query: built, shape: `${opts.shape}(${names.join(',')})`, values });
    } else {
      this.parts.push({ name, query });
    }
    if (opts.ids) this.idParts.push(name);
    return sql`${sql.identifier(name)}`;
  }

  get size(): number {
    return this.parts.length;
  }

  /** Runs the queued parts as one statement in `tx`; answers the ids the `ids` parts returned. Empties the batch. */
  async flush(tx: Db): Promise<number[]> {
    if (this.parts.length === 0) return [];
    const parts = this.parts.splice(0);
    const idParts = this.idParts.splice(0);
    const shaped = parts.every((p) => p.shape !== undefined);
    const key = shaped ? `${parts.map((p) => p.shape).join(';')}|${idParts.join(',')}` : null;
    let shape = key === null ? undefined : rendered.get(key);
    if (!shape) {
      const query = dialect.sqlToQuery(statementOf(parts, idParts));
      // Names are never reused in a process; an unshaped batch is rendered and planned each time (unnamed).
      shape = { query, name: '' };
      if (key !== null) {
        named += 1;
        shape = keepShape(rendered, key, { query: checked(key, query), name: `writes_${named}` });
      }
    }
    const { query, name } = shape;
    const values = Object.assign({}, ...parts.map((p) => p.values ?? {}));
    // The same call drizzle's own `execute` makes, with the rendered text, its name and the bound values.
    const result = (await tx._.session
      .prepareQuery(
        { sql: query.sql, params: fill(query.params, values) },
        undefined,
        name || undefined,
        false,
      )
      .execute()) as { rows: { id: unknown }[] };
    return result.rows.map((r) => Number(r.id));
  }
}

function statementOf(parts: Part[], idParts: string[]): SQL {
  const ctes = sql.join(
    // getSQL: a query builder's own SQL, without the parentheses drizzle puts around an embedded one.
    parts.map((p) => sql`${sql.identifier(p.name)} as (${p.query.getSQL()})`),
    sql`, `,
  );
  const final = idParts.length
    ? sql.join(
        idParts.map((n) => sql`select id::bigint as id from ${sql.identifier(n)}`),
        sql` union all `,
      )
    : sql`select null::bigint as id where false`;
  return sql`with ${ctes} ${final}`;
}

/**
 * A statement kept for its shape may carry no value of its own: a value not bound would be sent again with every
 * later flush of the same shape. Fails the first flush of a wrongly built part (in tests) instead.
 */
function checked(key: string, query: Query): Query {
  const fixed = query.params.find((p) => !is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)));
  if (fixed !== undefined) throw new Error(`a shaped write carries an unbound value (${key})`);
  return query;
}

/** drizzle's fillPlaceholders, except that null stays SQL NULL (not a JSON 'null', not a date's toISOString). */
function fill(params: unknown[], values: Record<string, unknown>): unknown[] {
  return params.map((p) => {
    if (is(p, Placeholder)) return values[p.name] ?? null;
    if (is(p, Param) && is(p.value, Placeholder)) {
      const value = values[p.value.name];
      return value === null || value === undefined ? null : p.encoder.mapToDriverValue(value);
    }
    return p;
  });
}
