import {
  avatarResultSchema,
  changeEmailPayloadSchema,
  envelope,
  updateAccountPayloadSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import { readAvatar, requestEmailChange, saveAvatar, updateAccount } from './account';

/**
 * The account side of the signed-in user (issue 4 §1): avatar, change of e-mail confirmed by link, name and
 * phone. Registered in a scope that parses multipart bodies.
 */
export function accountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const access = 'authenticated' as const;

  r.post(
    '/user/avatar',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Upload the avatar (multipart field file; JPG, PNG or WEBP up to 2 MB)',
        response: { 200: envelope(avatarResultSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const part = request.isMultipart() ? await request.file() : undefined;
      if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
      // The scope's parser stops one byte past the limit, so storeFile sees an oversized file and says so.
      const bytes = await part.toBuffer();
      const data = await saveAvatar(ctx, request, auth, { bytes, filename: part.filename });
      return { data, message: 'Foto profil berhasil diperbarui' };
    },
  );

  r.get(
    '/user/avatar',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's avatar image (404 when none)",
        querystring: z.object({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(ctx, requireAuth(request));
      return reply
        .header('content-type', avatar.mime)
        .header('content-length', avatar.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.stream);
    },
  );

  r.post(
    '/user/change-email',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Ask to change the e-mail: a confirmation link goes to the new address',
        body: changeEmailPayloadSchema,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
    },
    async (request) => ({
      data: await requestEmailChange(ctx, request, requireAuth(request), request.body),
      message: 'Tautan konfirmasi telah dikirim ke email baru. Silakan cek email baru Anda.',
    }),
  );

  r.post(
    '/user/update',
    {
      config: { access },
      schema: {
        tags,
        summary: "Update the account's name and phone",
        body: updateAccountPayloadSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await updateAccount(ctx, request, requireAuth(request), request.body);
      return { data: null, message: 'Profil berhasil diperbarui' };
    },
  );
}
