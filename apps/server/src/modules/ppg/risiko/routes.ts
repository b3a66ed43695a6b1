import {
  envelope,
  idParamSchema,
  petaRisikoQuerySchema,
  petaRisikoSchema,
  realisasiMitigasiBodySchema,
  realisasiMitigasiQuerySchema,
  realisasiMitigasiRowSchema,
  realisasiMitigasiSchema,
  risikoBodySchema,
  risikoDetailSchema,
  risikoItemSchema,
  risikoQuerySchema,
  risikoUpdateSchema,
  type Triwulan,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/access';
import { registerUploads } from '../../../platform/upload';
import { todayJakarta } from '../../laporan/lookups';
import { berkasRoutes } from '../diseminasi/berkas';
import { PPG_READERS, type PpgActor, ppgActor, UPG_WRITER } from '../diseminasi/scope';
import {
  BUKTI,
  listRealisasi,
  listRisiko,
  petaRisikoOf,
  REALISASI_MEDIA,
  realisasiOf,
  risikoDetail,
} from './read';
import {
  createRisiko,
  deleteRisiko,
  findRealisasi,
  requireJendelaRealisasi,
  simpanRealisasi,
  updateRisiko,
} from './service';

const tags = ['ppg-risiko'];
const readers = { access: { roles: PPG_READERS } };
const writers = { access: { roles: UPG_WRITER } };
const idParams = z.object({ id: idParamSchema });
const page = <T extends z.ZodTypeAny>(item: T) =>
  envelope(
    z.object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
    }),
  );

/**
 * The institution's risk register (issue 25 §2): `identifikasi-titik-rawan` (risks of an institution-year with
 * their score, band and mitigation plan; the heat map) and `realisasi-mitigasi` (each quarter's progress, with
 * evidence files). A UPG keeps its own institution's; the KPK's PPG roles read every institution's.
 */
export async function risikoRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => ppgActor(ctx.db, requireAuth(request));

  r.get(
    '/identifikasi-titik-rawan',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Risks, paged and filtered by year, band, classification (and institution for the KPK)',
        querystring: risikoQuerySchema,
        response: { 200: page(risikoItemSchema) },
      },
    },
    async (request) => ({ data: await listRisiko(ctx.db, await actorOf(request), request.query) }),
  );

  r.get(
    '/identifikasi-titik-rawan/peta',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The heat map of a year: risks counted per probability × impact value, and per band',
        querystring: petaRisikoQuerySchema,
        response: { 200: envelope(petaRisikoSchema) },
      },
    },
    async (request) => ({ data: await petaRisikoOf(ctx.db, await actorOf(request), request.query) }),
  );

  r.get(
    '/identifikasi-titik-rawan/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One risk with each quarter’s mitigation realisation',
        params: idParams,
        response: { 200: envelope(risikoDetailSchema) },
      },
    },
    async (request) => ({ data: await risikoDetail(ctx.db, await actorOf(request), request.params.id) }),
  );

  r.post(
    '/identifikasi-titik-rawan',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Records a risk of the UPG’s institution for a year (422 outside the year’s window)',
        body: risikoBodySchema,
        response: { 201: envelope(risikoDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await createRisiko(ctx.db, request, actor, request.body, todayJakarta());
      reply.code(201);
      return { data: await risikoDetail(ctx.db, actor, id), message: 'Risiko berhasil disimpan' };
    },
  );

  r.put(
    '/identifikasi-titik-rawan/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Changes a risk (with the revision read; 409 when it changed meanwhile)',
        params: idParams,
        body: risikoUpdateSchema,
        response: { 200: envelope(risikoDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await updateRisiko(ctx.db, request, actor, request.params.id, request.body, todayJakarta());
      return {
        data: await risikoDetail(ctx.db, actor, request.params.id),
        message: 'Risiko berhasil diubah',
      };
    },
  );

  r.delete(
    '/identifikasi-titik-rawan/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Removes a risk (optional `revisi`: 409 when it changed since read)',
        params: idParams,
        querystring: z.object({ revisi: z.coerce.number().int().min(0).optional() }),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await deleteRisiko(ctx.db, request, actor, request.params.id, request.query.revisi, todayJakarta());
      return { data: null, message: 'Risiko berhasil dihapus' };
    },
  );

  r.get(
    '/realisasi-mitigasi',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A year’s risks, paged, each with its mitigation progress in one quarter (null when none)',
        querystring: realisasiMitigasiQuerySchema,
        response: { 200: page(realisasiMitigasiRowSchema) },
      },
    },
    async (request) => ({ data: await listRealisasi(ctx.db, await actorOf(request), request.query) }),
  );

  r.put(
    '/realisasi-mitigasi',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Records or changes a risk’s progress in a quarter (revisi 0 for the first; 422 outside the window)',
        body: realisasiMitigasiBodySchema,
        response: { 200: envelope(realisasiMitigasiSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const id = await simpanRealisasi(ctx.db, request, actor, request.body, todayJakarta());
      const [saved] = (
        await realisasiOf(ctx.db, [request.body.identifikasi_id], request.body.triwulan)
      ).filter((x) => x.id === id);
      if (!saved) throw new Error('realisasi mitigasi vanished after save');
      return { data: saved, message: 'Realisasi mitigasi berhasil disimpan' };
    },
  );

  berkasRoutes(app, ctx, {
    base: 'realisasi-mitigasi',
    collection: BUKTI,
    mediaType: REALISASI_MEDIA,
    tags,
    noun: 'mitigation realisation',
    find: findRealisasi,
    writable: async (db: Db, actor: PpgActor, id: number) => {
      const row = await findRealisasi(db, actor, id);
      await requireJendelaRealisasi(db, row.tahun, row.triwulan as Triwulan, todayJakarta());
    },
  });
}
