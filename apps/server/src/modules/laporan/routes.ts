import {
  envelope,
  idParamSchema,
  laporanDraftSchema,
  laporanHistorySchema,
  laporanSaveResultSchema,
  laporanSaveSchema,
  laporanSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { claimIdempotencyKey, idempotencyKeyOf, recordIdempotentResult } from '../../platform/idempotency';
import { LAPORAN_ROLES, laporanForActor } from './access';
import { adminDataRoutes } from './admin-data/routes';
import { attachmentRoutes } from './files/routes';
import { getLaporan, laporanDto, laporanHistory } from './filing/read';
import { rincianRoutes } from './filing/rincian-routes';
import { type SubmitResult, submitLaporan } from './filing/submit';
import { deleteLaporan, FILING_ROLES, saveDraft } from './filing/write';
import { invalidateLaporanCounts, invalidateOwnDraftCount } from './list/list';
import { listRoutes } from './list/routes';
import { todayJakarta } from './lookups';
import { pembatalanRoutes } from './pembatalan/routes';
import { penghapusanRoutes } from './penghapusan/routes';
import { prosesRoutes } from './proses/routes';
import { putusanRoutes } from './putusan/routes';
import { teruskanLaporan } from './status';

type Submitted = Pick<SubmitResult, 'id' | 'nosig' | 'nl_hints' | 'is_terlambat' | 'mailIds'>;

export const idParams = z.object({ id: idParamSchema });
const tags = ['laporan'];
const detail = { 200: envelope(laporanSchema) };
const filing = { access: { roles: FILING_ROLES } };
const reading = { access: { roles: LAPORAN_ROLES } };

/** A draft's dates may not lie after today (Jakarta) either; submission checks them again with its own clock. */
const draftBody = laporanDraftSchema.superRefine((p, issue) => {
  const today = todayJakarta();
  if (p.tanggal_penerimaan && p.tanggal_penerimaan > today) {
    issue.addIssue({
      code: 'custom',
      path: ['tanggal_penerimaan'],
      message: 'Tanggal penerimaan tidak boleh melewati hari ini',
    });
  }
  if (p.tanggal_lapor && p.tanggal_lapor > today) {
    issue.addIssue({
      code: 'custom',
      path: ['tanggal_lapor'],
      message: 'Tanggal lapor tidak boleh melewati hari ini',
    });
  }
});

/** /api/laporan…: filing, reading, lists and attachments of gratification reports (issue 4 §3, §5). */
export async function laporanRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dispatch = (ids: readonly number[]) => {
    for (const id of ids) ctx.mailer.dispatch(id);
  };

  listRoutes(app, ctx);
  adminDataRoutes(app, ctx);
  prosesRoutes(app, ctx);
  putusanRoutes(app, ctx);
  pembatalanRoutes(app, ctx);
  penghapusanRoutes(app, ctx);
  await attachmentRoutes(app, ctx);
  rincianRoutes(app, ctx);

  r.post(
    '/laporan/draft',
    {
      config: filing,
      schema: { tags, summary: 'Create or update a draft', body: draftBody, response: detail },
    },
    async (request) => {
      const auth = requireAuth(request);
      const settings = await ctx.settings.get();
      const id = await ctx.db.transaction((tx) => saveDraft(tx, request, request.body, settings));
      if (!request.body.id) invalidateOwnDraftCount(ctx.db, auth.user.id);
      return { data: await getLaporan(ctx.db, auth, id), message: 'Draf laporan berhasil disimpan' };
    },
  );

  r.post(
    '/laporan/save',
    {
      config: filing,
      schema: {
        tags,
        summary: 'Submit a report (new, a draft or a returned one): number, deadline, hints, notification',
        description:
          'Send an `Idempotency-Key` header (8–100 of A–Z a–z 0–9 . : _ -) to make retries safe: a repeat with the same key and body answers with the report already filed (header `Idempotent-Replayed: true`); the same key with another body is a 409. With `id` and `version`, a draft changed since that version is a 409.',
        body: laporanSaveSchema,
        response: { 200: envelope(laporanSaveResultSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      const claim = key ? { user_id: auth.user.id, scope: 'laporan.save', key } : null;
      const settings = await ctx.settings.get();
      const result = await ctx.db.transaction(async (tx): Promise<Submitted & { replayed: boolean }> => {
        if (claim) {
          const replay = await claimIdempotencyKey<Omit<Submitted, 'id' | 'mailIds'>>(tx, {
            ...claim,
            body: request.body,
          });
          if (replay) return { ...replay.result, id: replay.entity_id, mailIds: [], replayed: true };
        }
        const done = await submitLaporan(tx, ctx, request, request.body, { settings });
        const { nosig, nl_hints, is_terlambat } = done;
        if (claim) await recordIdempotentResult(tx, claim, done.id, { nosig, nl_hints, is_terlambat });
        return { id: done.id, nosig, nl_hints, is_terlambat, mailIds: done.mailIds, replayed: false };
      });
      // After commit: another process reloading the counts meanwhile would keep the old ones for their TTL.
      invalidateLaporanCounts(ctx.db);
      dispatch(result.mailIds);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return {
        data: {
          laporan: await getLaporan(ctx.db, auth, result.id),
          nl_hints: result.nl_hints,
          is_terlambat: result.is_terlambat,
        },
        message: `Laporan gratifikasi ${result.nosig} berhasil dikirim`,
      };
    },
  );

  r.get(
    '/laporan/:id',
    { config: reading, schema: { tags, summary: 'One report in full', params: idParams, response: detail } },
    async (request) => ({ data: await getLaporan(ctx.db, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/laporan/:id',
    {
      config: filing,
      schema: {
        tags,
        summary: 'Update an editable report (draft or returned)',
        params: idParams,
        body: draftBody,
        response: detail,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const settings = await ctx.settings.get();
      const id = await ctx.db.transaction((tx) =>
        saveDraft(tx, request, { ...request.body, id: request.params.id }, settings),
      );
      return { data: await getLaporan(ctx.db, auth, id), message: 'Laporan berhasil diperbarui' };
    },
  );

  r.delete(
    '/laporan/:id',
    {
      config: filing,
      schema: { tags, summary: 'Delete an editable report (soft)', params: idParams },
    },
    async (request) => {
      await ctx.db.transaction((tx) => deleteLaporan(tx, request, request.params.id));
      invalidateLaporanCounts(ctx.db);
      return { data: null, message: 'Laporan berhasil dihapus' };
    },
  );

  r.get(
    '/laporan/:id/history',
    {
      config: reading,
      schema: {
        tags,
        summary: 'Status history, oldest first',
        params: idParams,
        response: { 200: envelope(z.array(laporanHistorySchema)) },
      },
    },
    async (request) => ({ data: await laporanHistory(ctx.db, requireAuth(request), request.params.id) }),
  );

  r.post(
    '/laporan/:id/teruskan',
    {
      config: { access: { roles: ['upg'] as const } },
      schema: {
        tags,
        summary: 'A UPG forwards a received report to the KPK',
        params: idParams,
        body: z.object({ catatan: z.string().trim().max(2000).nullable().optional() }).nullish(),
        response: detail,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const mailIds = await ctx.db.transaction((tx) =>
        teruskanLaporan(tx, ctx, request, request.params.id, request.body?.catatan ?? null),
      );
      invalidateLaporanCounts(ctx.db);
      dispatch(mailIds);
      const row = await laporanForActor(ctx.db, auth, request.params.id, 'read');
      return { data: await laporanDto(ctx.db, auth, row), message: 'Laporan berhasil diteruskan ke KPK' };
    },
  );
}
