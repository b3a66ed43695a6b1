import { createHash } from 'node:crypto';
import { type MasterDefinition, type MasterField, masterByKey } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';

import { rowsOf } from '../../rows';

/** One seed row: field name → value; a relation field holds the parent's key (e.g. a province's kode). */
export type SeedRow = Readonly<
  Record<string, string | number | boolean | readonly string[] | null | undefined>
>;

export interface SeedOptions {
  /** The fields that identify a row: a row whose key exists (even soft-deleted) is never inserted again. */
  key?: readonly string[];
  /** Relation field → (parent key → id), for parents not found by their `kode` (workflow task codes). */
  resolve?: Readonly<Record<string, ReadonlyMap<string, number>>>;
}

const PG_TYPE: Record<MasterField['type'], string> = {
  text: 'text',
  textarea: 'text',
  richtext: 'text',
  email: 'text',
  url: 'text',
  color: 'text',
  enum: 'text',
  integer: 'integer',
  relation: 'integer',
  decimal: 'numeric',
  money: 'numeric',
  boolean: 'boolean',
  date: 'date',
  json: 'jsonb',
};

/** The definition of a master, or a thrown error naming the key (a seed for a master that does not exist). */
export function definition(key: string): MasterDefinition {
  const def = masterByKey(key);
  if (!def) throw new Error(`Seed: unknown master ${key}`);
  return def;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of a raw query; both drivers (node-postgres, PGlite) answer `{ rows }`. */
/** id by `kode` of every row of a master (the first row wins when a kode repeats). */
export async function idsByKode(db: Db, key: string): Promise<Map<string, number>> {
  const table = quote(definition(key).table);
  const result = await db.execute(sql.raw(`SELECT id, kode FROM ${table} ORDER BY id DESC`));
  return new Map(rowsOf<{ id: number; kode: string }>(result).map((r) => [r.kode, Number(r.id)]));
}

async function relationIds(db: Db, def: MasterDefinition, rows: readonly SeedRow[], opts: SeedOptions) {
  const maps = new Map<string, ReadonlyMap<string, number>>();
  for (const field of def.fields) {
    if (field.type !== 'relation' || !field.relation) continue;
    if (!rows.some((r) => r[field.name] !== undefined && r[field.name] !== null)) continue;
    maps.set(field.name, opts.resolve?.[field.name] ?? (await idsByKode(db, field.relation.master)));
  }
  return maps;
}

/**
 * Whether the table holds exactly the seed's keys (none added, none missing): then there is nothing to insert
 * and the start skips sending thousands of rows. Only for keys without relations, whose stored value is the
 * seed value itself; the C collation sorts as JavaScript does.
 */
async function alreadySeeded(db: Db, def: MasterDefinition, keyFields: readonly string[], keys: string[]) {
  const relational = keyFields.some((k) => def.fields.find((f) => f.name === k)?.type === 'relation');
  if (relational) return false;
  const joined = keyFields.map((k) => `coalesce(${quote(k)}::text, 'null')`).join(` || chr(31) || `);
  const result = await db.execute(
    sql.raw(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(${joined}, chr(30) ORDER BY ${joined} COLLATE "C"), '')) AS h FROM ${quote(def.table)}`,
    ),
  );
  const [row] = rowsOf<{ n: number; h: string }>(result);
  const hash = createHash('md5').update(keys.sort().join('\u001e')).digest('hex');
  return Number(row?.n) === keys.length && row?.h === hash;
}

/**
 * Inserts the rows of one master in a single statement (rows as one JSON parameter, unpacked by
 * jsonb_to_recordset), skipping every row whose key already exists, so it is safe at every start and never
 * brings back a row an administrator deleted. Missing fields take the definition's default. Returns the count
 * of rows inserted.
 */
export async function seedMaster(
  db: Db,
  key: string,
  rows: readonly SeedRow[],
  opts: SeedOptions = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const def = definition(key);
  const keyFields = opts.key ?? ['kode'];
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const k = keyFields.map((f) => String(row[f])).join('\u001f');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (await alreadySeeded(db, def, keyFields, [...seen])) return 0;
  const maps = await relationIds(db, def, unique, opts);
  const fields = def.fields.filter(
    (f) => rows.some((r) => r[f.name] !== undefined) || f.default !== undefined,
  );
  const records = unique.map((row) => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = row[field.name] ?? field.default ?? null;
      const map = maps.get(field.name);
      if (map && value !== null) {
        const id = map.get(String(value));
        if (id === undefined) throw new Error(`Seed ${key}: ${field.name} '${value}' not found`);
        out[field.name] = id;
      } else out[field.name] = value;
    }
    return out;
  });
  const table = quote(def.table);
  const cols = fields.map((f) => quote(f.name)).join(', ');
  const types = fields.map((f) => `${quote(f.name)} ${PG_TYPE[f.type]}${f.multiple ? '[]' : ''}`).join(', ');
  // NOT IN over the key columns plans as one hashed subplan; a correlated NOT EXISTS would scan the table once
  // per seed row (the unique indexes are partial, WHERE deleted_at IS NULL, so they cannot serve it).
  const keyCols = keyFields.map(quote).join(', ');
  const notNull = keyFields.map((k) => `${quote(k)} IS NOT NULL`).join(' AND ');
  const existing = `(${keyFields.map((k) => `u.${quote(k)}`).join(', ')}) NOT IN (SELECT ${keyCols} FROM ${table} WHERE ${notNull})`;
  const insert = sql.raw(
    `WITH ins AS (INSERT INTO ${table} (${cols}) SELECT ${cols} FROM jsonb_to_recordset(`,
  );
  const rest = sql.raw(
    `::jsonb) AS u(${types}) WHERE ${existing} ` +
      'ON CONFLICT DO NOTHING RETURNING 1) SELECT count(*)::int AS n FROM ins',
  );
  const result = await db.execute(sql`${insert}${JSON.stringify(records)}${rest}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
