import {
  envelope,
  recoveryCodesSchema,
  totpCodePayloadSchema,
  totpDisablePayloadSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { confirmOwnEnrolment, disableOwnTotp, regenerateRecoveryCodes, totpStatus } from './profile';
import { beginEnrolment } from './service';

/** /api/user/totp: the signed-in user's own second factor (any role). */
export function totpProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const config = { access: 'authenticated' as const };
  const codes = { 200: envelope(recoveryCodesSchema) };

  r.get(
    '/user/totp',
    {
      config,
      schema: { tags, summary: "The caller's second factor", response: { 200: envelope(totpStatusSchema) } },
    },
    async (request) => ({ data: await totpStatus(ctx, requireAuth(request)) }),
  );

  r.post(
    '/user/totp/setup',
    {
      config,
      schema: {
        tags,
        summary: 'A new pending secret with its QR code (refused while one is active)',
        response: { 200: envelope(totpSetupSchema) },
      },
    },
    async (request) => ({ data: await beginEnrolment(ctx, request, requireAuth(request).user) }),
  );

  r.post(
    '/user/totp/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Activate the pending secret with its first code; the ten recovery codes (shown once)',
        body: totpCodePayloadSchema,
        response: codes,
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await confirmOwnEnrolment(ctx, request, requireAuth(request), request.body.code),
      },
      message: 'Autentikasi dua faktor aktif',
    }),
  );

  r.post(
    '/user/totp/recovery-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Ten new recovery codes after a valid code (the old ones stop working)',
        body: totpCodePayloadSchema,
        response: codes,
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await regenerateRecoveryCodes(ctx, request, requireAuth(request), request.body.code),
      },
      message: 'Kode pemulihan baru telah dibuat',
    }),
  );

  r.post(
    '/user/totp/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn the second factor off (password and code; refused where a role requires it)',
        body: totpDisablePayloadSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await disableOwnTotp(ctx, request, requireAuth(request), request.body);
      return { data: null, message: 'Autentikasi dua faktor dimatikan' };
    },
  );
}
