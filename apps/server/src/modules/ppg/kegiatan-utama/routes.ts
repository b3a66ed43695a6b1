import {
  envelope,
  idParamSchema,
  KEGIATAN_ROLES,
  kegiatanUtamaCreateSchema,
  kegiatanUtamaDetailSchema,
  kegiatanUtamaEditSchema,
  kegiatanUtamaListQuerySchema,
  kegiatanUtamaOpsiSchema,
  kegiatanUtamaPageSchema,
  PENGELOLA_KEGIATAN_UTAMA,
  type RoleName,
  upgKegiatanUtamaSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { todayJakarta } from '../../laporan/lookups';
import { ppgActor, requireUpg } from '../diseminasi/scope';
import { kegiatanUtamaDetail, listKegiatanUtama, opsiKegiatanUtama, upgKegiatanUtama } from './read';
import { createKegiatanUtama, deleteKegiatanUtama, editKegiatanUtama } from './service';

const tags = ['ppg-kegiatan-utama'];
const READERS: readonly RoleName[] = KEGIATAN_ROLES;
const read = { access: { roles: READERS } };
const write = { access: { roles: PENGELOLA_KEGIATAN_UTAMA } };
const idParams = z.object({ id: idParamSchema });
const saved = envelope(z.object({ id: z.number(), versi: z.number() }));
const tahunQuery = z.object({ tahun: z.coerce.number().int().min(2016).max(2100).optional() });

/**
 * The year's main activities (issue 26 §1): the PPG team reads them, the group head and team leaders keep them; the
 * activity form and the institutions' work plan pick them (`opsi`, the UPG too); the UPG sees its part in them.
 */
export function ppgKegiatanUtamaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const metaOf = (request: Parameters<typeof requireAuth>[0]) =>
    ({ ...request, auth: requireAuth(request) }) as never;

  r.get(
    '/kegiatan-utama',
    {
      config: read,
      schema: {
        tags,
        summary: "The year's main activities with the activities and plan items linked to each",
        querystring: kegiatanUtamaListQuerySchema,
        response: { 200: envelope(kegiatanUtamaPageSchema) },
      },
    },
    async (request) => ({ data: await listKegiatanUtama(ctx.db, request.query) }),
  );

  r.get(
    '/kegiatan-utama/opsi',
    {
      config: { access: { roles: [...READERS, 'upg'] } },
      schema: {
        tags,
        summary: "A year's main activities by name, for the activity form and the work plan",
        querystring: tahunQuery,
        response: { 200: envelope(kegiatanUtamaOpsiSchema) },
      },
    },
    async (request) => ({ data: await opsiKegiatanUtama(ctx.db, request.query.tahun) }),
  );

  r.get(
    '/upg/kegiatan-utama',
    {
      config: { access: { roles: ['upg'] } },
      schema: {
        tags,
        summary:
          "The institution's part in each of the year's main activities (its plan items, the KPK's activities)",
        querystring: tahunQuery,
        response: { 200: envelope(upgKegiatanUtamaSchema) },
      },
    },
    async (request) => {
      const upg = requireUpg(await ppgActor(ctx.db, requireAuth(request)));
      const tahun = request.query.tahun ?? Number(todayJakarta().slice(0, 4));
      return { data: await upgKegiatanUtama(ctx.db, upg.instansiId, tahun) };
    },
  );

  r.post(
    '/kegiatan-utama',
    {
      config: write,
      schema: {
        tags,
        summary: 'A new main activity of a year',
        body: kegiatanUtamaCreateSchema,
        response: { 201: saved },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createKegiatanUtama(ctx, metaOf(request), request.body),
        message: 'Kegiatan utama disimpan',
      }),
  );

  r.get(
    '/kegiatan-utama/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A main activity with the activities serving it and the plan items linked to it',
        params: idParams,
        response: { 200: envelope(kegiatanUtamaDetailSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const dapat = auth.activeRole !== null && PENGELOLA_KEGIATAN_UTAMA.includes(auth.activeRole);
      return { data: await kegiatanUtamaDetail(ctx.db, request.params.id, dapat) };
    },
  );

  r.put(
    '/kegiatan-utama/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Its details at the version seen (409 when stale)',
        params: idParams,
        body: kegiatanUtamaEditSchema,
        response: { 200: saved },
      },
    },
    async (request) => ({
      data: await editKegiatanUtama(ctx, metaOf(request), request.params.id, request.body),
      message: 'Kegiatan utama disimpan',
    }),
  );

  r.delete(
    '/kegiatan-utama/:id',
    {
      config: write,
      schema: { tags, summary: 'Removes it while nothing links to it (409 otherwise)', params: idParams },
    },
    async (request, reply) => {
      await deleteKegiatanUtama(ctx, metaOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
