import { envelope, idParamSchema, mediaInfoSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { attachMedia, detachMedia, mediaInfo, mediaOf, storeFile } from '../../../platform/files';
import { PPG_READERS, type PpgActor, ppgActor, UPG_WRITER } from './scope';

const MB = 1024 * 1024;
/** The most files one record keeps. */
export const PPG_BERKAS_MAX = 20;

/** One kind of record whose files go through the one upload path: documentation of an event, evidence of an innovation. */
export interface BerkasKind {
  /** The API path of the records, e.g. 'diseminasi'. */
  base: string;
  /** The path segment and media collection, e.g. 'dokumentasi'. */
  collection: string;
  /** The `mediables.mediable_type` of the records. */
  mediaType: string;
  tags: string[];
  noun: string;
  /** The record if the actor may reach it (NOT_FOUND otherwise). */
  find: (db: Db, actor: PpgActor, id: number) => Promise<unknown>;
  /**
   * Refuses an upload or removal while the record is read-only (sent for review: 409; its window closed: 422);
   * nothing when writable. Runs after `find`.
   */
  writable?: (db: Db, actor: PpgActor, id: number) => Promise<void>;
}

const params = z.object({ id: idParamSchema, mediaId: idParamSchema });

async function requireFile(db: Db, kind: BerkasKind, id: number, mediaId: number) {
  const files = await mediaOf(db, kind.mediaType, id, kind.collection);
  const file = files.find((f) => f.id === mediaId);
  if (!file) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
  return file;
}

/**
 * Upload (images, PDF, Office by their bytes), download and removal of a record's files, in a scope that has
 * registered the multipart parser.
 */
export function berkasRoutes(app: FastifyInstance, ctx: ServerContext, kind: BerkasKind): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/${kind.base}/:id/${kind.collection}`;
  const actorOf = (auth: AuthContext) => ppgActor(ctx.db, auth);

  r.post(
    path,
    {
      config: { access: { roles: UPG_WRITER } },
      schema: {
        tags: kind.tags,
        summary: `Uploads one file (multipart \`file\`) onto the ${kind.noun}: image, PDF or Office by bytes`,
        params: z.object({ id: idParamSchema }),
        consumes: ['multipart/form-data'],
        response: { 201: envelope(mediaInfoSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const actor = await actorOf(auth);
      if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      const settings = await ctx.settings.get();
      const { id } = request.params;
      const stored = await ctx.db.transaction(async (tx) => {
        await kind.find(tx, actor, id);
        await kind.writable?.(tx, actor, id);
        if ((await mediaOf(tx, kind.mediaType, id, kind.collection)).length >= PPG_BERKAS_MAX) {
          throw fieldError('file', `Berkas maksimal ${PPG_BERKAS_MAX}`);
        }
        const row = await storeFile(
          tx,
          ctx.files,
          { bytes, filename: part.filename },
          {
            accept: ['image', 'pdf', 'office'],
            maxBytes: settings.upload_max_mb * MB,
            createdBy: auth.user.id,
          },
        );
        await attachMedia(tx, [row.id], kind.mediaType, id, kind.collection);
        await audit(tx, request, {
          action: `${kind.base}.${kind.collection}.upload`,
          entity: kind.mediaType,
          entity_id: id,
          after: { media_id: row.id, name: row.original_name, size: row.size },
        });
        return row;
      });
      return reply.code(201).send({ data: mediaInfo(stored), message: 'Berkas berhasil diunggah' });
    },
  );

  r.get(
    `${path}/:mediaId`,
    {
      config: { access: { roles: PPG_READERS } },
      schema: { tags: kind.tags, summary: `Downloads one file of the ${kind.noun}`, params },
    },
    async (request, reply) => {
      const actor = await actorOf(requireAuth(request));
      await kind.find(ctx.db, actor, request.params.id);
      const file = await requireFile(ctx.db, kind, request.params.id, request.params.mediaId);
      const stream = await ctx.files.open(file.storage_key);
      const ascii = file.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.mime_type)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  r.delete(
    `${path}/:mediaId`,
    {
      config: { access: { roles: UPG_WRITER } },
      schema: { tags: kind.tags, summary: `Removes one file from the ${kind.noun}`, params },
    },
    async (request) => {
      const actor = await actorOf(requireAuth(request));
      const { id, mediaId } = request.params;
      await ctx.db.transaction(async (tx) => {
        await kind.find(tx, actor, id);
        await kind.writable?.(tx, actor, id);
        const file = await requireFile(tx, kind, id, mediaId);
        await detachMedia(tx, [mediaId], kind.mediaType, id);
        await audit(tx, request, {
          action: `${kind.base}.${kind.collection}.delete`,
          entity: kind.mediaType,
          entity_id: id,
          before: { media_id: mediaId, name: file.original_name },
        });
      });
      return { data: null, message: 'Berkas berhasil dihapus' };
    },
  );
}
