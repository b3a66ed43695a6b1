import { envelope, idParamSchema, mediaInfoSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { attachMedia, detachMedia, mediaInfo, storeFile } from '../../../platform/files';
import { registerUploads } from '../../../platform/upload';
import { LAPORAN_ROLES, laporanForActor } from '../access';
import { FILING_ROLES } from '../filing/write';
import { LAMPIRAN_COLLECTION, LAPORAN_MEDIA_TYPE, lampiranCount, requireLampiran } from './lampiran';

const tags = ['laporan'];
const MB = 1024 * 1024;
const attachmentParams = z.object({
  id: idParamSchema,
  mediaId: idParamSchema,
});

/** Attachments (lampiran): upload (optionally straight onto a report), download, remove. Own scope for multipart. */
export async function attachmentRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/laporan/upload-attachment',
    {
      config: { access: { roles: FILING_ROLES } },
      schema: {
        tags,
        summary:
          'Upload one attachment (multipart `file`, optional `laporan_id`); image, PDF or Office by bytes',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(mediaInfoSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      const field = part.fields.laporan_id;
      const raw = field && !Array.isArray(field) && 'value' in field ? String(field.value) : '';
      const laporanId = raw === '' ? null : Number(raw);
      if (laporanId !== null && (!Number.isInteger(laporanId) || laporanId <= 0)) {
        throw fieldError('laporan_id', 'Laporan tidak valid');
      }
      const settings = await ctx.settings.get();
      const stored = await ctx.db.transaction(async (tx) => {
        if (laporanId !== null) {
          await laporanForActor(tx, auth, laporanId, 'write');
          if ((await lampiranCount(tx, laporanId)) >= settings.upload_max_files) {
            throw fieldError('file', `Lampiran maksimal ${settings.upload_max_files} berkas`);
          }
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
        if (laporanId !== null)
          await attachMedia(tx, [row.id], LAPORAN_MEDIA_TYPE, laporanId, LAMPIRAN_COLLECTION);
        await audit(tx, request, {
          action: 'laporan.lampiran.upload',
          entity: 'laporan',
          entity_id: laporanId,
          after: { media_id: row.id, name: row.original_name, size: row.size },
        });
        return row;
      });
      return reply.code(201).send({ data: mediaInfo(stored), message: 'Lampiran berhasil diunggah' });
    },
  );

  r.get(
    '/laporan/:id/attachment/:mediaId',
    {
      config: { access: { roles: LAPORAN_ROLES } },
      schema: { tags, summary: 'Download one attachment of a report', params: attachmentParams },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await laporanForActor(ctx.db, auth, request.params.id, 'read');
      const file = await requireLampiran(ctx.db, request.params.id, request.params.mediaId);
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
    '/laporan/:id/attachment/:mediaId',
    {
      config: { access: { roles: FILING_ROLES } },
      schema: { tags, summary: 'Remove an attachment from an editable report', params: attachmentParams },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, mediaId } = request.params;
      await ctx.db.transaction(async (tx) => {
        await laporanForActor(tx, auth, id, 'write');
        const file = await requireLampiran(tx, id, mediaId);
        await detachMedia(tx, [mediaId], LAPORAN_MEDIA_TYPE, id);
        await audit(tx, request, {
          action: 'laporan.lampiran.delete',
          entity: 'laporan',
          entity_id: id,
          before: { media_id: mediaId, name: file.original_name },
        });
      });
      return { data: null, message: 'Lampiran berhasil dihapus' };
    },
  );
}
