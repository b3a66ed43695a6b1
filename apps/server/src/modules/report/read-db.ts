import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { type Db, openPostgres } from '../../db/client';

const byCtx = new WeakMap<ServerContext, Db>();

/**
 * Where the report engine reads its heavy figures: a PostgreSQL replica when `REPORT_DATABASE_URL` is set (a pool of
 * its own, closed with the app), else the main database. Writes (saved filters, the summary's rebuild) always go to
 * the main database; the replica's figures trail it by the replication lag, and its cached counts by up to 30 s.
 */
export function reportReadDb(app: FastifyInstance, ctx: ServerContext): Db {
  const known = byCtx.get(ctx);
  if (known) return known;
  const url = ctx.config.reportDatabaseUrl;
  if (!url) {
    byCtx.set(ctx, ctx.db);
    return ctx.db;
  }
  const replica = openPostgres(url, 10);
  app.addHook('onClose', async () => {
    await replica.close();
  });
  byCtx.set(ctx, replica.db);
  return replica.db;
}
