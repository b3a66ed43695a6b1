import { apiDateSchema, envelope, idSchema, STEP_FORMS } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { requireAuth } from '../../../../platform/access';
import { ADMIN_ROLES } from '../../../../platform/auth-context';
import { KPK_LIST_ROLES, laporanForActor } from '../../access';
import { invalidateLaporanCounts } from '../../list/list';
import { moveWorkflow, reassign } from '../admin';
import { extendLink } from '../links';
import { previewRequest } from '../steps';
import { bulkResult, idParams, moved, reportDecisions, tags, versi } from './shared';

/** Redistribution, the reporter's links (preview, extension) and moveWorkflow (issue 10 §2.4, §2.10). */
export function adminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, dispatch } = reportDecisions(ctx);

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
