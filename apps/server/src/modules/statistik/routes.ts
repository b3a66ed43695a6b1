import {
  envelope,
  STATISTIK_TABEL,
  statistikCsv,
  statistikCsvParamsSchema,
  statistikSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { cachedStatistik } from './service';

const tags = ['statistik'];

/**
 * The open-data page (issue 13 §3): public, anonymous, counted against the caller's IP like every public route
 * (RATE_LIMIT_ANON_MAX), and answered from the one cache.
 */
export function statistikRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/statistik',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Open data: reports per month, year, kind of object, institution group and region; decisions',
        description:
          'Every figure rests on at least `ambang` (5) reports: smaller rows are merged into "Lainnya" or hidden. ' +
          'Computed from the reports and kept up to 5 minutes.',
        response: { 200: envelope(statistikSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await cachedStatistik(ctx.db) };
    },
  );

  r.get(
    '/statistik/csv/:kode',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One open-data table as CSV (UTF-8 with BOM, comma-separated)',
        params: statistikCsvParamsSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { kode } = request.params;
      const page = await cachedStatistik(ctx.db);
      const tabel = page.tabel.find((t) => t.kode === kode);
      const csv = statistikCsv(STATISTIK_TABEL[kode], tabel?.baris ?? []);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statistik-${kode}.csv"`)
        .header('cache-control', 'public, max-age=60')
        .send(csv);
    },
  );
}
