import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';

const byCtx = new WeakMap<ServerContext, Db>();

/**
 * Where the report engine reads its heavy figures: a PostgreSQL replica when `REPORT_DATABASE_URL` is set (a pool of
 * its own, closed with the app), else the main database. Writes (saved filters, the summary's rebuild) always go to
 * the main database; the replica's figures trail it by the replication lag, and its cached counts by up to 30 s.
 */
export function reportReadDb(ctx: ServerContext): Db {
  return byCtx.get(ctx) ?? ctx.db;
}

/** Opens the replica of `REPORT_DATABASE_URL`, if set, before the report routes register (buildApp). */
export async function openReportReadDb(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const url = ctx.config.reportDatabaseUrl;
  if (!url || byCtx.has(ctx)) return;
  // The driver loads only here: a server without a replica (or on PGlite) does not evaluate it at start.
  const { openPostgres } = await import('../../db/postgres');
  const replica = openPostgres(url, 10);
  app.addHook('onClose', async () => {
    await replica.close();
  });
  byCtx.set(ctx, replica.db);
}
