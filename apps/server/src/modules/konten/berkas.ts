import { envelope, kontenBerkasSchema, pratinjauBodySchema } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { media, mediables } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import { audit } from '../../platform/audit';
import { AppError, fieldError } from '../../platform/errors';
import { attachMedia, storeFile } from '../../platform/files';
import { sanitizeRichText } from '../../platform/html';
import { registerUploads } from '../../platform/upload';
import {
  guestMayRead,
  kontenBerkasPath,
  STORAGE_KEY,
  setBerkasSecret,
  signBerkasUrls,
  unsignBerkasUrls,
  validSignature,
} from './berkas-akses';

const tags = ['konten'];
const MB = 1024 * 1024;
/** Files of public content are attached to this type: only they are served to guests. */
export const KONTEN_MEDIA_TYPE = 'konten';
const editors = { permission: ['frapp-master-manage' as const] };

/**
 * Files of public content through the one file store: editors upload (images, PDF, Office; checked by magic
 * bytes and size), anyone reads a file attached to content. Own scope for the multipart parser.
 */
export async function kontenBerkasRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  setBerkasSecret(ctx.config.oauthClientSecret);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/konten/berkas',
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Upload a file for public content (multipart `file`): image, PDF or Office by bytes',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(kontenBerkasSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await receiveKontenBerkas(ctx, request), message: 'Berkas berhasil diunggah' }),
  );

  r.get(
    '/konten/berkas/:tahun/:bulan/:nama',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A file of public content by its random key; content guests cannot see (drafts, staff-only) needs the signed address an editor reads',
        params: z.object({
          tahun: z.string().regex(/^\d{4}$/, 'Tidak valid'),
          bulan: z.string().regex(/^\d{2}$/, 'Tidak valid'),
          nama: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'Tidak valid'),
        }),
        querystring: z.object({
          s: z.string().max(64).optional(),
          e: z.string().max(12).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { tahun, bulan, nama } = request.params;
      const key = `${tahun}/${bulan}/${nama}`;
      if (!STORAGE_KEY.test(key)) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
      const [file] = await ctx.db
        .select({ storage_key: media.storage_key, mime_type: media.mime_type, name: media.original_name })
        .from(media)
        .innerJoin(
          mediables,
          and(eq(mediables.media_id, media.id), eq(mediables.mediable_type, KONTEN_MEDIA_TYPE)),
        )
        .where(and(eq(media.storage_key, key), isNull(media.deleted_at)))
        .limit(1);
      if (!file) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
      const signed = validSignature(key, request.query.s, request.query.e);
      if (!signed && !(await guestMayRead(ctx.db, kontenBerkasPath(key)))) {
        throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
      }
      const stream = await ctx.files.open(file.storage_key);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      // Images and PDFs open in the page; anything else downloads. The type is the one read from the bytes.
      const inline = file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf';
      return (
        reply
          .header('content-type', file.mime_type)
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header('x-content-type-options', 'nosniff')
          // A file of published content may be cached; one reached by signature is an editor's, for them only.
          .header('cache-control', signed ? 'private, no-store' : 'public, max-age=300')
          .send(stream)
      );
    },
  );

  r.post(
    '/konten/pratinjau',
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Rich text as the server will store it (sanitised), for the editor preview',
        body: pratinjauBodySchema,
        response: { 200: envelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ({
      data: { html: signBerkasUrls(sanitizeRichText(unsignBerkasUrls(request.body.html)), { html: true }) },
    }),
  );
}

/**
 * One uploaded file of public content (multipart `file`) through the one file store: image, PDF or Office by its
 * bytes, within the configured size; attached as content, audited. The content upload and the PPG public documents'
 * own upload (their drafters are not content editors) both take files this way.
 */
export async function receiveKontenBerkas(ctx: ServerContext, request: FastifyRequest) {
  const auth = requireAuth(request);
  const settings = await ctx.settings.get();
  const maxBytes = settings.upload_max_mb * MB;
  if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
  const part = await request.file();
  if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  const stored = await ctx.db.transaction(async (tx) => {
    const row = await storeFile(
      tx,
      ctx.files,
      { bytes, filename: part.filename },
      { accept: ['image', 'pdf', 'office'], maxBytes, createdBy: auth.user.id },
    );
    await attachMedia(tx, [row.id], KONTEN_MEDIA_TYPE, 0, 'berkas');
    await audit(tx, request, {
      action: 'konten.berkas.upload',
      entity: 'media',
      entity_id: row.id,
      after: { name: row.original_name, size: row.size, mime_type: row.mime_type },
    });
    return row;
  });
  return {
    id: stored.id,
    url: signBerkasUrls(kontenBerkasPath(stored.storage_key)),
    original_name: stored.original_name,
    mime_type: stored.mime_type,
    size: stored.size,
  };
}
