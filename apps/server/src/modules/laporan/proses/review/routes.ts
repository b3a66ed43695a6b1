import { envelope, hasilTingkatViewSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../../context';
import { requireAuth } from '../../../../platform/access';
import { KPK_LIST_ROLES } from '../../access';
import { idParams, tags } from '../http/shared';
import { hasilTingkat } from './hasil-tingkat';

/** /api/laporan/{id}/hasil-tingkat: each review level's result, for the reviewers above it (issue 24 §1). */
export function reviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/laporan/:id/hasil-tingkat',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary:
          'Each level’s result at the review stages (verification, negative list, completeness, LHA, examination): fields, per-item results, notes, who and when, changes marked',
        params: idParams,
        response: { 200: envelope(hasilTingkatViewSchema) },
      },
    },
    async (request) => ({ data: await hasilTingkat(ctx, requireAuth(request), request.params.id) }),
  );
}
