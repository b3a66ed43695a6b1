import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config';
import { pipelineBegin } from './pipeline';
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

// From the repository root, not from this module: the built server (dist/main.mjs) runs from another folder.
const migrationsFolder = join(repoRoot, 'apps/server/src/db/migrations');

/** PGlite; `dataDir` undefined means in memory (tests). */
export function openPglite(dataDir?: string, from?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: from });
  const db = drizzlePglite({ client });
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
  // jit off: the JIT compiles a statement whose estimate passes jit_above_cost in 100–400 ms, far more than any of
  // this application's statements runs (a calendar month estimated at 1M cost runs in 3 ms and compiled in 356 ms).
  const pool = new pg.Pool({ connectionString, max: poolMax, options: '-c random_page_cost=1.1 -c jit=off' });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error('PostgreSQL idle connection error:', err.message));
  // A transaction's BEGIN travels with its first statement: one round trip for both (db/pipeline.ts).
  pipelineBegin(pool);
  const db = drizzleNodePg({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
    channel: {
      notify: async (channel, payloads) => {
        if (payloads.length === 0) return;
        await pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [channel, payloads]);
      },
      listen: (channel, onMessage, onReconnect) =>
        listenOn(connectionString, channel, onMessage, onReconnect),
    },
  };
}

const RECONNECT_MS = 1_000;

async function listenOn(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    // A dropped connection ends the client: 'end' schedules the reconnect, the error itself is not fatal.
    next.on('error', () => {});
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '')}"`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    next.once('end', () => {
      if (client !== next) return;
      client = null;
      schedule();
    });
    client = next;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().then(onReconnect, schedule);
    }, RECONNECT_MS);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/** Where PGlite keeps its files under the data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pg');

/** PostgreSQL when a URL is given, else PGlite with its files in `<dataDir>/pg`. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(pgliteDir(opts.dataDir));
}
