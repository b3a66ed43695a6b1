import { type Placeholder, sql } from 'drizzle-orm';
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

export function reusableStatement<T>(db: Db, key: string, planned: boolean, build: (name: string) => T): T {
  let shapes = byDb.get(db);
  if (!shapes) {
    shapes = new Map();
    byDb.set(db, shapes);
  }
  const fullKey = `${planned ? 'p' : 'u'}|${key}`;
  const hit = shapes.get(fullKey);
  if (hit) return hit as T;
  if (shapes.size >= MAX_SHAPES_PER_DB) {
    const oldest = shapes.keys().next().value;
    if (oldest !== undefined) shapes.delete(oldest);
  }
  // Names are never reused in a process (a connection keeps every statement it has prepared under its name);
  // '' is node-postgres's unnamed statement.
  sequence += 1;
  const statement = build(planned ? `stmt_${sequence}` : '');
  shapes.set(fullKey, statement);
  return statement;
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

export function placeholders(): Binder {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  return {
    values,
    names,
    bind: <T>(name: string, value: T): T => {
      if (name in values) throw new Error(`placeholder ${name} bound twice`);
      values[name] = value;
      names.push(name);
      // A Placeholder stands where the value would; drizzle's operators accept either.
      return sql.placeholder(name) as Placeholder as unknown as T;
    },
  };
}

export function inline(): Binder {
  return { values: {}, names: [], bind: <T>(_name: string, value: T): T => value };
}
