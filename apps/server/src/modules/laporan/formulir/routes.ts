import { idParamSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { LAPORAN_ROLES } from '../access';
import { loadFormulir } from './data';
import { formulirFilename, renderFormulir } from './formulir';

const params = z.object({ id: idParamSchema });

/** `GET laporan/{id}/formulir`: the report form as a PDF, for whoever may read the report. */
export function laporanFormulirRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/laporan/:id/formulir',
    {
      config: { access: { roles: LAPORAN_ROLES } },
      schema: {
        tags: ['laporan'],
        summary: 'The report form (Formulir Laporan Penerimaan Gratifikasi) as an A4 PDF',
        description:
          'Read access as `GET laporan/{id}` (another’s report answers 404). A draft, which has no number yet, ' +
          'is printable too and carries a "DRAF" watermark, so a reporter can check it before submitting.',
        params,
      },
    },
    async (request, reply) => {
      const data = await loadFormulir(ctx.db, requireAuth(request), request.params.id);
      const pdf = await renderFormulir(ctx.db, data);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${formulirFilename(data.laporan)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
