import { envelope, idParamSchema, putusanLaporanSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { LAPORAN_ROLES, laporanForActor } from '../access';
import { putusanOf } from './read';

/** `GET laporan/{id}/putusan`: the ruling as its reporter reads it, once issued (issue 24 §1). */
export function putusanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/laporan/:id/putusan',
    {
      config: { access: { roles: LAPORAN_ROLES } },
      schema: {
        tags: ['laporan'],
        summary: 'The ruling on a report once issued: its letters, and per item the ruling and what follows',
        description:
          'Read access as `GET laporan/{id}` (another’s report answers 404). `terbit` is false, and the rest ' +
          'empty, until the report reached its end with every letter of its ruling numbered and issued (SK and ' +
          'SPSK, or SP3). Per received item: the ruling in words and what follows for the reporter — hand the ' +
          'object over by its deadline (7 working days after the SK), pay the bill issued, nothing, or done.',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(putusanLaporanSchema) },
      },
    },
    async (request) => {
      const row = await laporanForActor(ctx.db, requireAuth(request), request.params.id, 'read');
      return { data: await putusanOf(ctx.db, row) };
    },
  );
}
