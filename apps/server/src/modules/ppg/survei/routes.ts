import { PassThrough } from 'node:stream';
import {
  envelope,
  idParamSchema,
  PENYETUJU_SURVEI,
  PENYUSUN_SURVEI,
  statusSurvei,
  surveiBagianSchema,
  surveiDetailSchema,
  surveiEditSchema,
  surveiFilterParamsSchema,
  surveiHasilQuerySchema,
  surveiHasilSchema,
  surveiIsiSchema,
  surveiKeputusanSchema,
  surveiListQuerySchema,
  surveiMovedSchema,
  surveiPageSchema,
  surveiPenugasanFilterSchema,
  surveiPenugasanHasilSchema,
  surveiPenugasanPageSchema,
  surveiPenugasanQuerySchema,
  surveiPertanyaanCreateSchema,
  surveiPertanyaanEditSchema,
  surveiPratinjauSchema,
  surveiSesiCreateSchema,
  surveiSesiSchema,
  surveiTeksPageSchema,
  surveiTeksQuerySchema,
  surveiUrutanSchema,
  surveiVersiBodySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { todayJakarta } from '../../laporan/lookups';
import { savedFilterRoutes } from '../../report/filter-routes';
import { createSurvei, editSurvei, versiBaru } from './builder';
import { createSesi, listPenugasan, listSesi, pratinjauPenugasan, sesiOf, tugaskan } from './distribusi';
import { exportJawaban, hasilSurvei, teksJawaban } from './hasil';
import { decideSurvei, instanceOfSurvei } from './kind';
import {
  aturUrutan,
  hapusBagian,
  hapusPertanyaan,
  tambahBagian,
  tambahPertanyaan,
  ubahBagian,
  ubahPertanyaan,
} from './pertanyaan';
import { detailSurvei, listSurvei } from './read';
import { surveiUpgRoutes } from './routes-upg';

const tags = ['ppg-survei'];
const ALL = { roles: [...new Set([...PENYUSUN_SURVEI, ...PENYETUJU_SURVEI])] } as const;
const AUTHORS = { roles: PENYUSUN_SURVEI } as const;
const idParams = z.object({ id: idParamSchema });
const bagianParams = z.object({ id: idParamSchema, bagianId: idParamSchema });
const versiQuery = z.object({ versi: z.coerce.number().int().min(0) });
const changed = envelope(z.object({ id: z.number(), version: z.number() }));
/** The saved-filter store's key of the list (spec §3 "Survey": status, type). */
export const FILTER_KEY = 'kpk-survey-creator-list';

/** Surveys (issue 27 §1): the builder, the group head's approval, distribution and results; the UPG's answers. */
export async function ppgSurveiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: FastifyRequest) => ({ ...request, auth: requireAuth(request) });

  r.get(
    '/survey',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Surveys by status, jenis, judul; antrian=persetujuan is the group head’s queue',
        querystring: surveiListQuerySchema,
        response: { 200: envelope(surveiPageSchema) },
      },
    },
    async (request) => ({ data: await listSurvei(ctx, requireAuth(request), request.query) }),
  );

  savedFilterRoutes(app, ctx, {
    path: 'survey',
    key: FILTER_KEY,
    label: 'Survey',
    keys: ['status', 'jenis'],
    schema: surveiFilterParamsSchema,
    roles: ALL.roles,
    tags,
  });

  r.post(
    '/survey',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'A new draft survey (CREATE_SURVEY)',
        body: surveiIsiSchema,
        response: { 201: envelope(surveiMovedSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createSurvei(ctx, meta(request), request.body), message: 'Survei dibuat' }),
  );

  r.get(
    '/survey/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A survey, its questions, history and decision panel',
        params: idParams,
        response: { 200: envelope(surveiDetailSchema) },
      },
    },
    async (request) => ({ data: await detailSurvei(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/survey/:id',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Its author changes the survey (UPDATE_SURVEY; 409 stale or frozen)',
        params: idParams,
        body: surveiEditSchema,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await editSurvei(ctx, meta(request), request.params.id, request.body),
      message: 'Survei disimpan',
    }),
  );

  r.post(
    '/survey/:id/bagian',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Adds a section',
        params: idParams,
        body: surveiBagianSchema,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await tambahBagian(ctx, meta(request), request.params.id, request.body),
      message: 'Bagian ditambahkan',
    }),
  );

  r.put(
    '/survey/:id/bagian/:bagianId',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Renames a section',
        params: bagianParams,
        body: surveiBagianSchema,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await ubahBagian(ctx, meta(request), request.params.id, request.params.bagianId, request.body),
      message: 'Bagian disimpan',
    }),
  );

  r.delete(
    '/survey/:id/bagian/:bagianId',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Deletes a section and its questions',
        params: bagianParams,
        querystring: versiQuery,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await hapusBagian(
        ctx,
        meta(request),
        request.params.id,
        request.params.bagianId,
        request.query.versi,
      ),
      message: 'Bagian dihapus',
    }),
  );

  r.put(
    '/survey/:id/urutan',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'The order of sections and questions after a drag',
        params: idParams,
        body: surveiUrutanSchema,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await aturUrutan(ctx, meta(request), request.params.id, request.body),
      message: 'Urutan disimpan',
    }),
  );

  r.post(
    '/survey/:id/versi-baru',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'A new draft version of an approved (answered) survey',
        params: idParams,
        body: surveiVersiBodySchema,
        response: { 201: envelope(surveiMovedSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await versiBaru(ctx, meta(request), request.params.id),
        message: 'Versi baru survei dibuat',
      }),
  );

  r.post(
    '/survey/:id/keputusan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Send (kirim), return with a note (kembalikan), approve (setuju), on the engine',
        params: idParams,
        body: surveiKeputusanSchema,
        response: { 200: envelope(surveiMovedSchema) },
      },
    },
    async (request) => {
      const { moved, row } = await decideSurvei(ctx, meta(request), request.params.id, request.body);
      return {
        data: {
          id: row.id,
          status: statusSurvei(moved.step, moved.last_decision),
          version: row.version,
          versi_proses: moved.version,
        },
        message: 'Keputusan survei disimpan',
      };
    },
  );

  r.post(
    '/survey-question',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'A new question in a section (CREATE_QUESTION)',
        body: surveiPertanyaanCreateSchema,
        response: {
          200: envelope(z.object({ id: z.number(), version: z.number(), pertanyaan_id: z.number() })),
        },
      },
    },
    async (request) => ({
      data: await tambahPertanyaan(ctx, meta(request), request.body),
      message: 'Pertanyaan ditambahkan',
    }),
  );

  r.put(
    '/survey-question/:id',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Changes a question (EDIT_QUESTION)',
        params: idParams,
        body: surveiPertanyaanEditSchema,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await ubahPertanyaan(ctx, meta(request), request.params.id, request.body),
      message: 'Pertanyaan disimpan',
    }),
  );

  r.delete(
    '/survey-question/:id',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Deletes a question (EDIT_QUESTION)',
        params: idParams,
        querystring: versiQuery,
        response: { 200: changed },
      },
    },
    async (request) => ({
      data: await hapusPertanyaan(ctx, meta(request), request.params.id, request.query.versi),
      message: 'Pertanyaan dihapus',
    }),
  );

  r.get(
    '/survey/:id/survey-session',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The survey’s sessions with assignment and response counts',
        params: idParams,
        response: { 200: envelope(z.array(surveiSesiSchema)) },
      },
    },
    async (request) => {
      await instanceOfSurvei(ctx.db, request.params.id);
      return { data: await listSesi(ctx, request.params.id) };
    },
  );

  r.post(
    '/survey-session',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'A session (opening and closing time) of an approved survey; reminders queued',
        body: surveiSesiCreateSchema,
        response: { 201: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createSesi(ctx, meta(request), request.body), message: 'Sesi survei dibuat' }),
  );

  r.post(
    '/survey-session/:id/survey-assignment/pratinjau',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'How many institutions a filter reaches, before sending',
        params: idParams,
        body: surveiPenugasanFilterSchema,
        response: { 200: envelope(surveiPratinjauSchema) },
      },
    },
    async (request) => ({ data: await pratinjauPenugasan(ctx, request.params.id, request.body) }),
  );

  r.post(
    '/survey-session/:id/survey-assignment',
    {
      config: { access: AUTHORS },
      schema: {
        tags,
        summary: 'Assigns the session to the filtered institutions and tells their UPGs',
        params: idParams,
        body: surveiPenugasanFilterSchema,
        response: { 200: envelope(surveiPenugasanHasilSchema) },
      },
    },
    async (request) => {
      const data = await tugaskan(ctx, meta(request), request.params.id, request.body);
      return { data, message: `Survei ditugaskan ke ${data.ditugaskan} instansi` };
    },
  );

  r.get(
    '/survey-session/:id/survey-assignment',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Each assigned institution and its response status (response rate)',
        params: idParams,
        querystring: surveiPenugasanQuerySchema,
        response: { 200: envelope(surveiPenugasanPageSchema) },
      },
    },
    async (request) => ({ data: await listPenugasan(ctx, request.params.id, request.query) }),
  );

  const checkSesi = async (surveiId: number, sesiId?: number) => {
    await instanceOfSurvei(ctx.db, surveiId);
    if (sesiId && (await sesiOf(ctx.db, sesiId)).survei_id !== surveiId) {
      throw new AppError('NOT_FOUND', 'Sesi survei tidak ditemukan');
    }
  };

  r.get(
    '/survey/:id/hasil',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Results per question over sent responses',
        params: idParams,
        querystring: surveiHasilQuerySchema,
        response: { 200: envelope(surveiHasilSchema) },
      },
    },
    async (request) => {
      await checkSesi(request.params.id, request.query.sesi_id);
      return { data: await hasilSurvei(ctx, request.params.id, request.query.sesi_id) };
    },
  );

  r.get(
    '/survey/:id/hasil/teks',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The text answers of one question, paged',
        params: idParams,
        querystring: surveiTeksQuerySchema,
        response: { 200: envelope(surveiTeksPageSchema) },
      },
    },
    async (request) => {
      await checkSesi(request.params.id, request.query.sesi_id);
      return { data: await teksJawaban(ctx, request.params.id, request.query) };
    },
  );

  r.get(
    '/survey/:id/hasil/export',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The raw sent answers as .xlsx, streamed',
        params: idParams,
        querystring: surveiHasilQuerySchema,
      },
    },
    async (request, reply) => {
      await checkSesi(request.params.id, request.query.sesi_id);
      const stream = new PassThrough();
      void exportJawaban(ctx, request.params.id, stream, request.query.sesi_id).catch((err: unknown) => {
        request.log.error({ err }, 'survey export failed');
        stream.destroy(err instanceof Error ? err : new Error('export failed'));
      });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="jawaban-survei-${request.params.id}-${todayJakarta()}.xlsx"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  surveiUpgRoutes(app, ctx);
}
