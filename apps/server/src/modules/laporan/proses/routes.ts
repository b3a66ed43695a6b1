import {
  apiDateSchema,
  DEFAULT_TASKS,
  envelope,
  idParamSchema,
  idSchema,
  inboxCountsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  type RoleName,
  STEP_FORMS,
  WORKFLOW_STEP_PATHS,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/access';
import { ADMIN_ROLES, type AuthContext, type RequestMeta } from '../../../platform/auth-context';
import { AppError, isAppError } from '../../../platform/errors';
import { lockInstance, transition } from '../../workflow/engine';
import { loadProcess } from '../../workflow/graph';
import { KPK_LIST_ROLES, laporanForActor } from '../access';
import { invalidateLaporanCounts } from '../list/list';
import { moveWorkflow, reassign } from './admin';
import { laporanAksi, laporanJejak } from './aksi';
import { clockItemSchema, clockQuerySchema, listHariKerja } from './clocks';
import { distributionLoad, inboxCounts, inboxPage } from './inbox';
import { extendLink } from './links';
import { previewRequest } from './steps';
import { LAPORAN_PROCESS, laporanSubject } from './subject';

const tags = ['laporan-proses'];
const idParams = z.object({ id: idParamSchema });
const versi = z.number({ message: 'Versi laporan wajib dikirim' }).int().min(1).max(2147483647);
/** A decision's body: the decision, the version seen, and the step form's fields (validated by the engine). */
const decisionBody = z
  .object({
    keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
    versi,
    catatan: z.string().max(2000).nullish(),
  })
  .catchall(z.unknown());
const moved = envelope(z.object({ id: z.number(), step: z.string(), dari: z.string(), version: z.number() }));
const bulkResult = envelope(
  z.object({
    berhasil: z.array(z.number()),
    gagal: z.array(z.object({ id: z.number(), pesan: z.string() })),
  }),
);
const bulkItems = z
  .array(z.object({ id: idSchema, versi }))
  .min(1, 'Pilih minimal satu laporan')
  .max(200, 'Maksimal 200 laporan sekali proses');

/** Roles that act somewhere in the default process (the static route guard; the engine checks the step itself). */
const ACTING_ROLES = [...new Set(DEFAULT_TASKS.flatMap((t) => t.roles))].filter((r) =>
  (KPK_LIST_ROLES as readonly RoleName[]).includes(r),
) as RoleName[];

/** /api/laporan/{id}/aksi, jejak, the fNN step calls, distribution and administration (issue 10). */
export function prosesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dispatch = (ids: readonly number[]) => {
    for (const id of ids) ctx.mailer.dispatch(id);
  };

  /** One decision in its own transaction; `step`, when given, is the step the call is for. */
  async function decideOne(
    meta: RequestMeta & { auth: AuthContext },
    id: number,
    body: Record<string, unknown>,
    step?: string,
  ) {
    const { keputusan, versi: version, ...rest } = body as { keputusan: string; versi: number };
    const result = await ctx.db.transaction(async (tx) => {
      if (step) await requireStep(tx, id, step, meta.auth);
      return transition(
        tx,
        ctx,
        laporanSubject,
        id,
        { kind: 'user', meta },
        {
          decision: keputusan,
          version,
          body: rest,
        },
      );
    });
    invalidateLaporanCounts(ctx.db);
    dispatch(result.mailIds);
    return result;
  }

  /** A call for another step than the report's: the role is judged against the call's step, then 409. */
  async function requireStep(tx: Db, id: number, step: string, auth: AuthContext) {
    const { graph } = await loadProcess(ctx.db, LAPORAN_PROCESS, null, tx);
    const task = graph.tasks.get(step);
    if (task && (!auth.activeRole || !task.roles.includes(auth.activeRole))) {
      throw new AppError(
        'FORBIDDEN',
        `Langkah ${task.kode} (${task.nama}) dikerjakan oleh peran ${task.roles.join(', ')}`,
      );
    }
    await laporanSubject.lock(tx, auth, id);
    const instance = await lockInstance(tx, 'laporan', id);
    if (instance.step !== step) {
      throw new AppError(
        'CONFLICT',
        'Laporan sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.',
      );
    }
  }

  const answer = (result: Awaited<ReturnType<typeof decideOne>>, id: number) => ({
    data: { id, step: result.to, dari: result.from, version: result.instance.version },
  });

  r.get(
    '/laporan/kotak-masuk',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary:
          "The active role's inbox: one tab (waiting on me, in process, returned, overdue, done), most urgent first",
        querystring: inboxQuerySchema,
        response: { 200: envelope(inboxPageSchema) },
      },
    },
    async (request) => ({ data: await inboxPage(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan/kotak-masuk/jumlah',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: "The inbox tabs' counts and the open reports in reach per step",
        querystring: inboxQuerySchema.pick({ langkah: true, q: true, grup_id: true }),
        response: { 200: envelope(inboxCountsSchema) },
      },
    },
    async (request) => ({ data: await inboxCounts(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan/list-hari-kerja',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'The 30 HK decision clocks: start, pauses, due date, the day it stopped, working days used',
        querystring: clockQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(clockItemSchema),
              total: z.number(),
              page: z.number(),
              per_page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listHariKerja(ctx, request.query) }),
  );

  r.get(
    '/laporan/beban',
    {
      config: { access: { roles: ['koordinator', 'ketua_group', ...ADMIN_ROLES] as const } },
      schema: {
        tags,
        summary:
          'Whom the caller distributes to (groups, or the members of their group) with their open load',
        querystring: z.object({ jenis: z.enum(['grup', 'anggota']) }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                nama: z.string(),
                keterangan: z.string().nullable(),
                beban: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ({ data: await distributionLoad(ctx, requireAuth(request), request.query.jenis) }),
  );

  r.get(
    '/laporan/:id/aksi',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'Where the report stands in its process and what the caller may decide now',
        params: idParams,
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => ({ data: await laporanAksi(ctx, requireAuth(request), request.params.id) }),
  );

  r.get(
    '/laporan/:id/jejak',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'The process of the report and every step it went through',
        params: idParams,
        response: {
          200: envelope(
            z.object({
              proses: z.object({ kode: z.string(), versi: z.number() }),
              step: z.string(),
              langkah: z.array(
                z.object({
                  from: z.string().nullable(),
                  to: z.string(),
                  decision: z.string().nullable(),
                  at: z.string(),
                  actor_name: z.string().nullable(),
                  actor_role: z.string().nullable(),
                  catatan: z.string().nullable(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await laporanJejak(ctx, requireAuth(request), request.params.id) }),
  );

  for (const t of DEFAULT_TASKS) {
    const path = WORKFLOW_STEP_PATHS[t.kode];
    if (!path) continue;
    r.post(
      `/laporan/:id/${path}`,
      {
        config: { access: { roles: ACTING_ROLES } },
        schema: {
          tags,
          summary: `Step ${t.kode}: ${t.nama} (decision, version seen and the step's fields)`,
          params: idParams,
          body: decisionBody,
          response: { 200: moved },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const result = await decideOne({ ...request, auth }, request.params.id, request.body, t.kode);
        return answer(result, request.params.id);
      },
    );
  }

  r.post(
    '/laporan/:id/proses/:step',
    {
      config: { access: { roles: ACTING_ROLES } },
      schema: {
        tags,
        summary: 'Any step of the process (a step an administrator added without a call path of its own)',
        params: z.object({ id: idParamSchema, step: z.string().trim().min(1).max(30) }),
        body: decisionBody,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await decideOne(
        { ...request, auth },
        request.params.id,
        request.body,
        request.params.step,
      );
      return answer(result, request.params.id);
    },
  );

  /** Bulk distribution: each report in its own transaction, so one stale row does not hold back the rest. */
  async function bulk(
    meta: RequestMeta & { auth: AuthContext },
    items: { id: number; versi: number }[],
    step: string,
    fields: Record<string, unknown>,
  ) {
    const berhasil: number[] = [];
    const gagal: { id: number; pesan: string }[] = [];
    for (const item of items) {
      try {
        await decideOne(meta, item.id, { keputusan: 'distribusi', versi: item.versi, ...fields }, step);
        berhasil.push(item.id);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const field = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
        gagal.push({ id: item.id, pesan: field ?? error.message });
      }
    }
    return { data: { berhasil, gagal } };
  }

  r.post(
    '/laporan/distribusi',
    {
      config: { access: { roles: ['koordinator'] as const } },
      schema: {
        tags,
        summary: 'The coordinator distributes reports to a group (bulk)',
        body: z.object({ items: bulkItems, grup_id: idSchema, catatan: z.string().max(2000).nullish() }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { items, ...fields } = request.body;
      return bulk({ ...request, auth }, items, 'distribusi', fields);
    },
  );

  r.post(
    '/laporan/distribusi-fungsional',
    {
      config: { access: { roles: ['ketua_group'] as const } },
      schema: {
        tags,
        summary: 'The group head distributes reports to a team member (bulk)',
        body: z.object({
          items: bulkItems,
          anggota_user_id: idSchema,
          catatan: z.string().max(2000).nullish(),
        }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { items, ...fields } = request.body;
      return bulk({ ...request, auth }, items, 'distribusi-f', fields);
    },
  );

  const reassignBody = z.object({
    ids: z.array(idSchema).min(1, 'Pilih minimal satu laporan').max(200),
    alasan: z.string().trim().min(5, 'Alasan minimal 5 karakter').max(2000),
  });
  r.post(
    '/laporan/reassign-angtim',
    {
      config: { access: { roles: ['ketua_group', ...ADMIN_ROLES] as const } },
      schema: {
        tags,
        summary: 'Hands reports over to another team member (redistribution; bulk)',
        body: reassignBody.extend({ anggota_user_id: idSchema }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await reassign(ctx, { ...request, auth }, request.body.ids, {
        anggota_user_id: request.body.anggota_user_id,
        alasan: request.body.alasan,
      });
      invalidateLaporanCounts(ctx.db);
      return { data };
    },
  );

  r.post(
    '/laporan/reassign-gh',
    {
      config: { access: { roles: ['koordinator', 'direktur', ...ADMIN_ROLES] as const } },
      schema: {
        tags,
        summary: 'Hands reports over to another group (redistribution; bulk)',
        body: reassignBody.extend({ grup_id: idSchema }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await reassign(ctx, { ...request, auth }, request.body.ids, {
        grup_id: request.body.grup_id,
        alasan: request.body.alasan,
      });
      invalidateLaporanCounts(ctx.db);
      return { data };
    },
  );

  r.post(
    '/laporan/:id/preview-konfirmasi-kelengkapan',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary:
          'What the reporter would receive for a completeness (or response) request, before it is sent',
        params: idParams,
        body: STEP_FORMS.permintaan.extend({
          jenis: z.enum(['KELENGKAPAN', 'TANGGAPAN']).default('KELENGKAPAN'),
        }),
        response: { 200: envelope(z.object({ judul: z.string(), pesan: z.string(), batas: z.string() })) },
      },
    },
    async (request) => {
      const row = await laporanForActor(ctx.db, requireAuth(request), request.params.id, 'read');
      return { data: await previewRequest(ctx, row, request.body.jenis, request.body) };
    },
  );

  r.post(
    '/laporan/:id/tanggal-expire',
    {
      config: { access: { roles: ['anggota_tim', 'ketua_group'] as const } },
      schema: {
        tags,
        summary: 'Extends the open completeness or response link of a report waiting on its reporter',
        params: idParams,
        body: z.object({ tanggal: apiDateSchema }),
        response: { 200: envelope(z.object({ link_id: z.number(), expires_at: z.string() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await ctx.db.transaction((tx) =>
        extendLink(tx, ctx, { ...request, auth }, request.params.id, request.body.tanggal),
      );
      return { data, message: 'Batas waktu tautan diperpanjang' };
    },
  );

  r.post(
    '/laporan/:id/move-workflow',
    {
      config: { access: { roles: ['direktur', ...ADMIN_ROLES] as const } },
      schema: {
        tags,
        summary: 'Moves a report to any step of its process, with a reason (administration; audited)',
        params: idParams,
        body: z.object({
          step: z.string().trim().min(1).max(30),
          versi,
          alasan: z.string().trim().min(10, 'Alasan minimal 10 karakter').max(2000),
        }),
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await ctx.db.transaction((tx) =>
        moveWorkflow(tx, ctx, { ...request, auth }, request.params.id, request.body),
      );
      invalidateLaporanCounts(ctx.db);
      dispatch(result.mailIds);
      return answer(result, request.params.id);
    },
  );
}
