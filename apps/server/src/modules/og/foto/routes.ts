import { envelope, idParamSchema, mediaInfoSchema } from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { media, mediables, objek_gratifikasis } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { attachMedia, mediaInfo, mediaOf, storeFile } from '../../../platform/files';
import { readUpload, registerUploads } from '../../../platform/upload';
import { metaOf, READ, tags, WRITE } from '../http';
import { ogById } from '../register/read';

export const OG_MEDIA_TYPE = 'og';
const COLLECTION = 'foto';
const MB = 1024 * 1024;
const params = z.object({ id: idParamSchema });
const fotoParams = z.object({ id: idParamSchema, mediaId: idParamSchema });
const fotoItemSchema = mediaInfoSchema.extend({ og_id: z.number(), kode: z.string() });

/** Photos of an object (its condition on arrival, its label, its packing): upload, list, view. Own scope (multipart). */
export async function ogFotoRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/og/:id/foto',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Upload one photo of an object (multipart `file`; JPG, PNG or WEBP by bytes)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: envelope(mediaInfoSchema) },
      },
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const og = await ogById(ctx.db, request.params.id);
      const settings = await ctx.settings.get();
      const bytes = await readUpload(request, settings.upload_max_mb * MB);
      const row = await ctx.db.transaction(async (tx) => {
        const stored = await storeFile(
          tx,
          ctx.files,
          { bytes, filename: `foto-${og.kode}` },
          { accept: ['image'], maxBytes: settings.upload_max_mb * MB, createdBy: meta.auth.user.id },
        );
        await attachMedia(tx, [stored.id], OG_MEDIA_TYPE, og.id, COLLECTION);
        await audit(tx, meta, {
          action: 'og.foto.upload',
          entity: 'objek_gratifikasis',
          entity_id: og.id,
          after: { media_id: stored.id, size: stored.size },
        });
        return stored;
      });
      return reply.code(201).send({ data: mediaInfo(row), message: 'Foto berhasil diunggah' });
    },
  );

  r.get(
    '/og/:id/foto',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The photos of one object, oldest first',
        params,
        response: { 200: envelope(z.array(mediaInfoSchema)) },
      },
    },
    async (request) => {
      await ogById(ctx.db, request.params.id);
      return { data: (await mediaOf(ctx.db, OG_MEDIA_TYPE, request.params.id, COLLECTION)).map(mediaInfo) };
    },
  );

  r.get(
    '/og/foto',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The latest 200 photos of objects, newest first, with the object they show',
        response: { 200: envelope(z.array(fotoItemSchema)) },
      },
    },
    async () => {
      const rows = await ctx.db
        .select({ media, og_id: objek_gratifikasis.id, kode: objek_gratifikasis.kode })
        .from(mediables)
        .innerJoin(media, eq(media.id, mediables.media_id))
        .innerJoin(objek_gratifikasis, eq(objek_gratifikasis.id, mediables.mediable_id))
        .where(and(eq(mediables.mediable_type, OG_MEDIA_TYPE), isNull(media.deleted_at)))
        .orderBy(desc(media.id))
        .limit(200);
      return { data: rows.map((r) => ({ ...mediaInfo(r.media), og_id: r.og_id, kode: r.kode })) };
    },
  );

  r.get(
    '/og/:id/foto/:mediaId',
    { config: READ, schema: { tags, summary: 'One photo of an object', params: fotoParams } },
    async (request, reply) => {
      const { id, mediaId } = request.params;
      const file = (await mediaOf(ctx.db, OG_MEDIA_TYPE, id, COLLECTION)).find((m) => m.id === mediaId);
      if (!file) throw new AppError('NOT_FOUND', 'Foto tidak ditemukan');
      return reply
        .header('content-type', file.mime_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(await ctx.files.open(file.storage_key));
    },
  );
}
