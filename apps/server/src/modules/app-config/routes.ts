import { appConfigJenisSchema, envelope, publicAppConfigSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { ADMIN_ROLES } from '../../platform/auth-context';
import { listAppConfigs, publicAppConfigs, updateAppConfig } from './service';

const appConfigSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
  updated_at: z.string(),
  jenis: appConfigJenisSchema.nullable(),
});

export function appConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { roles: ADMIN_ROLES };

  r.get(
    '/app-configs',
    {
      config: { access },
      schema: {
        tags: ['app-config'],
        summary: 'Every app config',
        response: { 200: envelope(z.array(appConfigSchema)) },
      },
    },
    async () => ({ data: await listAppConfigs(ctx) }),
  );

  // A static path: find-my-way matches it before any parametric `/app-configs/:key`, whatever the order, and
  // `public` is not a config key (a PUT to it answers 404, see the tests).
  r.get(
    '/app-configs/public',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['app-config'],
        summary: 'The configs every signed-in user may read (upload limits, deadlines)',
        response: { 200: envelope(publicAppConfigSchema) },
      },
    },
    async () => ({ data: await publicAppConfigs(ctx) }),
  );

  r.put(
    '/app-configs/:key',
    {
      config: { access },
      schema: {
        tags: ['app-config'],
        summary: 'Change one app config (validated per key, audited)',
        params: z.object({ key: z.string().max(100) }),
        body: z.object({ value: z.unknown() }),
        response: { 200: envelope(appConfigSchema) },
      },
    },
    async (request) => ({
      data: await updateAppConfig(ctx, request, request.params.key, request.body.value),
      message: 'Konfigurasi berhasil disimpan',
    }),
  );
}
