import { envelope, healthSchema } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';

export function healthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthSchema) },
      },
    },
    async () => {
      // A failing database surfaces as a 500 through the error handler, which is what a probe should see.
      await ctx.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: ctx.databaseKind } };
    },
  );
}
