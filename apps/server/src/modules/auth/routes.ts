import {
  captchaSchema,
  challengePayloadSchema,
  checkForgotTokenPayloadSchema,
  envelope,
  forgotPasswordPayloadSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  refreshPayloadSchema,
  resetPasswordPayloadSchema,
  secondFactorAnswerSchema,
  secondFactorPayloadSchema,
  tokenPairSchema,
  totpSetupSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { AppError, fieldError } from '../../platform/errors';
import { safeEqual } from '../../platform/tokens';
import { createCaptcha, verifyCaptcha } from './captcha';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { beginLoginEnrolment, completeSecondFactor } from './second-factor';
import { login, logout, refresh } from './service';

const OAUTH_CLIENT_ID = '2';
const empty = envelope(z.null());

const oauthTokenBodySchema = z.object({
  grant_type: z.enum(['password', 'refresh_token']),
  client_id: z.union([z.string(), z.number()]).transform(String),
  client_secret: z.string(),
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
  /** The TOTP or recovery code of an account that must pass the second factor. */
  code: z.string().max(20).optional(),
  scope: z.string().optional(),
});

export function authRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/captcha',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'A fresh captcha (SVG + key)', response: { 200: envelope(captchaSchema) } },
    },
    async () => ({ data: await createCaptcha(ctx) }),
  );

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The SPA's login: the token pair, or a second-factor challenge (then auth/login/totp)",
        body: loginPayloadSchema,
        response: { 200: envelope(loginAnswerSchema) },
      },
    },
    async (request) => {
      await verifyCaptcha(ctx, request.body.token, request.body.captcha);
      return { data: await login(ctx, request, request.body) };
    },
  );

  r.post(
    '/auth/login/totp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Second step of login: the challenge and a TOTP or recovery code (confirms an enrolment)',
        body: secondFactorPayloadSchema,
        response: { 200: envelope(secondFactorAnswerSchema) },
      },
    },
    async (request) => ({ data: await completeSecondFactor(ctx, request, request.body) }),
  );

  r.post(
    '/auth/login/totp/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Enrolment at login (an enrol challenge): a new secret with its QR code',
        body: challengePayloadSchema,
        response: { 200: envelope(totpSetupSchema) },
      },
    },
    async (request) => ({ data: await beginLoginEnrolment(ctx, request, request.body.challenge) }),
  );

  r.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Rotate the token pair',
        body: refreshPayloadSchema,
        response: { 200: envelope(tokenPairSchema) },
      },
    },
    async (request) => ({ data: await refresh(ctx, request, request.body.refresh_token) }),
  );

  r.post(
    '/oauth/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'OAuth2 password and refresh_token grants (client_id 2); answer not enveloped',
        body: oauthTokenBodySchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (
        body.client_id !== OAUTH_CLIENT_ID ||
        !safeEqual(body.client_secret, ctx.config.oauthClientSecret)
      ) {
        throw new AppError('INVALID_CLIENT');
      }
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) throw fieldError('refresh_token', 'Wajib diisi');
        return refresh(ctx, request, body.refresh_token);
      }
      if (!body.username) throw fieldError('username', 'Nama pengguna wajib diisi');
      if (!body.password) throw fieldError('password', 'Kata sandi wajib diisi');
      const answer = await login(ctx, request, {
        username: body.username,
        password: body.password,
        code: body.code,
      });
      if ('challenge' in answer) throw new AppError('SECOND_FACTOR_REQUIRED');
      return answer;
    },
  );

  r.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a one-use reset link (60 minutes)',
        body: forgotPasswordPayloadSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request, request.body.email);
      return {
        data: null,
        message:
          'Jika email terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke email tersebut.',
      };
    },
  );

  r.post(
    '/auth/check-forgot-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether a reset token is still valid',
        body: checkForgotTokenPayloadSchema,
        response: { 200: envelope(z.object({ valid: z.literal(true), email: z.string() })) },
      },
    },
    async (request) => ({ data: await checkResetToken(ctx, request.body.token) }),
  );

  r.post(
    '/auth/change-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordPayloadSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await resetPassword(ctx, request, request.body);
      return { data: null, message: 'Kata sandi berhasil diubah. Silakan login dengan kata sandi baru.' };
    },
  );

  r.post(
    '/api-logout',
    {
      config: { access: 'authenticated', maintenanceExempt: true },
      schema: { tags, summary: "Revoke the session's tokens", response: { 200: empty } },
    },
    async (request) => {
      await logout(ctx, request, requireAuth(request).sessionId);
      return { data: null, message: 'Berhasil keluar' };
    },
  );
}
