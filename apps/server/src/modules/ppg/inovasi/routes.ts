import {
  envelope,
  idParamSchema,
  inovasiBandingkanQuerySchema,
  inovasiBodySchema,
  inovasiDetailSchema,
  inovasiItemSchema,
  inovasiQuerySchema,
  inovasiUpdateSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { registerUploads } from '../../../platform/upload';
import { berkasRoutes } from '../diseminasi/berkas';
import { PPG_READERS, ppgActor, UPG_WRITER } from '../diseminasi/scope';
import {
  BUKTI,
  bandingkanInovasi,
  createInovasi,
  deleteInovasi,
  findInovasi,
  INOVASI_MEDIA,
  inovasiDetail,
  listInovasi,
  updateInovasi,
} from './service';

const tags = ['ppg-inovasi'];
const readers = { access: { roles: PPG_READERS } };
const writers = { access: { roles: UPG_WRITER } };
const idParams = z.object({ id: idParamSchema });

/**
 * `inovasi` (spec §7 "Activities": CRUD): a UPG keeps its institution's innovations in gratification control;
 * the KPK's PPG roles read and compare every institution's. Own scope for the multipart parser (evidence files).
 */
export async function inovasiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => ppgActor(ctx.db, requireAuth(request));

  r.get(
    '/inovasi',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Innovations, paged: a UPG its own, the KPK every institution’s ("Innovation" filter of SPEC §3)',
        querystring: inovasiQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(inovasiItemSchema),
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listInovasi(ctx.db, await actorOf(request), request.query) }),
  );

  r.get(
    '/inovasi/bandingkan',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Two to four innovations side by side (`ids=1,2`), in the order asked',
        querystring: inovasiBandingkanQuerySchema,
        response: { 200: envelope(z.array(inovasiDetailSchema)) },
      },
    },
    async (request) => ({
      data: await bandingkanInovasi(ctx.db, await actorOf(request), request.query.ids),
    }),
  );

  r.get(
    '/inovasi/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One innovation with its evidence',
        params: idParams,
        response: { 200: envelope(inovasiDetailSchema) },
      },
    },
    async (request) => ({ data: await inovasiDetail(ctx.db, await actorOf(request), request.params.id) }),
  );

  r.post(
    '/inovasi',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Records an innovation of the UPG’s institution',
        body: inovasiBodySchema,
        response: { 201: envelope(inovasiDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await createInovasi(ctx.db, request, actor, request.body);
      reply.code(201);
      return { data: await inovasiDetail(ctx.db, actor, id), message: 'Inovasi berhasil disimpan' };
    },
  );

  r.put(
    '/inovasi/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Changes an innovation (with the version read; 409 when it changed meanwhile)',
        params: idParams,
        body: inovasiUpdateSchema,
        response: { 200: envelope(inovasiDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await updateInovasi(ctx.db, request, actor, request.params.id, request.body);
      return {
        data: await inovasiDetail(ctx.db, actor, request.params.id),
        message: 'Inovasi berhasil diubah',
      };
    },
  );

  r.delete(
    '/inovasi/:id',
    { config: writers, schema: { tags, summary: 'Removes an innovation', params: idParams } },
    async (request) => {
      await deleteInovasi(ctx.db, request, await actorOf(request), request.params.id);
      return { data: null, message: 'Inovasi berhasil dihapus' };
    },
  );

  berkasRoutes(app, ctx, {
    base: 'inovasi',
    collection: BUKTI,
    mediaType: INOVASI_MEDIA,
    tags,
    noun: 'innovation',
    find: findInovasi,
  });
}
