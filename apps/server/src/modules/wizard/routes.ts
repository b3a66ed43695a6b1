import {
  envelope,
  idParamSchema,
  imporInstansiCommitSchema,
  imporInstansiCreateQuerySchema,
  imporInstansiDetailSchema,
  imporInstansiListQuerySchema,
  imporInstansiPageSchema,
  imporInstansiRowsPageSchema,
  imporInstansiRowsQuerySchema,
  STATUS_IMPOR_INSTANSI,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { XLSX_CONTENT_TYPE } from '../../platform/excel';
import { readUploadNamed, registerUploads } from '../../platform/upload';
import { imporInstansiTemplate } from './columns';
import { batchDetail, batchRows, listBatches } from './read';
import { commitBatch, createBatch, undoBatch } from './service';

const tags = ['wizard'];
const config = { access: { roles: ['superuser'] as const } };
const BASE = '/wizard/import-laporan-dikelola-instansi';
const idParams = z.object({ id: idParamSchema });
const moved = envelope(z.object({ id: z.number(), status: z.enum(STATUS_IMPOR_INSTANSI) }));

/**
 * The wizard's import of reports an institution's UPG handled itself (issue 28 §1), superuser only: the template,
 * the upload (checked row by row, streamed), the batches and their rows, the commit (a queue job) and the undo.
 * Registered in a scope of its own for the multipart parser.
 */
export async function wizardRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/template`,
    {
      config,
      schema: { tags, summary: 'The UPG import template extended with the institution decision (.xlsx)' },
    },
    async (_request, reply) => {
      const bytes = await imporInstansiTemplate(ctx.db);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="template-impor-laporan-dikelola-instansi.xlsx"')
        .send(bytes);
    },
  );

  r.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary:
          "The caller's import batches, newest first, and the count of reports handled by institutions",
        querystring: imporInstansiListQuerySchema,
        response: { 200: envelope(imporInstansiPageSchema) },
      },
    },
    async (request) => ({ data: await listBatches(ctx, requireAuth(request), request.query) }),
  );

  r.post(
    BASE,
    {
      config,
      schema: {
        tags,
        summary:
          'Uploads a file (multipart `file`) for an institution: a batch, every row checked (streamed); no report written',
        querystring: imporInstansiCreateQuerySchema,
        response: { 201: envelope(imporInstansiDetailSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { upload_max_mb } = await ctx.settings.get();
      const { bytes, filename } = await readUploadNamed(request, upload_max_mb * 1024 * 1024);
      const { id } = await createBatch(ctx, { ...request, auth }, request.query.instansi_id, filename, bytes);
      const data = await batchDetail(ctx, auth, id);
      const message =
        data.status === 'ready'
          ? `Semua ${data.total_rows} baris valid (${data.valid_laporan} laporan). Silakan simpan.`
          : `${data.total_rows - data.valid_rows} dari ${data.total_rows} baris tidak valid.`;
      return reply.status(201).send({ data, message });
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One batch: counts, status and the commit progress',
        params: idParams,
        response: { 200: envelope(imporInstansiDetailSchema) },
      },
    },
    async (request) => ({ data: await batchDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.get(
    `${BASE}/:id/rows`,
    {
      config,
      schema: {
        tags,
        summary: "A batch's rows with their errors, in sheet order",
        params: idParams,
        querystring: imporInstansiRowsQuerySchema,
        response: { 200: envelope(imporInstansiRowsPageSchema) },
      },
    },
    async (request) => ({
      data: await batchRows(ctx, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.post(
    `${BASE}/:id/commit`,
    {
      config,
      schema: {
        tags,
        summary:
          'Commits a checked batch once: a queue job inserts its valid reports in chunks (422 when not ready)',
        params: idParams,
        body: imporInstansiCommitSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await commitBatch(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Penyimpanan laporan dimulai.' };
    },
  );

  r.post(
    `${BASE}/:id/undo`,
    {
      config,
      schema: {
        tags,
        summary:
          "Deletes a committed batch's reports in one transaction while none changed since (422 naming the touched ones)",
        params: idParams,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await undoBatch(ctx, { ...request, auth }, request.params.id);
      return {
        data: { id: data.id, status: 'undone' as const },
        message: `Impor dibatalkan: ${data.dihapus} laporan dihapus.`,
      };
    },
  );
}
