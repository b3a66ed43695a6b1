import {
  envelope,
  mediaInfoSchema,
  publicLinkLaporanSchema,
  publicLinkSubmitResultSchema,
  publicLinkValidateSchema,
  submitKelengkapanSchema,
  submitTanggapanSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { AppError, fieldError } from '../../platform/errors';
import { registerUploads } from '../../platform/upload';
import { submitKelengkapan, submitTanggapan, uploadThroughLink } from './answer';
import { describeLink, findLiveLink, summarizeLaporan } from './links';

/** Calls per minute per IP across all public-link routes: a token is guessed by nobody, but it is tried by many. */
export const PUBLIC_LINK_RATE_LIMIT = 60;

const tags = ['public-link'];
const params = z.object({ token: z.string().max(500) });

/** The multipart field `file` with its name (422 when missing or over `maxBytes`). */
async function readFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
  const part = await request.file();
  if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('VALIDATION_FAILED', 'Ukuran data terlalu besar');
  if (bytes.length > maxBytes) {
    throw fieldError('file', `Ukuran berkas maksimal ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  return { bytes, filename: part.filename };
}

/** /api/public-link/{token}/…: the reporter answers the KPK's request through a mailed link, without signing in. */
export async function publicLinkRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'public' as const,
    rateLimit: {
      max: Math.min(PUBLIC_LINK_RATE_LIMIT, ctx.config.rateLimitAnonMax),
      timeWindow: '1 minute',
      groupId: 'public-link',
    },
  };

  r.get(
    '/public-link/:token/validate',
    {
      config,
      schema: {
        tags,
        summary: 'What a live link asks (unknown, expired or answered → 422 LINK_EXPIRED)',
        params,
        response: { 200: envelope(publicLinkValidateSchema) },
      },
    },
    async (request) => {
      const link = await findLiveLink(ctx.db, request.params.token);
      return { data: await describeLink(ctx.db, link, await ctx.settings.get()) };
    },
  );

  r.get(
    '/public-link/:token/laporan',
    {
      config,
      schema: {
        tags,
        summary: "A read-only summary of the link's report",
        params,
        response: { 200: envelope(publicLinkLaporanSchema) },
      },
    },
    async (request) => {
      const link = await findLiveLink(ctx.db, request.params.token);
      return { data: await summarizeLaporan(ctx.db, link.laporan_id) };
    },
  );

  r.post(
    '/public-link/:token/upload',
    {
      config,
      schema: {
        tags,
        summary: 'Upload one file (image, PDF, Office; multipart field `file`) to the link',
        params,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(mediaInfoSchema) },
      },
    },
    async (request, reply) => {
      const token = request.params.token;
      // Checked before the body is read, so an expired link does not take a file first.
      await findLiveLink(ctx.db, token);
      const settings = await ctx.settings.get();
      const part = await readFile(request, settings.upload_max_mb * 1024 * 1024);
      const data = await uploadThroughLink(ctx, request, token, part);
      return reply.code(201).send({ data, message: 'Berkas berhasil diunggah' });
    },
  );

  r.post(
    '/public-link/:token/submit-kelengkapan',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a KELENGKAPAN link (once)',
        params,
        body: submitKelengkapanSchema,
        response: { 200: envelope(publicLinkSubmitResultSchema) },
      },
    },
    async (request) => ({
      data: await submitKelengkapan(ctx, request, request.params.token, request.body),
      message: 'Terima kasih, kelengkapan laporan Anda telah kami terima',
    }),
  );

  r.post(
    '/public-link/:token/submit-tanggapan',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a TANGGAPAN link (once)',
        params,
        body: submitTanggapanSchema,
        response: { 200: envelope(publicLinkSubmitResultSchema) },
      },
    },
    async (request) => ({
      data: await submitTanggapan(ctx, request, request.params.token, request.body),
      message: 'Terima kasih, tanggapan Anda telah kami terima',
    }),
  );
}
