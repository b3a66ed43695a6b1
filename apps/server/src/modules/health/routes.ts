import { envelope, healthQuerySchema, healthSchema } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { AppError } from '../../platform/errors';

export function healthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness, database reachability and whether the first start still fills in the demo',
        querystring: healthQuerySchema,
        response: { 200: envelope(healthSchema) },
      },
    },
    async (request) => {
      // A failing database surfaces as a 500 through the error handler, which is what a probe should see.
      await ctx.db.execute(sql`select 1`);
      const demo = ctx.demo.seeding ? ('seeding' as const) : ('ready' as const);
      if (request.query.demo === 'ready' && demo === 'seeding') throw new AppError('DEMO_SEEDING');
      return { data: { status: 'ok' as const, database: ctx.databaseKind, demo } };
    },
  );
}
