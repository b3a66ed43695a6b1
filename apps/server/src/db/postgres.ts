import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';
import { pipelineBegin } from './pipeline';

/**
 * PostgreSQL through node-postgres: a pool with BEGIN pipelined (db/pipeline.ts) and LISTEN/NOTIFY. Its own module so
 * that a start on PGlite never loads the driver (db/client.ts `openDatabase` imports it when a URL is given).
 */
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
