import {
  envelope,
  idParamSchema,
  realisasiBodySchema,
  realisasiKeputusanSchema,
  realisasiListItemSchema,
  realisasiQuerySchema,
  realisasiSchema,
  type Triwulan,
  tahunParamSchema,
  triwulanLabel,
  triwulanParamSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { registerUploads } from '../../../platform/upload';
import { berkasRoutes } from '../diseminasi/berkas';
import { PPG_READERS, ppgActor, UPG_WRITER } from '../diseminasi/scope';
import { meta } from '../konfigurasi/access';
import { instansiOf } from '../profil-klop/read';
import { BUKTI, findLine, lineWritable, listRealisasi, REALISASI_MEDIA, realisasiDetail } from './read';
import { putuskanRealisasi, simpanRealisasi } from './service';

const tags = ['ppg-realisasi-rencana-kerja'];
const params = z.object({ tahun: tahunParamSchema, tw: triwulanParamSchema });
const upgQuery = z.object({ upg_id: idParamSchema.optional() });

/**
 * `realisasi-rencana-kerja` (issue 25 §2): a quarter's realisation of the institution's approved work plan — per plan
 * item the figure achieved, what was done and its evidence; sent by the UPG within the quarter's window and reviewed
 * by the KPK on the workflow engine. A UPG reaches only its own institution; the KPK names one by `upg_id`.
 */
export async function realisasiKlopRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detailOf = async (request: FastifyRequest, tahun: number, tw: Triwulan, upgId?: number) => {
    const auth = requireAuth(request);
    const actor = await ppgActor(ctx.db, auth);
    const instansiId = await instansiOf(ctx.db, actor, upgId);
    return {
      auth,
      actor,
      instansiId,
      data: () => realisasiDetail(ctx.db, auth, actor, instansiId, tahun, tw),
    };
  };

  r.get(
    '/realisasi-rencana-kerja',
    {
      config: { access: { roles: PPG_READERS } },
      schema: {
        tags,
        summary:
          'The quarters of a year, paged: a UPG its own, the KPK every institution (quarter, status, upg_id)',
        querystring: realisasiQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(realisasiListItemSchema),
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await listRealisasi(ctx.db, auth, await ppgActor(ctx.db, auth), request.query) };
    },
  );

  r.get(
    '/realisasi-rencana-kerja/:tahun/:tw',
    {
      config: { access: { roles: PPG_READERS } },
      schema: {
        tags,
        summary:
          'A quarter’s realisation of the approved plan: per item target, figure, text, evidence (409 if not approved)',
        params,
        querystring: upgQuery,
        response: { 200: envelope(realisasiSchema) },
      },
    },
    async (request) => {
      const { tahun, tw } = request.params;
      const d = await detailOf(request, tahun, tw as Triwulan, request.query.upg_id);
      return { data: await d.data() };
    },
  );

  r.put(
    '/realisasi-rencana-kerja/:tahun/:tw',
    {
      config: { access: { roles: UPG_WRITER } },
      schema: {
        tags,
        summary:
          'Saves the UPG’s quarter (revisi 0 creates it; draft or returned only: 409; outside the window: 422)',
        params,
        body: realisasiBodySchema,
        response: { 200: envelope(realisasiSchema) },
      },
    },
    async (request) => {
      const { tahun, tw } = request.params;
      const d = await detailOf(request, tahun, tw as Triwulan);
      await simpanRealisasi(ctx, meta(request), d.actor, tahun, tw as Triwulan, request.body);
      return {
        data: await d.data(),
        message: `Realisasi ${triwulanLabel(tw as Triwulan)} berhasil disimpan`,
      };
    },
  );

  r.post(
    '/realisasi-rencana-kerja/:tahun/:tw/keputusan',
    {
      config: { access: { roles: PPG_READERS } },
      schema: {
        tags,
        summary:
          'Send (UPG), return with a note or accept (KPK reviewer, with upg_id) on the workflow engine (409 when stale)',
        params,
        querystring: upgQuery,
        body: realisasiKeputusanSchema,
        response: { 200: envelope(realisasiSchema) },
      },
    },
    async (request) => {
      const { tahun } = request.params;
      const tw = request.params.tw as Triwulan;
      const d = await detailOf(request, tahun, tw, request.query.upg_id);
      await putuskanRealisasi(ctx, meta(request), d.actor, d.instansiId, tahun, tw, request.body);
      const { keputusan } = request.body;
      const apa = `Realisasi ${triwulanLabel(tw)}`;
      const message =
        keputusan === 'kirim'
          ? `${apa} berhasil dikirim`
          : keputusan === 'setuju'
            ? `${apa} diterima`
            : `${apa} dikembalikan`;
      return { data: await d.data(), message };
    },
  );

  berkasRoutes(app, ctx, {
    base: 'realisasi-rencana-kerja/item',
    collection: BUKTI,
    mediaType: REALISASI_MEDIA,
    tags,
    noun: 'quarter realisation line',
    find: findLine,
    writable: lineWritable,
  });
}
