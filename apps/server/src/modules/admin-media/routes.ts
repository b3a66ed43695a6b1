import { envelope, idParamSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { audit } from '../../platform/audit';
import { idParams, pageQuerySchema, pageSchema } from '../admin-users/paging';
import { findMedia, listMedia, listMediables, mediaFacets } from './service';

const mediaQuery = pageQuerySchema.extend({
  mime_type: z.string().max(100).optional(),
  mediable_type: z.string().max(50).optional(),
  created_by: idParamSchema.optional(),
  trashed: z.enum(['with', 'only']).optional(),
});

const mediableQuery = pageQuerySchema.extend({
  mediable_type: z.string().max(50).optional(),
  mediable_id: idParamSchema.optional(),
  media_id: idParamSchema.optional(),
});

const attachment = z.object({ type: z.string(), id: z.number().int(), collection: z.string() });

const mediaSchema = z.object({
  id: z.number().int(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  disk: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  uploader: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  attached_to: z.array(attachment),
});

const mediableSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int(),
  mediable_type: z.string(),
  mediable_id: z.number().int(),
  collection: z.string(),
  created_at: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  media_deleted: z.boolean(),
});

const facetsSchema = z.object({ mime_types: z.array(z.string()), mediable_types: z.array(z.string()) });

/** RFC 6266: an ASCII fallback name plus the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** /api/admin/media and /api/admin/mediables: the stored files and their attachments (frapp-master-manage). */
export function adminMediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['frapp-master-manage'] as const } };
  const tags = ['admin-media'];

  r.get(
    '/admin/media',
    {
      config,
      schema: {
        tags,
        summary:
          'Stored files, paged (q over name/MIME/uploader; mime_type, mediable_type, created_by, trashed)',
        querystring: mediaQuery,
        response: { 200: envelope(pageSchema(mediaSchema)) },
      },
    },
    async (request) => ({ data: await listMedia(ctx, request.query) }),
  );

  r.get(
    '/admin/media/facets',
    {
      config,
      schema: {
        tags,
        summary: 'The MIME types and attachment types present (filter options)',
        response: { 200: envelope(facetsSchema) },
      },
    },
    async () => ({ data: await mediaFacets(ctx) }),
  );

  r.get(
    '/admin/media/:id/download',
    { config, schema: { tags, summary: 'The bytes of one stored file', params: idParams } },
    async (request, reply) => {
      const row = await findMedia(ctx, request.params.id);
      const stream = await ctx.files.open(row.storage_key);
      // Reading an attachment of someone's report is worth a trace.
      await audit(ctx.db, request, { action: 'media_download', entity: 'media', entity_id: row.id });
      return reply
        .header('content-type', row.mime_type)
        .header('content-disposition', disposition(row.original_name))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  r.get(
    '/admin/mediables',
    {
      config,
      schema: {
        tags,
        summary:
          'File attachments, paged (mediable_type, mediable_id, media_id; q over file name/collection)',
        querystring: mediableQuery,
        response: { 200: envelope(pageSchema(mediableSchema)) },
      },
    },
    async (request) => ({ data: await listMediables(ctx, request.query) }),
  );
}
