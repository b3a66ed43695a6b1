import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One database handle for both drivers; a transaction handle is also a `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (the tests' template database). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite; `dataDir` undefined means in memory (tests). */
export function openPglite(dataDir?: string, from?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: from });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(connectionString: string, poolMax = 20): Database {
  // random_page_cost 1.1 (PostgreSQL's default of 4 assumes spinning disks): with the data on SSD and mostly in
  // memory, walking a (status, id) index is not four times dearer than the table, and the lists' plans say so.
  const pool = new pg.Pool({ connectionString, max: poolMax, options: '-c random_page_cost=1.1' });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error('PostgreSQL idle connection error:', err.message));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, else PGlite with its files in `<dataDir>/pg`. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(join(opts.dataDir, 'pg'));
}
