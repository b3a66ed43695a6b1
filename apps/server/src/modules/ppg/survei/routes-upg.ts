import {
  envelope,
  idParamSchema,
  surveiJawabanBodySchema,
  surveiJawabanMovedSchema,
  surveiUpgDetailSchema,
  surveiUpgListQuerySchema,
  surveiUpgPageSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { detailSurveiUpg, listSurveiUpg, simpanJawaban } from './jawaban';

const tags = ['ppg-survei'];
const UPG = { roles: ['upg'] } as const;
const idParams = z.object({ id: idParamSchema });

/** The institution's side (`/upg/survey`): its own assignments, a draft, one final response. */
export function surveiUpgRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/upg/survey',
    {
      config: { access: UPG },
      schema: {
        tags,
        summary: 'The institution’s survey assignments',
        querystring: surveiUpgListQuerySchema,
        response: { 200: envelope(surveiUpgPageSchema) },
      },
    },
    async (request) => ({ data: await listSurveiUpg(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/upg/survey/:id',
    {
      config: { access: UPG },
      schema: {
        tags,
        summary:
          'One assignment: the questions and the institution’s response (404 for another institution’s)',
        params: idParams,
        response: { 200: envelope(surveiUpgDetailSchema) },
      },
    },
    async (request) => ({ data: await detailSurveiUpg(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/upg/survey/:id/jawaban',
    {
      config: { access: UPG },
      schema: {
        tags,
        summary: 'Saves the response as a draft (422 closed or unfit answer, 409 stale or sent)',
        params: idParams,
        body: surveiJawabanBodySchema,
        response: { 200: envelope(surveiJawabanMovedSchema) },
      },
    },
    async (request) => ({
      data: await simpanJawaban(
        ctx,
        { ...request, auth: requireAuth(request) },
        request.params.id,
        request.body,
        false,
      ),
      message: 'Draf jawaban disimpan',
    }),
  );

  r.post(
    '/upg/survey/:id/kirim',
    {
      config: { access: UPG },
      schema: {
        tags,
        summary: 'Sends the response, once; read-only after (409 when already sent)',
        params: idParams,
        body: surveiJawabanBodySchema,
        response: { 200: envelope(surveiJawabanMovedSchema) },
      },
    },
    async (request) => ({
      data: await simpanJawaban(
        ctx,
        { ...request, auth: requireAuth(request) },
        request.params.id,
        request.body,
        true,
      ),
      message: 'Jawaban survei dikirim',
    }),
  );
}
