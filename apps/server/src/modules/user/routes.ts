import {
  changePasswordProfilePayloadSchema,
  changeRolePayloadSchema,
  envelope,
  profileSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { buildProfile, changePasswordProfile, changeRole, isPlhGh } from './service';

export function userRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const access = 'authenticated' as const;

  r.get(
    '/my-profile',
    {
      // The account fields come with the session's lookup: the hottest route is one round trip.
      config: { access, withAccount: true },
      schema: { tags, summary: "The caller's profile", response: { 200: envelope(profileSchema) } },
    },
    async (request) => ({ data: await buildProfile(ctx, requireAuth(request)) }),
  );

  r.post(
    '/user/change-role',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Switch the active access of the session',
        body: changeRolePayloadSchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      data: await changeRole(ctx, request, requireAuth(request), request.body.access_id),
      message: 'Peran berhasil diganti',
    }),
  );

  r.get(
    '/user/is-plh-gh',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether the caller is acting group head',
        response: { 200: envelope(z.object({ is_plh_gh: z.boolean() })) },
      },
    },
    async (request) => ({ data: { is_plh_gh: isPlhGh(requireAuth(request)) } }),
  );

  r.post(
    '/user/changepassword-profile',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change the password, checking the old one',
        body: changePasswordProfilePayloadSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changePasswordProfile(ctx, request, requireAuth(request), request.body);
      return { data: null, message: 'Kata sandi berhasil diubah' };
    },
  );
}
