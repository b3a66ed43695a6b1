import {
  ANALIS_KEGIATAN,
  aktivitasCreateSchema,
  aktivitasEditSchema,
  aktivitasLaporanSchema,
  envelope,
  idParamSchema,
  KEGIATAN_FILTER_KEY,
  KEGIATAN_FILTER_KEYS,
  KEGIATAN_ROLES,
  kegiatanCreateSchema,
  kegiatanEditSchema,
  kegiatanListQuerySchema,
  kegiatanTimSchema,
  PENYUSUN_KEGIATAN,
  permintaanKeputusanSchema,
  reportFilterSimpanBodySchema,
  reportFilterSimpanSchema,
  statusOfTab,
  TIM_KEGIATAN_ROLES,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { role_users, roles, users } from '../../../db/schema';
import { requireAuth } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { listFilterSimpan, upsertFilterSimpan } from '../../report/filters';
import { createAktivitas, editAktivitas, laporAktivitas } from './aktivitas';
import { kalenderRoutes } from './kalender';
import { presensiRoutes } from './presensi/routes';
import { kegiatanDetail, listKegiatan } from './read';
import { createKegiatan, decideKegiatan, editKegiatan, setTim } from './service';
import { surveiKegiatanRoutes } from './survei/routes';

const tags = ['ppg-kegiatan'];
const ALL = { roles: KEGIATAN_ROLES } as const;
const idParams = z.object({ id: idParamSchema });
const sesiParams = z.object({ id: idParamSchema, aktivitasId: idParamSchema });
const moved = z.object({
  id: z.number(),
  status: z.string(),
  versi: z.number(),
  version: z.number().optional(),
});

/** The KPK PPG team's activities (issue 26 §1–2): lists, the activity, its team and decisions, its sessions. */
export function ppgKegiatanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/kegiatan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Every activity by the "KPK activity" filter, with the count of each status group',
        querystring: kegiatanListQuerySchema,
      },
    },
    async (request) => ({ data: await listKegiatan(ctx.db, requireAuth(request), request.query, false) }),
  );

  r.get(
    '/kegiatanku',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "The caller's activities (drafted or on the team); `tab` picks a status group",
        querystring: kegiatanListQuerySchema.extend({ tab: z.string().max(40).optional() }),
      },
    },
    async (request) => {
      const { tab, ...q } = request.query;
      const status = statusOfTab(tab) ?? q.status_kegiatan;
      return {
        data: await listKegiatan(ctx.db, requireAuth(request), { ...q, status_kegiatan: status }, true),
      };
    },
  );

  r.get(
    '/kegiatan/filter',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The caller\'s saved "KPK activity" filter sets (the report engine\'s saved filters)',
        response: { 200: envelope(z.array(reportFilterSimpanSchema)) },
      },
    },
    async (request) => ({
      data: await listFilterSimpan(ctx.db, requireAuth(request).user.id, KEGIATAN_FILTER_KEY),
    }),
  );

  r.post(
    '/kegiatan/filter',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Saves a "KPK activity" filter set under a name (same name: replaced); deleted by DELETE report/filter/:id',
        body: reportFilterSimpanBodySchema,
        response: { 200: envelope(reportFilterSimpanSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const params = Object.fromEntries(
        Object.entries(request.body.params).filter(
          ([k, v]) => (KEGIATAN_FILTER_KEYS as readonly string[]).includes(k) && v !== '',
        ),
      );
      const parsed = kegiatanListQuerySchema.safeParse(params);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = `params.${issue.path.join('.')}`;
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new AppError('VALIDATION_FAILED', undefined, errors);
      }
      const data = await upsertFilterSimpan(
        ctx.db,
        { ...request, auth },
        KEGIATAN_FILTER_KEY,
        request.body.nama,
        params,
      );
      return { data, message: 'Filter disimpan' };
    },
  );

  r.get(
    '/kegiatan/tim-kandidat',
    {
      config: { access: { roles: ANALIS_KEGIATAN } },
      schema: { tags, summary: 'Accounts the PPG group head may put on an activity team (PPG team roles)' },
    },
    async () => {
      const rows = await ctx.db
        .selectDistinct({ id: users.id, nama: users.name, peran: roles.name })
        .from(users)
        .innerJoin(role_users, eq(role_users.user_id, users.id))
        .innerJoin(roles, eq(roles.id, role_users.role_id))
        .where(and(inArray(roles.name, [...TIM_KEGIATAN_ROLES]), isNull(users.deleted_at)))
        .orderBy(users.name);
      return { data: rows };
    },
  );

  r.post(
    '/kegiatan',
    {
      config: { access: { roles: PENYUSUN_KEGIATAN } },
      schema: {
        tags,
        summary: 'A new activity, drafted by the caller',
        body: kegiatanCreateSchema,
        response: { 201: envelope(moved) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const data = await createKegiatan(ctx, { ...request, auth }, request.body);
      return reply.status(201).send({ data, message: 'Kegiatan dibuat' });
    },
  );

  r.get(
    '/kegiatan/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'An activity with its sessions, team, decision panel and path',
        params: idParams,
      },
    },
    async (request) => ({ data: await kegiatanDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/kegiatan/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Changes the details (drafter, team or PPG group head; 409 when stale or closed)',
        params: idParams,
        body: kegiatanEditSchema,
        response: { 200: envelope(moved) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await editKegiatan(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Kegiatan disimpan' };
    },
  );

  r.put(
    '/kegiatan/:id/tim',
    {
      config: { access: { roles: ANALIS_KEGIATAN } },
      schema: {
        tags,
        summary: 'The PPG group head assigns the team',
        params: idParams,
        body: kegiatanTimSchema,
        response: { 200: envelope(moved) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await setTim(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Tim kegiatan disimpan' };
    },
  );

  r.post(
    '/kegiatan/:id/keputusan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Send, accept, decline (Tidak Dipenuhi), return or cancel an activity, on the workflow engine',
        params: idParams,
        body: permintaanKeputusanSchema,
        response: { 200: envelope(moved) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await decideKegiatan(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Keputusan kegiatan disimpan' };
    },
  );

  r.post(
    '/kegiatan/:id/aktivitas',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A new session of the activity',
        params: idParams,
        body: aktivitasCreateSchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const data = await createAktivitas(ctx, { ...request, auth }, request.params.id, request.body);
      return reply.status(201).send({ data, message: 'Sesi kegiatan dibuat' });
    },
  );

  r.put(
    '/kegiatan/:id/aktivitas/:aktivitasId',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "Changes a session's details (409 when stale)",
        params: sesiParams,
        body: aktivitasEditSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const data = await editAktivitas(ctx, { ...request, auth }, id, aktivitasId, request.body);
      return { data, message: 'Sesi kegiatan disimpan' };
    },
  );

  r.put(
    '/kegiatan/:id/aktivitas/:aktivitasId/laporan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          "The session's short report and documentation photos (409 when stale or the activity is closed)",
        params: sesiParams,
        body: aktivitasLaporanSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const data = await laporAktivitas(ctx, { ...request, auth }, id, aktivitasId, request.body);
      return { data, message: 'Laporan sesi disimpan' };
    },
  );

  presensiRoutes(app, ctx);
  surveiKegiatanRoutes(app, ctx);
  kalenderRoutes(app, ctx);
}
