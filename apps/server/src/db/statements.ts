import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Reusable statements for queries whose shape varies (lists with optional filters). A shape — which filters are
 * present, how many statuses, which sort — is built and rendered once per process; every call after that only binds
 * values. A `planned` statement is also a named PostgreSQL prepared statement, so each connection plans it once:
 * right for shapes whose best plan does not depend on the values (scope + status, paged by id). A shape whose plan
 * does (a text search: common word or rare one) stays unnamed and is planned on every call with its values.
 */
const MAX_SHAPES_PER_DB = 500;
const byDb = new WeakMap<Db, Map<string, unknown>>();
let sequence = 0;

/** Keeps `value` under `key` in a store of rendered shapes, dropping the oldest beyond 500 (every shape cache here). */
export function keepShape<T>(shapes: Map<string, T>, key: string, value: T): T {
  if (shapes.size >= MAX_SHAPES_PER_DB) {
    const oldest = shapes.keys().next().value;
    if (oldest !== undefined) shapes.delete(oldest);
  }
  shapes.set(key, value);
  return value;
}

export function reusableStatement<T>(db: Db, key: string, planned: boolean, build: (name: string) => T): T {
  let shapes = byDb.get(db);
  if (!shapes) {
    shapes = new Map();
    byDb.set(db, shapes);
  }
  const fullKey = `${planned ? 'p' : 'u'}|${key}`;
  const hit = shapes.get(fullKey);
  if (hit) return hit as T;
  // Names are never reused in a process (a connection keeps every statement it has prepared under its name);
  // '' is node-postgres's unnamed statement.
  sequence += 1;
  return keepShape(shapes, fullKey, build(planned ? `stmt_${sequence}` : '')) as T;
}

/**
 * A page size written into the SQL: PostgreSQL costs a LIMIT or OFFSET it cannot see as a tenth of the table, so a
 * page statement with either as a parameter never gets a reusable (generic) plan. drizzle renders an SQL object given
 * as the limit as it is; its type admits a number or a placeholder.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid page size ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * Collects the values of a query built with placeholders. `bind(name, value)` puts a placeholder in the SQL and the
 * value aside; the names bound, in order, are part of the shape's key (a filter present or absent changes the SQL).
 * `inline()` binds values directly, for queries built once and run once.
 */
export interface Binder {
  bind: <T>(name: string, value: T) => T;
  values: Record<string, unknown>;
  names: string[];
}

/** `prefix` keeps the names of several binders of one statement apart (the parts of a batch of writes). */
export function placeholders(prefix = ''): Binder {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  return {
    values,
    names,
    bind: <T>(name: string, value: T): T => {
      const full = `${prefix}${name}`;
      if (full in values) throw new Error(`placeholder ${full} bound twice`);
      values[full] = value;
      names.push(name);
      // A Placeholder stands where the value would; drizzle's operators accept either.
      return sql.placeholder(full) as Placeholder as unknown as T;
    },
  };
}

export function inline(): Binder {
  return { values: {}, names: [], bind: <T>(_name: string, value: T): T => value };
}

/** What a prepared select keeps of its rendering (drizzle's own fields; not part of its typed surface). */
interface RenderedSelect {
  query: Query;
  fields: unknown;
  joinsNotNullableMap: unknown;
}

const selects = new Map<string, RenderedSelect & { name: string }>();

/**
 * A select rendered once per shape and run on the connection of the transaction given — the lock a decision starts
 * with. A `reusableStatement` is prepared on the pool; a transaction's statement must run on the transaction's own
 * connection, so this keeps the rendering (text, placeholders, result fields and a name) and prepares it on the
 * caller's session each time, as drizzle does for every query; the connection itself parses a name once. `key`: the shape, as for `reusableStatement`; `build` is called on the
 * first use of a shape only, with the transaction.
 */
export function transactionStatement<T>(
  tx: Db,
  key: string,
  build: () => { prepare: (name: string) => unknown },
): { execute: (values: Record<string, unknown>) => Promise<T[]> } {
  let hit = selects.get(key);
  if (!hit) {
    const { query, fields, joinsNotNullableMap } = build().prepare('') as RenderedSelect;
    sequence += 1;
    hit = keepShape(selects, key, { query, fields, joinsNotNullableMap, name: `tx_${sequence}` });
  }
  // Named: each connection parses and plans the shape once (a decision's lock: a primary-key lookup, whatever the
  // values).
  const prepared = tx._.session.prepareQuery(
    hit.query,
    hit.fields as Parameters<typeof tx._.session.prepareQuery>[1],
    hit.name,
    true,
  );
  (prepared as unknown as RenderedSelect).joinsNotNullableMap = hit.joinsNotNullableMap;
  return prepared as unknown as { execute: (values: Record<string, unknown>) => Promise<T[]> };
}
