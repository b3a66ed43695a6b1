import {
  BROADCAST_PROCESS,
  broadcastCreateSchema,
  broadcastDetailSchema,
  broadcastEditSchema,
  broadcastIsiSchema,
  broadcastKeputusanSchema,
  broadcastListQuerySchema,
  broadcastMovedSchema,
  broadcastPageSchema,
  envelope,
  filterPenerimaSchema,
  idParamSchema,
  kontenBerkasSchema,
  PENYUSUN_BROADCAST,
  penerimaListQuerySchema,
  penerimaPageSchema,
  penerimaPratinjauSchema,
  pratinjauBodySchema,
  statusBroadcast,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { sanitizeRichText } from '../../../platform/html';
import { registerUploads } from '../../../platform/upload';
import { receiveKontenBerkas } from '../../konten/berkas';
import { signBerkasUrls, unsignBerkasUrls } from '../../konten/berkas-akses';
import { savedFilterRoutes } from '../../report/filter-routes';
import { instanceOfBroadcast } from './kind';
import { kirimUlangGagal, registerBroadcastJobs } from './kirim';
import { pratinjauPenerima } from './penerima';
import { broadcastDetail, listBroadcast, listPenerima } from './read';
import { createBroadcast, decideBroadcast, editBroadcast, kirimUji } from './service';

const tags = ['ppg-broadcast'];
/** Spec §2: the PPG members and team heads draft; the group head (spec §4) approves and may draft too. */
const ALL = { roles: PENYUSUN_BROADCAST } as const;
const idParams = z.object({ id: idParamSchema });
const moved = envelope(broadcastMovedSchema);
/** The saved-filter store's key of the list (spec §3 "Broadcast e-mail": judul, tahun). */
export const FILTER_KEY = 'kpk-broadcast-email-list';
const filterParams = broadcastListQuerySchema.pick({ judul: true, tahun: true }).strict();

/** Broadcast e-mail (issue 27 §2): drafts, the group head's decision on the engine, sending and its progress. */
export async function ppgBroadcastRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  registerBroadcastJobs(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: Parameters<typeof requireAuth>[0]) => ({ ...request, auth: requireAuth(request) });

  r.get(
    '/broadcast',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Broadcasts by judul, tahun, status; antrian=persetujuan is the group head’s queue (paged)',
        querystring: broadcastListQuerySchema,
        response: { 200: envelope(broadcastPageSchema) },
      },
    },
    async (request) => ({ data: await listBroadcast(ctx, requireAuth(request), request.query) }),
  );

  r.post(
    '/broadcast',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A new draft broadcast (sanitised body; nothing is sent before the group head approves)',
        body: broadcastCreateSchema,
        response: { 201: moved },
      },
    },
    async (request, reply) => {
      const data = await createBroadcast(ctx, meta(request), request.body);
      return reply.status(201).send({ data, message: 'Broadcast email disimpan sebagai draf' });
    },
  );

  r.post(
    '/broadcast/berkas',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Upload an attachment (multipart `file`): PDF, Office or image, checked by bytes',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(kontenBerkasSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await receiveKontenBerkas(ctx, request), message: 'Lampiran berhasil diunggah' }),
  );

  r.post(
    '/broadcast/penerima/pratinjau',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'How many addresses a recipient filter reaches, and a sample of them',
        body: z.object({ filter: filterPenerimaSchema }),
        response: { 200: envelope(penerimaPratinjauSchema) },
      },
    },
    async (request) => ({ data: await pratinjauPenerima(ctx.db, request.body.filter) }),
  );

  r.post(
    '/broadcast/uji',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Sends the message being written to the caller’s own address only (test send)',
        body: broadcastIsiSchema.omit({ filter: true }),
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      const data = await kirimUji(ctx, meta(request), request.body);
      return { data, message: `Email uji dikirim ke ${data.email}` };
    },
  );

  r.post(
    '/broadcast/pratinjau',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The body as the server will store and send it (sanitised), for the editor preview',
        body: pratinjauBodySchema,
        response: { 200: envelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ({
      data: { html: signBerkasUrls(sanitizeRichText(unsignBerkasUrls(request.body.html)), { html: true }) },
    }),
  );

  savedFilterRoutes(app, ctx, {
    path: 'broadcast',
    key: FILTER_KEY,
    label: 'Broadcast e-mail',
    keys: ['judul', 'tahun'],
    schema: filterParams,
    roles: PENYUSUN_BROADCAST,
    tags,
  });

  r.get(
    '/broadcast/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A broadcast with its sending progress, the decision panel and its history',
        params: idParams,
        response: { 200: envelope(broadcastDetailSchema) },
      },
    },
    async (request) => ({ data: await broadcastDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/broadcast/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Its author changes a draft or returned broadcast (409 when stale, submitted or approved)',
        params: idParams,
        body: broadcastEditSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const data = await editBroadcast(ctx, meta(request), request.params.id, request.body);
      return { data, message: 'Broadcast email disimpan' };
    },
  );

  r.post(
    '/broadcast/:id/keputusan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: `Submit, return (note) or approve (queues the sending), on the engine (${BROADCAST_PROCESS.kode})`,
        params: idParams,
        body: broadcastKeputusanSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const data = await decideBroadcast(ctx, meta(request), request.params.id, request.body);
      return { data, message: 'Keputusan broadcast email disimpan' };
    },
  );

  r.get(
    '/broadcast/:id/penerima',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'The frozen recipients with their state (queued, in the outbox, sent, failed with the reason)',
        params: idParams,
        querystring: penerimaListQuerySchema,
        response: { 200: envelope(penerimaPageSchema) },
      },
    },
    async (request) => ({ data: await listPenerima(ctx, request.params.id, request.query) }),
  );

  r.post(
    '/broadcast/:id/kirim-ulang',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'Sends the failed recipients’ mail again (their outbox rows back to pending)',
        params: idParams,
        response: { 200: envelope(z.object({ jumlah: z.number() })) },
      },
    },
    async (request) => {
      const instance = await instanceOfBroadcast(ctx.db, request.params.id);
      if (statusBroadcast(instance) !== 'DISETUJUI') {
        throw new AppError('CONFLICT', 'Hanya broadcast yang telah disetujui yang dapat dikirim ulang');
      }
      const jumlah = await kirimUlangGagal(ctx, meta(request), request.params.id);
      if (jumlah > 0) ctx.jobs.wake();
      return {
        data: { jumlah },
        message: jumlah ? `${jumlah} email dikirim ulang` : 'Tidak ada email yang gagal',
      };
    },
  );
}
