import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder';
import type * as schema from './schema';

export type Schema = typeof schema;
/**
 * One database handle for both drivers; a transaction handle is also a `Db`. Opened without the schema: the code
 * queries with the SQL builders only, and drizzle would build a relational query builder for every table on every
 * transaction otherwise (a few per cent of a decision's own work).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (the tests' template database). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: messages between the processes of one database (LISTEN/NOTIFY), e.g. cache invalidation. */
  channel?: NotifyChannel;
}

/** PostgreSQL's LISTEN/NOTIFY: one dedicated listening connection, reopened when dropped. */
export interface NotifyChannel {
  /** Sends each payload on `channel` in one round trip (delivered to every listener, this process's included). */
  notify: (channel: string, payloads: string[]) => Promise<void>;
  /**
   * Listens on `channel`; `onReconnect` runs after a dropped connection was reopened (messages may have been
   * missed meanwhile). Returns the function that stops listening.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
  ) => Promise<() => Promise<void>>;
}

/**
 * PGlite's shared buffers (issue 29 "Start"). PostgreSQL's default of 128 MB is zeroed page by page in WebAssembly at
 * every start, ~0.3 s of a restart; the embedded database's files are read through the operating system's page
 * cache anyway, and an in-memory one (the tests) holds every page in memory twice. 32 MB keeps the demo's working set;
 * a test database 8 MB.
 */
const PGLITE_SHARED_BUFFERS = { dataDir: '32MB', memory: '8MB' };

/** PGlite; `dataDir` undefined means in memory (tests). */
export function openPglite(dataDir?: string, from?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = dataDir ? PGLITE_SHARED_BUFFERS.dataDir : PGLITE_SHARED_BUFFERS.memory;
  const client = new PGlite({
    dataDir,
    loadDataDir: from,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Where PGlite keeps its files under the data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pg');

/**
 * PostgreSQL when a URL is given, else PGlite with its files in `<dataDir>/pg`. The PostgreSQL driver (db/postgres.ts,
 * node-postgres) is loaded only then: a start on PGlite does not evaluate it.
 */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(pgliteDir(opts.dataDir));
  const { openPostgres } = await import('./postgres');
  return openPostgres(opts.databaseUrl);
}
