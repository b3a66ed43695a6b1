import { envelope, maintenanceSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';

export function maintenanceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/maintenance',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Whether maintenance mode is on',
        response: { 200: envelope(maintenanceSchema) },
      },
    },
    async () => {
      const { maintenance } = await ctx.settings.get();
      return { data: { isMaintenance: maintenance.enabled, message: maintenance.message } };
    },
  );
}
