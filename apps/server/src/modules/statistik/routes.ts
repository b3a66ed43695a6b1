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
import { afterListening } from '../../platform/after-start';
import { cachedStatistik } from './service';

const tags = ['statistik'];

/**
 * The open-data page (issue 13 §3): public, anonymous, counted against the caller's IP like every public route
 * (RATE_LIMIT_ANON_MAX), and answered from the one cache.
 */
export function statistikRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A listening server computes the figures at once, in the background, so no visitor waits for the aggregation over
  // every report (tests never listen: they compute on first call, after seeding).
  afterListening(app, () => {
    void cachedStatistik(ctx.db).catch((err) => app.log.warn({ err }, 'statistik: warming the cache failed'));
  });
  // Untyped: the answer is the cached JSON text, sent without serialising again (the schema still documents it).
  app.get(
    '/statistik',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Open data: reports per month, year, kind of object, institution group and region; decisions',
        description:
          'Every figure rests on at least `ambang` (5) reports: smaller rows are merged into "Lainnya" or hidden. ' +
          'Closed periods only (up to `data_sampai`, the end of last month in Asia/Jakarta), rupiah rounded to the ' +
          'nearest million, so two snapshots never reveal one report. Computed and kept up to 5 minutes.',
        response: { 200: envelope(statistikSchema) },
      },
    },
    async (_request, reply) => {
      const { json } = await cachedStatistik(ctx.db);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .send(json);
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
      const { page } = await cachedStatistik(ctx.db);
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
