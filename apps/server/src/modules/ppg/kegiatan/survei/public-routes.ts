import { envelope, surveiKegiatanIsiSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { PRESENSI_RATE_LIMIT } from '../presensi/public-routes';
import { isiSurveiKegiatan, validasiSurveiKegiatan } from './isi';

const tags = ['ppg-kegiatan-publik'];
const params = z.object({ token: z.string().max(500) });

/** /api/kegiatan/survey/{token}: an activity survey without login (issue 27 §1), rate limited like attendance. */
export function surveiKegiatanPublicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'public' as const,
    rateLimit: { max: PRESENSI_RATE_LIMIT, timeWindow: '1 minute', groupId: 'kegiatan-survey' },
  };

  r.get(
    '/kegiatan/survey/:token',
    {
      config,
      schema: {
        tags,
        summary: 'The survey of an open activity survey link (closed, expired or unknown → 422 LINK_EXPIRED)',
        params,
      },
    },
    async (request) => ({ data: await validasiSurveiKegiatan(ctx, request.params.token) }),
  );

  r.post(
    '/kegiatan/survey/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Records one respondent’s answers; a repeat of the same NIK/NIP answers "sudah tercatat"',
        params,
        body: surveiKegiatanIsiSchema,
        response: { 200: envelope(z.object({ baru: z.boolean() })) },
      },
    },
    async (request) => {
      const { message, ...data } = await isiSurveiKegiatan(ctx, request, request.params.token, request.body);
      return { data, message };
    },
  );
}
