import { BERANDA_ROLES, berandaSchema, envelope } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { berandaOf } from './service';

/** The homes of the roles with work of their own (issue 24 §3): figures and tasks, scoped like the lists. */
export function berandaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/beranda',
    {
      config: { access: { roles: BERANDA_ROLES } },
      schema: {
        tags: ['dashboard'],
        summary: "The active role's home: counts of its figures and its nearest tasks with their deadlines",
        response: { 200: envelope(berandaSchema) },
      },
    },
    async (request) => ({ data: await berandaOf(ctx.db, requireAuth(request)) }),
  );
}
