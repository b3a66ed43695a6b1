import {
  batchSensorCreateSchema,
  batchSensorDetailSchema,
  batchSensorEditSchema,
  batchSensorListQuerySchema,
  batchSensorMovedSchema,
  batchSensorPageSchema,
  envelope,
  idParamSchema,
  PENYETUJU_SENSOR,
  PENYUSUN_SENSOR,
  permintaanKeputusanSchema,
  sensorKandidatPageSchema,
  sensorKandidatQuerySchema,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { media, sensor_sk_items } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { listKandidat } from './kandidat';
import { batchDetail, listBatch } from './read';
import { createBatch, decideBatch, editBatch, pratinjauItem } from './service';

const tags = ['sensor-sk'];
const ALL = { roles: [...PENYUSUN_SENSOR, ...PENYETUJU_SENSOR] } as const;
const DRAFTERS = { roles: PENYUSUN_SENSOR } as const;
const idParams = z.object({ id: idParamSchema });
const itemParams = z.object({ id: idParamSchema, laporanId: idParamSchema });
const moved = envelope(batchSensorMovedSchema);

/** SK redaction batches (issue 11 §5): candidates, batches, review, decisions, previews and the published copies. */
export function sensorSkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sensor-sk/kandidat',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary: 'Numbered SKs free to publish (in no batch that was not refused)',
        querystring: sensorKandidatQuerySchema,
        response: { 200: envelope(sensorKandidatPageSchema) },
      },
    },
    async (request) => ({ data: await listKandidat(ctx.db, request.query) }),
  );

  r.get(
    '/sensor-sk/batch',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'SK redaction batches, newest first, by status and title',
        querystring: batchSensorListQuerySchema,
        response: { 200: envelope(batchSensorPageSchema) },
      },
    },
    async (request) => ({ data: await listBatch(ctx, request.query) }),
  );

  r.post(
    '/sensor-sk/batch',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary: 'A new draft batch: each SK is read and its personal data found for review',
        body: batchSensorCreateSchema,
        response: { 201: moved },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const data = await createBatch(ctx, { ...request, auth }, request.body);
      return reply.status(201).send({ data, message: 'Batch sensor SK dibuat' });
    },
  );

  r.get(
    '/sensor-sk/batch/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A batch with each SK’s findings and review, the decision panel and its path',
        params: idParams,
        response: { 200: envelope(batchSensorDetailSchema) },
      },
    },
    async (request) => ({ data: await batchDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/sensor-sk/batch/:id',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary:
          'The drafter changes the title, the SKs and the review while the batch is a draft (409 when stale)',
        params: idParams,
        body: batchSensorEditSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await editBatch(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Batch sensor SK disimpan' };
    },
  );

  r.post(
    '/sensor-sk/batch/:id/keputusan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Send, return, approve (publishes the redacted SKs) or refuse a batch, on the workflow engine',
        params: idParams,
        body: permintaanKeputusanSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await decideBatch(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Keputusan batch sensor SK disimpan' };
    },
  );

  r.get(
    '/sensor-sk/batch/:id/sk/:laporanId/pratinjau',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'One SK of the batch as it would be published now: made afresh and redacted (PDF)',
        params: itemParams,
      },
    },
    async (request, reply) => {
      const { bytes, nomor } = await pratinjauItem(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.laporanId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="pratinjau-sensor-${(nomor ?? 'sk').replace(/[^\w-]+/g, '-')}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  r.get(
    '/sensor-sk/batch/:id/sk/:laporanId/hasil',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The published redacted copy of one SK of the batch (PDF)',
        params: itemParams,
      },
    },
    async (request, reply) => {
      const [file] = await ctx.db
        .select({ storage_key: media.storage_key, name: media.original_name, size: media.size })
        .from(sensor_sk_items)
        .innerJoin(media, eq(media.id, sensor_sk_items.hasil_media_id))
        .where(
          and(
            eq(sensor_sk_items.batch_id, request.params.id),
            eq(sensor_sk_items.laporan_id, request.params.laporanId),
          ),
        );
      if (!file) throw new AppError('NOT_FOUND', 'Salinan tersensor belum diterbitkan');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(await ctx.files.open(file.storage_key));
    },
  );
}
