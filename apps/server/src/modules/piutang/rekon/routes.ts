import multipart from '@fastify/multipart';
import {
  idParamSchema,
  pageNumberSchema,
  REKON_STATUS_LABELS,
  rekonListQuerySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { fieldError } from '../../../platform/errors';
import { looksLikeXlsx, MAX_UPLOAD_BYTES } from '../../../platform/upload';
import { MANAGE, READ } from '../access';
import { num, sendXlsx } from '../excel';
import { compareRekon, hasilRekon, listRekon, stagingRows, submitRekon, uploadRekon } from './service';

const tags = ['og-rekon'];
const idParams = z.object({ id: idParamSchema });
const page = { page: pageNumberSchema, per_page: z.coerce.number().int().min(1).max(100).default(20) };

/** og/rekon (spec §7: import, list, submit, recompare, export): a statement staged, compared, closed. */
export async function rekonRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/og/rekon/import',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'Uploads a treasury or bank statement (CSV or .xlsx): rows checked and staged, nothing booked',
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
      const bytes = await part.toBuffer();
      const { upload_max_mb } = await ctx.settings.get();
      if (part.file.truncated || bytes.length > upload_max_mb * 1024 * 1024)
        throw fieldError('file', `Ukuran berkas maksimal ${upload_max_mb} MB`);
      const xlsx = looksLikeXlsx(bytes);
      if (!xlsx && !/\.(csv|txt)$/i.test(part.filename))
        throw fieldError('file', 'Berkas harus .csv atau .xlsx');
      const made = await uploadRekon(ctx.db, { ...request, auth }, { bytes, nama: part.filename, xlsx });
      return {
        data: made,
        message: made.jumlah_error
          ? `${made.jumlah_baris} baris dibaca, ${made.jumlah_error} baris bermasalah`
          : `${made.jumlah_baris} baris dibaca tanpa masalah`,
      };
    },
  );

  r.get(
    '/og/rekon',
    {
      config: READ,
      schema: { tags, summary: 'Statements uploaded, newest first', querystring: z.object(page) },
    },
    async (request) => ({
      data: await listRekon(ctx.db, request.query),
    }),
  );

  r.get(
    '/og/rekon/:id/staging',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The staged rows of a statement with their errors',
        params: idParams,
        querystring: z.object({ ...page, hanya_error: z.enum(['1', '0']).optional() }),
      },
    },
    async (request) => ({
      data: await stagingRows(ctx.db, request.params.id, {
        ...request.query,
        hanya_error: request.query.hanya_error === '1',
      }),
    }),
  );

  r.post(
    '/og/rekon/:id/recompare',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Compares (again) the statement's valid rows with the ledger's payments",
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        data: await compareRekon(ctx.db, { ...request, auth }, request.params.id),
        message: 'Perbandingan diperbarui',
      };
    },
  );

  r.get(
    '/og/rekon/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The comparison: matched, only in statement, only in ledger, differing; format=xlsx exports',
        params: idParams,
        querystring: rekonListQuerySchema.extend(page),
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await hasilRekon(ctx.db, request.params.id, q) };
      const all = await hasilRekon(ctx.db, request.params.id, { ...q, page: 1, per_page: 200_000 });
      return sendXlsx(
        reply,
        `rekonsiliasi-${request.params.id}`,
        [
          'Status',
          'Referensi',
          'VA',
          'Baris berkas',
          'Entri buku',
          'Jumlah rekening',
          'Jumlah buku',
          'Selisih',
        ],
        all.items.map((h) => [
          REKON_STATUS_LABELS[h.status as keyof typeof REKON_STATUS_LABELS] ?? String(h.status),
          String(h.referensi),
          String(h.va),
          (h.baris as number | null) ?? null,
          (h.entri_id as number | null) ?? null,
          num(h.jumlah_rekening as string | null),
          num(h.jumlah_buku as string | null),
          num(h.selisih as string),
        ]),
      );
    },
  );

  r.post(
    '/og/rekon/:id/submit',
    { config: MANAGE, schema: { tags, summary: "Closes the period's reconciliation", params: idParams } },
    async (request) => {
      const auth = requireAuth(request);
      return {
        data: await submitRekon(ctx.db, { ...request, auth }, request.params.id),
        message: 'Rekonsiliasi ditutup',
      };
    },
  );
}
