import {
  aturanPilihanQuerySchema,
  aturanPilihanSchema,
  envelope,
  idParamSchema,
  profilKlopBodySchema,
  profilKlopInstansiSchema,
  profilKlopItemSchema,
  profilKlopQuerySchema,
  profilKlopSchema,
  rencanaKerjaBodySchema,
  rencanaKerjaKeputusanSchema,
  rencanaKerjaSchema,
  tahunParamSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { registerUploads } from '../../../platform/upload';
import { berkasRoutes } from '../diseminasi/berkas';
import { PPG_READERS, ppgActor, requireUpg, UPG_WRITER } from '../diseminasi/scope';
import { meta } from '../konfigurasi/access';
import { aturanPilihan } from './aturan';
import { upgInstansi } from './instansi';
import { lockRencanaKerja } from './kind';
import {
  DOKUMEN_UPG,
  findProfil,
  instansiOf,
  listProfil,
  PROFIL_MEDIA,
  profilDetail,
  rencanaDetail,
} from './read';
import { putuskanRencana, salinProfil, simpanProfil, simpanRencana } from './service';

const tags = ['ppg-profile-klop'];
const readers = { access: { roles: PPG_READERS } };
const writers = { access: { roles: UPG_WRITER } };
const tahunParams = z.object({ tahun: tahunParamSchema });
const idParams = z.object({ id: idParamSchema });

/**
 * `profile-klop` and `rencana-kerja` (issue 25 §2): the institution's year — its profile, evidence files and work
 * plan; a UPG reaches only its own institution, the KPK's PPG roles every one, and the plan's reviewers decide.
 */
export async function profilKlopRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => ppgActor(ctx.db, requireAuth(request));

  r.get(
    '/profile-klop',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Institution-years, paged: a UPG its own years, the KPK every institution (year, plan status, name)',
        querystring: profilKlopQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(profilKlopItemSchema),
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ({
      data: await listProfil(ctx.db, requireAuth(request), await actorOf(request), request.query),
    }),
  );

  r.get(
    '/profile-klop/upg/:upg_id',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The institution of a UPG for its overview: UPG, institution, classification, years with a profile (a UPG: its own only, 404 otherwise)',
        params: z.object({ upg_id: idParamSchema }),
        response: { 200: envelope(profilKlopInstansiSchema) },
      },
    },
    async (request) => ({
      data: await upgInstansi(ctx.db, await actorOf(request), request.params.upg_id),
    }),
  );

  r.get(
    '/profile-klop/aturan-internal',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'The internal rules the UPG’s profile may name: its institution’s own, then those binding every institution (50 at most, searched by code or title)',
        querystring: aturanPilihanQuerySchema,
        response: { 200: envelope(z.object({ items: z.array(aturanPilihanSchema) })) },
      },
    },
    async (request) => {
      const upg = requireUpg(await actorOf(request));
      return { data: { items: await aturanPilihan(ctx.db, upg.instansiId, request.query.q) } };
    },
  );

  r.get(
    '/profile-klop/:tahun',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The year’s profile with its plan and evidence: a UPG its own (null when not made), the KPK by upg_id',
        params: tahunParams,
        querystring: z.object({ upg_id: idParamSchema.optional() }),
        response: { 200: envelope(profilKlopSchema.nullable()) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const instansiId = await instansiOf(ctx.db, actor, request.query.upg_id);
      return {
        data: await profilDetail(ctx.db, requireAuth(request), actor, instansiId, request.params.tahun),
      };
    },
  );

  r.put(
    '/profile-klop/:tahun',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Saves the UPG’s profile of the year (revisi 0 creates it with a draft plan; 409 when stale)',
        params: tahunParams,
        body: profilKlopBodySchema,
        response: { 200: envelope(profilKlopSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const m = meta(request);
      const { tahun } = request.params;
      await simpanProfil(ctx, m, actor, tahun, request.body);
      const data = await profilDetail(
        ctx.db,
        m.auth,
        actor,
        (actor as { instansiId: number }).instansiId,
        tahun,
      );
      if (!data) throw new AppError('NOT_FOUND', 'Profil KLOP tidak ditemukan');
      return { data, message: 'Profil KLOP berhasil disimpan' };
    },
  );

  r.post(
    '/profile-klop/:tahun/salin',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Copy from last year: the profile and the plan’s activities as a new draft (409 when none or exists)',
        params: tahunParams,
        response: {
          200: envelope(
            z.object({
              id: z.number().int(),
              tahun: z.number().int(),
              dari: z.number().int(),
              kegiatan_disalin: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const out = await salinProfil(ctx, meta(request), await actorOf(request), request.params.tahun);
      return { data: out, message: `Profil tahun ${out.dari} berhasil disalin` };
    },
  );

  berkasRoutes(app, ctx, {
    base: 'profile-klop',
    collection: DOKUMEN_UPG,
    mediaType: PROFIL_MEDIA,
    tags,
    noun: 'institution-year profile',
    find: findProfil,
  });

  const rencanaOf = async (request: FastifyRequest, id: number) => {
    const auth = requireAuth(request);
    const actor = await ppgActor(ctx.db, auth);
    const row = await lockRencanaKerja(ctx.db, auth, id);
    return rencanaDetail(ctx.db, auth, actor, row.instansi_id, row.tahun);
  };

  r.get(
    '/rencana-kerja/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A work plan with its activities, window and the caller’s decisions',
        params: idParams,
        response: { 200: envelope(rencanaKerjaSchema) },
      },
    },
    async (request) => ({ data: await rencanaOf(request, request.params.id) }),
  );

  r.put(
    '/rencana-kerja/:id',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Replaces the plan’s activities (draft or returned; within the window: 422; stale revisi: 409)',
        params: idParams,
        body: rencanaKerjaBodySchema,
        response: { 200: envelope(rencanaKerjaSchema) },
      },
    },
    async (request) => {
      await simpanRencana(ctx, meta(request), await actorOf(request), request.params.id, request.body);
      return {
        data: await rencanaOf(request, request.params.id),
        message: 'Rencana kerja berhasil disimpan',
      };
    },
  );

  r.post(
    '/rencana-kerja/:id/keputusan',
    {
      config: { access: { roles: PPG_READERS } },
      schema: {
        tags,
        summary:
          'Send (UPG), return with notes or approve (KPK reviewer) on the workflow engine (409 when stale)',
        params: idParams,
        body: rencanaKerjaKeputusanSchema,
        response: { 200: envelope(rencanaKerjaSchema) },
      },
    },
    async (request) => {
      const { keputusan } = request.body;
      await putuskanRencana(ctx, meta(request), await actorOf(request), request.params.id, request.body);
      const message =
        keputusan === 'kirim'
          ? 'Rencana kerja berhasil diajukan'
          : keputusan === 'setuju'
            ? 'Rencana kerja disetujui'
            : 'Rencana kerja dikembalikan';
      return { data: await rencanaOf(request, request.params.id), message };
    },
  );
}
