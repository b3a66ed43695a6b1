import multipart from '@fastify/multipart';
import {
  activationChangePasswordPayloadSchema,
  activationPayloadSchema,
  activationRequestPayloadSchema,
  activationResultSchema,
  envelope,
  nikCheckSchema,
  registrationPayloadSchema,
  registrationResultSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { verifyCaptcha } from '../auth/captcha';
import { AVATAR_MAX_BYTES } from '../user/account';
import { accountRoutes } from '../user/account-routes';
import { activate, checkNik, register, requestActivation } from './service';

/** Per-IP limits of the public calls that probe or mail (on top of the global API limit). */
const probeLimit = { max: 30, timeWindow: '1 minute' };
const mailLimit = { max: 5, timeWindow: '1 minute' };

export const ACTIVATION_REQUEST_MESSAGE =
  'Jika email tersebut terdaftar dan belum diaktivasi, tautan aktivasi baru telah dikirim ke email tersebut.';

/**
 * Registration and activation (public) and the account routes of the signed-in user (avatar, e-mail change,
 * profile update), in one scope whose multipart parser serves the avatar upload.
 */
export async function registrationRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get(
    '/user/registration-checknik/:nik',
    {
      config: { access: 'public', rateLimit: probeLimit },
      schema: {
        tags,
        summary: 'Check a NIK before registering: valid, already registered, sex and birth date read from it',
        params: z.object({ nik: z.string().trim().max(32) }),
        response: { 200: envelope(nikCheckSchema) },
      },
    },
    async (request) => ({ data: await checkNik(ctx.db, request.params.nik) }),
  );

  r.post(
    '/user/registration',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Register an individu account; an activation link (24 h) is mailed',
        body: registrationPayloadSchema,
        response: { 201: envelope(registrationResultSchema) },
      },
    },
    async (request, reply) => {
      const { captcha, token, persetujuan: _consent, password_confirmation: _c, ...input } = request.body;
      await verifyCaptcha(ctx, token, captcha);
      const data = await register(ctx, request, input);
      return reply
        .code(201)
        .send({ data, message: 'Registrasi berhasil. Silakan periksa email Anda untuk mengaktifkan akun.' });
    },
  );

  r.post(
    '/user/activation',
    {
      config: { access: 'public', rateLimit: probeLimit },
      schema: {
        tags,
        summary: 'Open an activation or e-mail change link (one use, 24 h)',
        body: activationPayloadSchema,
        response: { 200: envelope(activationResultSchema) },
      },
    },
    async (request) => {
      const data = await activate(ctx, request, request.body.token);
      const message =
        data.type === 'EMAIL_CHANGE' ? 'Email berhasil diubah' : 'Akun berhasil diaktivasi. Silakan masuk.';
      return { data, message };
    },
  );

  r.post(
    '/user/activation-request',
    {
      config: { access: 'public', rateLimit: mailLimit },
      schema: {
        tags,
        summary: 'Mail a new activation link to an account still waiting for activation (same answer always)',
        body: activationRequestPayloadSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await requestActivation(ctx, request, request.body.email);
      return { data: null, message: ACTIVATION_REQUEST_MESSAGE };
    },
  );

  r.post(
    '/user/activation-changepassword',
    {
      config: { access: 'public', rateLimit: probeLimit },
      schema: {
        tags,
        summary: 'Activate the account and set its password with an activation link',
        body: activationChangePasswordPayloadSchema,
        response: { 200: envelope(activationResultSchema) },
      },
    },
    async (request) => ({
      data: await activate(ctx, request, request.body.token, request.body.password),
      message: 'Akun berhasil diaktivasi dan kata sandi disimpan. Silakan masuk.',
    }),
  );

  accountRoutes(r, ctx);
}
